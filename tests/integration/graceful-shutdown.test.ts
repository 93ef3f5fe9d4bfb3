import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows } from "../helpers/checkout";
import { createJobDatabase, queueTestEmails } from "../helpers/job-database";
import { spawnServerProcess } from "../helpers/server-process";
import { startSmtpCatcher } from "../helpers/smtp-server";
import { testDatabases } from "../helpers/test-server";

const GRACE_MS = 3_000;
const EMAILS = 12;
/** The SMTP server takes this long to accept each message: the batch would take 8 s. */
const SMTP_DELAY_MS = 700;

describe.each(testDatabases)("SIGTERM on %s", (kind) => {
  it("stops within the grace: refuses new requests, finishes the email in flight, gives the rest back", async ({
    onTestFinished,
  }) => {
    const database = await createJobDatabase(kind);
    onTestFinished(() => database.remove());
    const seeding = database.open();
    await queueTestEmails(seeding, EMAILS);
    await seeding.close();
    const smtp = await startSmtpCatcher(0, {
      beforeAccepting: () => new Promise((resolve) => setTimeout(resolve, SMTP_DELAY_MS)),
    });
    onTestFinished(() => smtp.close());
    const server = await spawnServerProcess({
      ...database.env,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_INTERVAL_MS: "50",
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
    });
    onTestFinished(() => server.kill());
    // A connection kept open across the signal: its next request must be refused too.
    expect((await server.request("/readyz")).status).toBe(200);
    for (let waited = 0; smtp.received.length === 0 && waited < 20_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(smtp.received.length).toBeGreaterThan(0);

    const signalled = Date.now();
    const exited = server.stop().then(() => Date.now() - signalled);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answered: number[] = [];
    while (server.running()) {
      const status = await server
        .request("/api/price", {
          method: "POST",
          json: { area: "Scarsdale", option: "FOUR_CAR", addons: [] },
        })
        .then(
          (response) => response.status,
          () => 0,
        );
      answered.push(status);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    expect(await exited).toBeLessThan(GRACE_MS);
    expect(answered.filter((status) => status >= 200 && status < 300)).toEqual([]);
    const after = database.open();
    onTestFinished(() => after.close());
    const rows = await selectRows<{ status: string; claimed: boolean; due: boolean; n: number }>(
      after,
      sql`select status, claimed_by is not null as claimed, run_at <= now() as due,
                 count(*)::int as n
          from outbox group by 1, 2, 3 order by 1`,
    );
    const sent = smtp.received.length;
    expect(sent).toBeLessThan(EMAILS);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(sent);
    expect(rows).toEqual([
      { status: "pending", claimed: false, due: true, n: EMAILS - sent },
      { status: "sent", claimed: false, due: expect.any(Boolean), n: sent },
    ]);
  }, 120_000);
});
