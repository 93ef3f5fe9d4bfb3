import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_LIMITS_PER_DAY } from "@/server/email/mail-limits";
import {
  customQuoteRequest,
  postCheckout,
  quotedCheckoutRequest,
  selectRows,
  uniqueEmail,
} from "../helpers/checkout";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const NOW = "2025-10-01T12:00:00Z";
/** The demo business's contact address, where its notices go. */
const BUSINESS_NOTICES = "hello@example.com";

type MailRow = { kind: string; status: string; suppressed_reason: string | null };

describe.each(testDatabases)("mail limits on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // A long poll interval: the worker must not change statuses while a test reads them.
    server = await startTestServer(kind, { NOW, OUTBOX_POLL_INTERVAL_MS: "600000" });
  });
  afterAll(() => server.close());

  const requestCustomQuote = (email: string) =>
    server.request("/api/custom-quotes", {
      method: "POST",
      json: { ...customQuoteRequest, email },
    });
  const mailTo = (to: string) =>
    selectRows<MailRow>(
      server.database,
      sql`select kind, status, suppressed_reason from outbox
          where lower(payload->>'to') = ${to.toLowerCase()} order by id`,
    );

  it("mails one address at most 3 acknowledgements a day, however many requests arrive at once", async () => {
    const victim = uniqueEmail("victim");
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        requestCustomQuote(index % 2 ? victim : victim.toUpperCase()),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(201));

    const [stored] = await selectRows<{ count: number }>(
      server.database,
      sql`select count(*)::int as count from custom_quote_requests where lower(email) = ${victim}`,
    );
    expect(stored!.count).toBe(12);

    const mail = await mailTo(victim);
    expect(mail).toHaveLength(12);
    const sent = mail.filter((row) => row.status !== "suppressed");
    const suppressed = mail.filter((row) => row.status === "suppressed");
    expect(sent).toHaveLength(MAIL_LIMITS_PER_DAY.acknowledgementsPerRecipient);
    expect(suppressed).toHaveLength(12 - MAIL_LIMITS_PER_DAY.acknowledgementsPerRecipient);
    for (const row of suppressed) {
      expect(row.kind).toBe("custom_quote_acknowledgement");
      expect(row.suppressed_reason).toMatch(/per recipient/);
    }
  });

  it("never suppresses the receipt of a paid order", async () => {
    const buyer = uniqueEmail("buyer");
    for (let order = 0; order < MAIL_LIMITS_PER_DAY.acknowledgementsPerRecipient + 1; order++) {
      await requestCustomQuote(buyer);
    }
    for (let order = 0; order < 2; order++) {
      const body = await quotedCheckoutRequest(server, { email: buyer });
      const created = await postCheckout(server, body, {
        "Idempotency-Key": `paid-${buyer}-${order}`,
      });
      const { orderId } = await created.json();
      const paid = await server.request(`/api/checkout/orders/${orderId}/test-payment`, {
        method: "POST",
        json: { customerName: "Pat Doe", phone: "(555) 123-4567" },
      });
      expect(paid.status).toBe(200);
    }
    const receipts = (await mailTo(buyer)).filter((row) => row.kind === "order_receipt");
    expect(receipts.map((row) => row.status)).toEqual(["pending", "pending"]);
  });

  it("caps acknowledgements per business and the business's notices, counting what it holds back", async () => {
    await server.database.db.execute(sql`
      insert into outbox (business_id, kind, dedupe_key, payload)
      select 'northside-snow', kind, kind || '-filler-' || n,
        jsonb_build_object('to', case when kind = 'custom_quote_notice' then ${BUSINESS_NOTICES}
          else 'filler' || n || '@example.com' end, 'subject', 'filler', 'text', 'filler')
      from generate_series(1, ${Math.max(
        MAIL_LIMITS_PER_DAY.acknowledgementsPerBusiness,
        MAIL_LIMITS_PER_DAY.noticesPerBusiness,
      )}) as n,
        unnest(array['custom_quote_acknowledgement', 'custom_quote_notice']) as kind`);

    const fresh = uniqueEmail("fresh");
    expect((await requestCustomQuote(fresh)).status).toBe(201);
    expect(await mailTo(fresh)).toEqual([
      {
        kind: "custom_quote_acknowledgement",
        status: "suppressed",
        suppressed_reason: expect.stringMatching(/per business/),
      },
    ]);
    const [notice] = await selectRows<MailRow>(
      server.database,
      sql`select kind, status, suppressed_reason from outbox
          where kind = 'custom_quote_notice' and payload->>'replyTo' = ${fresh}`,
    );
    expect(notice).toEqual({
      kind: "custom_quote_notice",
      status: "suppressed",
      suppressed_reason: expect.stringMatching(/per business/),
    });
  });
});
