import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANONYMOUS_ROWS_PER_HOUR } from "@/server/quotes/anonymous-write-limits";
import { countRows, selectRows, uniqueEmail } from "../helpers/checkout";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

/**
 * Service-area checks written by group commit (docs/decisions/015-visit-group-commit.md): a check
 * answered 200 is a visit stored; a check whose batch fails is answered 5xx and stores nothing.
 */
const NOW = "2025-10-01T12:00:00Z";
const scarsdale = { city: "Scarsdale", state: "NY", zipCode: "10583" };
/** The demo business's checks counted in its funnel, every day together. */
const checksCounted = (server: TestServer) =>
  countRows(
    server.database,
    sql`select coalesce(sum(checks), 0) as count from funnel_days where business_id = 'northside-snow'`,
  );

type Answer = { status: number; visit?: string; email: string };

async function checkAll(
  server: TestServer,
  emails: string[],
  onAnswer: () => void = () => {},
): Promise<Answer[]> {
  return Promise.all(
    emails.map(async (email, index) => {
      const response = await server.request("/api/geo/check", {
        method: "POST",
        json: { ...scarsdale, address: `${index + 1} Birch Lane`, email },
      });
      const body = (await response.json()) as { visit?: string };
      onAnswer();
      return { status: response.status, visit: body.visit, email };
    }),
  );
}

describe.each(testDatabases)("visits written in batches on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { NOW, ANONYMOUS_WRITE_LIMITS: "off" });
  });
  afterAll(() => server.close());

  it("answers none of 200 concurrent checks before they are committed, then stores and counts each", async () => {
    const before = await checksCounted(server);
    // Holds the table (on PGlite, the one session) so the checks wait for their batch's write.
    let release = () => {};
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = server.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table quote_leads in share mode`);
      locked();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await isLocked;
    const run = uniqueEmail("batch");
    const emails = Array.from({ length: 200 }, (_, index) => `${index}-${run}`);
    let answered = 0;
    const answering = checkAll(server, emails, () => {
      answered += 1;
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(answered).toBe(0);
    release();
    await holding;
    const answers = await answering;

    expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 200));
    const visits = answers.map((answer) => answer.visit);
    expect(new Set(visits).size).toBe(200);
    const rows = await selectRows<{ id: string; email: string; created_at: string }>(
      server.database,
      sql`select id, email, created_at::text from quote_leads where email like ${`%-${run}`}`,
    );
    expect(rows.map((row) => row.id).sort()).toEqual([...visits].sort());
    for (const answer of answers) {
      expect(rows.find((row) => row.id === answer.visit)?.email).toBe(answer.email);
    }
    expect(await checksCounted(server)).toBe(before + 200);
    // A row's created_at is its transaction's start: the checks that waited went in few batches.
    expect(new Set(rows.map((row) => row.created_at)).size).toBeLessThan(20);
  });

  it("answers 5xx to every check of a batch whose commit fails, stores none of them, and goes on", async () => {
    // A constraint checked at commit time that refuses one address: its batch's commit fails.
    await server.database.db.execute(sql`
      create function refuse_poisoned_lead() returns trigger language plpgsql as $$
      begin
        if new.email like 'poison-%' then raise exception 'refused at commit'; end if;
        return null;
      end $$`);
    await server.database.db.execute(sql`
      create constraint trigger refuse_poisoned_lead after insert on quote_leads
      deferrable initially deferred for each row execute function refuse_poisoned_lead()`);
    try {
      const run = uniqueEmail("commit");
      const emails = Array.from({ length: 60 }, (_, index) =>
        index === 30 ? `poison-${run}` : `${index}-${run}`,
      );
      const answers = await checkAll(server, emails);
      const stored = await selectRows<{ id: string; email: string }>(
        server.database,
        sql`select id, email from quote_leads where email like ${`%-${run}`}`,
      );
      const storedIds = new Set(stored.map((row) => row.id));

      const poisoned = answers.find((answer) => answer.email.startsWith("poison-"))!;
      expect(poisoned.status).toBeGreaterThanOrEqual(500);
      for (const answer of answers) {
        if (answer.status === 200) {
          // Acknowledged: stored, under the id it was answered with.
          expect(storedIds.has(answer.visit!)).toBe(true);
        } else {
          // Not acknowledged: its batch failed as a whole, and nothing of it was stored.
          expect(answer.status).toBe(500);
          expect(stored.some((row) => row.email === answer.email)).toBe(false);
        }
      }
      expect(stored).toHaveLength(answers.filter((answer) => answer.status === 200).length);
    } finally {
      await server.database.db.execute(sql`drop trigger refuse_poisoned_lead on quote_leads`);
      await server.database.db.execute(sql`drop function refuse_poisoned_lead()`);
    }
    const after = await checkAll(server, [uniqueEmail("after-failure")]);
    expect(after[0]!.status).toBe(200);
  });
});

describe.each(testDatabases)("the hourly ceiling on batched checks on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { NOW });
  });
  afterAll(() => server.close());

  it("stores exactly the checks there is room for, in one burst, and answers the rest 503", async () => {
    const room = 7;
    await server.database.db.execute(sql`
      insert into quote_leads (business_id, email, address, city, state, zip_code, in_service_area)
      select 'northside-snow', 'filler' || n || '@example.com', n || ' Filler St', 'Scarsdale',
        'NY', '10583', true
      from generate_series(1, ${ANONYMOUS_ROWS_PER_HOUR.quoteLeads - room}) as n`);
    const run = uniqueEmail("ceiling");
    const answers = await checkAll(
      server,
      Array.from({ length: 30 }, (_, index) => `${index}-${run}`),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(room);
    expect(answers.filter((answer) => answer.status === 503)).toHaveLength(30 - room);
    expect(
      await countRows(
        server.database,
        sql`select count(*) from quote_leads where email like ${`%-${run}`}`,
      ),
    ).toBe(room);
  });
});
