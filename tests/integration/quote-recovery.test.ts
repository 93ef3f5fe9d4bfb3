import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBusinessConfig } from "@/server/config/business-config";
import type { EmailPayload } from "@/server/email/queue-email";
import { projectRoot } from "@/server/paths";
import { sendDueReminders } from "@/server/recovery/send-due-reminders";
import { resumeResponseSchema } from "@/shared/api/recovery-contract";
import { bearer, loginAdmin, TEST_ADMIN_ENV } from "../helpers/admin";
import {
  countRows,
  customer,
  customQuoteRequest,
  postCheckout,
  quotedCheckoutRequest,
  selectRows,
  uniqueEmail,
} from "../helpers/checkout";
import { linksIn, type SmtpCatcher, startSmtpCatcher } from "../helpers/smtp-server";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

/** Quote recovery (docs/product/quote-recovery.md): one reminder to a visit that saw a price. */
const NOW = "2025-10-01T14:00:00Z"; // 10:00 in New York, both businesses' time zone
const HOUR = 60 * 60 * 1000;
const NOW_ISO = new Date(NOW).toISOString();
const at = (offsetMs: number, from = NOW) => new Date(Date.parse(from) + offsetMs);
const PUBLIC_URL = "http://quotes.example";

const harbor = (() => {
  const file = resolve(projectRoot, "tests/fixtures/second-business.json");
  const parsed = parseBusinessConfig(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.ok) throw new Error("second-business fixture does not parse");
  return parsed.config;
})();
const harborCustomer = { ...customer, address: "5 Bay St", city: "Port Chester", zipCode: "10573" };

describe.each(testDatabases)("quote recovery on %s", (kind) => {
  let server: TestServer;
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer(kind, {
      NOW,
      PUBLIC_URL,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_INTERVAL_MS: "50",
      ...TEST_ADMIN_ENV,
    });
    await server.businesses.create({
      id: "harbor-view",
      slug: "harbor-view",
      config: harbor,
      status: "live",
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  /** One instance's scheduler run at `now`. */
  const runAt = (now: Date) =>
    sendDueReminders({
      db: server.database.db,
      businesses: server.businesses,
      now,
      publicUrl: PUBLIC_URL,
      mailFrom: undefined,
    });

  /** A visit that checked its address and saw the price of a choice (at NOW). */
  async function pricedVisit(
    email: string,
    { apiBase = "/api/b/northside-snow", address = customer, area = "Scarsdale" } = {},
  ) {
    const check = await server.request(`${apiBase}/geo/check`, {
      method: "POST",
      json: { ...address, email },
    });
    expect(check.status).toBe(200);
    const { visit } = (await check.json()) as { visit: string };
    const priced = await server.request(`${apiBase}/price`, {
      method: "POST",
      json: { area, option: "FOUR_CAR", addons: [], visit },
    });
    expect(priced.status).toBe(200);
    const price = (await priced.json()) as { grand_total_cents: number };
    return { visit, totalCents: price.grand_total_cents };
  }

  const remindersTo = (email: string) =>
    selectRows<{ id: number; business_id: string; payload: EmailPayload; status: string }>(
      server.database,
      sql`select id, business_id, payload, status from outbox
          where kind = 'quote_reminder' and payload->>'to' = ${email} order by id`,
    );

  async function onlyReminderTo(email: string) {
    const reminders = await remindersTo(email);
    expect(reminders).toHaveLength(1);
    return reminders[0]!;
  }

  const tokenIn = (payload: EmailPayload, pattern: RegExp) => {
    const match = pattern.exec(payload.text);
    if (!match) throw new Error(`no ${pattern} in ${payload.text}`);
    return match[1]!;
  };
  const resumeToken = (payload: EmailPayload) => tokenIn(payload, /#resume=([\w-]+)/);
  const unsubscribeLink = (payload: EmailPayload) =>
    tokenIn(payload, /(http\S+\/reminders\/unsubscribe\?token=[\w-]+)/);

  it("sends one reminder after the delay and not before, in the business's name", async () => {
    const email = uniqueEmail("remind");
    const { totalCents } = await pricedVisit(email);
    await runAt(at(3 * HOUR - 60_000));
    expect(await remindersTo(email)).toHaveLength(0);

    await runAt(at(3 * HOUR));
    const { payload, business_id } = await onlyReminderTo(email);
    expect(business_id).toBe("northside-snow");
    expect(payload.from?.name).toBe("Northside Snow Co.");
    expect(payload.subject).toContain("Northside Snow Co.");
    expect(payload.text).toContain(`$${(totalCents / 100).toFixed(2)}`);
    expect(payload.text).toContain("12 Birch Lane, Scarsdale");
    expect(payload.text).toContain(`${PUBLIC_URL}/b/northside-snow/quote#resume=`);
    expect(payload.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribeLink(payload)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    // Later runs send nothing more.
    await runAt(at(4 * HOUR));
    await runAt(at(20 * HOUR));
    expect(await remindersTo(email)).toHaveLength(1);

    // The outbox worker sends it over SMTP with the one-click headers.
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length).toBe(1);
    const mail = smtp.received.find((received) => received.to.includes(email))!;
    expect(mail.header("List-Unsubscribe")).toBe(`<${unsubscribeLink(payload)}>`);
    expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.replyTo).toContain("@");
    expect(linksIn(mail).some((link) => link.includes("#resume="))).toBe(true);
  });

  it("holds a reminder that falls in quiet hours until they end", async () => {
    const email = uniqueEmail("quiet");
    const { visit } = await pricedVisit(email);
    // Priced at 19:30 New York time: due 22:30, inside 21:00-08:00, so at 08:00 (12:00Z).
    await server.database.db.execute(
      sql`update quote_leads set priced_at = '2025-10-01T23:30:00Z' where id = ${visit}`,
    );
    await runAt(new Date("2025-10-02T02:30:00Z"));
    await runAt(new Date("2025-10-02T11:59:00Z"));
    expect(await remindersTo(email)).toHaveLength(0);
    await runAt(new Date("2025-10-02T12:00:00Z"));
    expect(await remindersTo(email)).toHaveLength(1);
  });

  it("sends none after the visit started checkout", async () => {
    const email = uniqueEmail("checkout");
    const { visit } = await pricedVisit(email);
    const body = await quotedCheckoutRequest(server, { email });
    expect((await postCheckout(server, { ...body, visit })).status).toBe(201);
    await runAt(at(3 * HOUR));
    expect(await remindersTo(email)).toHaveLength(0);
  });

  it("sends none after a paid order by the same address, without the visit", async () => {
    const email = uniqueEmail("paid");
    await pricedVisit(email);
    const checkout = await postCheckout(server, await quotedCheckoutRequest(server, { email }));
    const { orderId } = await checkout.json();
    const paid = await server.request(`/api/checkout/orders/${orderId}/test-payment`, {
      method: "POST",
      json: { customerName: "Pat Doe", phone: "(555) 123-4567" },
    });
    expect(paid.status).toBe(200);
    await runAt(at(3 * HOUR));
    expect(await remindersTo(email)).toHaveLength(0);
  });

  it("sends none after a custom quote request", async () => {
    const email = uniqueEmail("custom");
    const { visit } = await pricedVisit(email);
    const response = await server.request("/api/b/northside-snow/custom-quotes", {
      method: "POST",
      json: { ...customQuoteRequest, area: "Scarsdale", email, visit },
    });
    expect(response.status).toBe(201);
    await runAt(at(3 * HOUR));
    expect(await remindersTo(email)).toHaveLength(0);
  });

  it("sends one reminder when two instances run at once", async () => {
    const emails = [uniqueEmail("race-a"), uniqueEmail("race-b"), uniqueEmail("race-c")];
    for (const email of emails) await pricedVisit(email);
    const runs = await Promise.all([runAt(at(5 * HOUR)), runAt(at(5 * HOUR)), runAt(at(5 * HOUR))]);
    expect(runs.reduce((sum, queued) => sum + queued, 0)).toBeGreaterThanOrEqual(emails.length);
    for (const email of emails) expect(await remindersTo(email)).toHaveLength(1);
    const claimed = await countRows(
      server.database,
      sql`select count(*) from quote_reminders where email in (${sql.join(
        emails.map((email) => sql`${email}`),
        sql`, `,
      )})`,
    );
    expect(claimed).toBe(emails.length);
  });

  it("sends one reminder a week to an address however many visits it made", async () => {
    const email = uniqueEmail("twice");
    await pricedVisit(email);
    await pricedVisit(email, { address: { ...customer, address: "3 Elm St" } });
    await runAt(at(3 * HOUR));
    expect(await remindersTo(email)).toHaveLength(1);
  });

  it("unsubscribes in one click without a session, per business; the page alone does not", async () => {
    const email = uniqueEmail("unsubscribe");
    await pricedVisit(email);
    await runAt(at(3 * HOUR));
    const link = unsubscribeLink((await onlyReminderTo(email)).payload);
    const path = link.slice(PUBLIC_URL.length);
    const unsubscribed = () =>
      countRows(
        server.database,
        sql`select count(*) from reminder_unsubscribes where email = ${email}`,
      );

    // A link scanner's GET shows the question and changes nothing.
    const page = await server.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("Northside Snow Co.");
    expect(html).toContain('<form method="post">');
    expect(await unsubscribed()).toBe(0);

    // Another business does not know the token.
    const crossed = await server.request(path.replace("northside-snow", "harbor-view"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(crossed.status).toBe(404);
    expect(await unsubscribed()).toBe(0);

    // The mail client's one-click POST (RFC 8058).
    const oneClick = await server.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await unsubscribed()).toBe(1);
    // The multipart form RFC 8058 also allows; a repeat changes nothing.
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const multipart = await fetch(`${server.url}${path}`, { method: "POST", body: form });
    expect(multipart.status).toBe(200);
    expect(await unsubscribed()).toBe(1);

    // A week and more later (past the one-a-week rule) a new priced visit gets no reminder...
    const { visit } = await pricedVisit(email, { address: { ...customer, address: "3 Elm St" } });
    await server.database.db.execute(
      sql`update quote_leads set priced_at = ${at(9 * 24 * HOUR).toISOString()}::timestamptz where id = ${visit}`,
    );
    await runAt(at(9 * 24 * HOUR + 3 * HOUR));
    expect(await remindersTo(email)).toHaveLength(1);
    // ...while the same address still gets another business's.
    await pricedVisit(email, {
      apiBase: "/api/b/harbor-view",
      address: harborCustomer,
      area: "Port Chester",
    });
    await runAt(at(3 * HOUR));
    const all = await remindersTo(email);
    expect(all.map((row) => row.business_id)).toEqual(["northside-snow", "harbor-view"]);
  });

  it("answers an unknown unsubscribe token with 404 and a field-named 400 without one", async () => {
    const unknown = await server.request("/api/b/northside-snow/reminders/unsubscribe?token=nope");
    expect(unknown.status).toBe(404);
    const missing = await server.request("/api/b/northside-snow/reminders/unsubscribe");
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await missing.json())).toContain("token");
  });

  /** The Leads tab's entry of this address for the signed-in business, paging through them all. */
  async function leadOf(headers: Record<string, string>, email: string) {
    let cursor = "";
    for (;;) {
      const response = await server.request(`/api/admin/leads?limit=100${cursor}`, { headers });
      expect(response.status).toBe(200);
      const page = (await response.json()) as {
        leads: { email: string; reminder: unknown }[];
        nextCursor: string | null;
      };
      const lead = page.leads.find((candidate) => candidate.email === email);
      if (lead || !page.nextCursor) return lead;
      cursor = `&cursor=${encodeURIComponent(page.nextCursor)}`;
    }
  }

  it("resumes the reminded visit with its selection and today's price; another business cannot", async () => {
    const email = uniqueEmail("resume");
    const { visit, totalCents } = await pricedVisit(email);
    await runAt(at(3 * HOUR));
    const token = resumeToken((await onlyReminderTo(email)).payload);
    // The Leads tab has the emailed link to send by hand, not opened yet; only to its business.
    const owner = bearer(await loginAdmin(server));
    const reminder = {
      url: `${PUBLIC_URL}/b/northside-snow/quote#resume=${token}`,
      sentAt: at(3 * HOUR).toISOString(),
    };
    expect((await leadOf(owner, email))?.reminder).toEqual({ ...reminder, openedAt: null });
    const signup = await server.request("/api/signup", {
      method: "POST",
      json: {
        businessName: "Other Snow",
        trade: "snow-removal",
        ownerName: "Otto Other",
        email: uniqueEmail("other-owner"),
        password: "other snow password",
      },
    });
    expect(signup.status).toBe(201);
    const other = bearer(((await signup.json()) as { token: string }).token);
    expect(await leadOf(other, email)).toBeUndefined();

    const resumed = await server.request("/api/b/northside-snow/reminders/resume", {
      method: "POST",
      json: { token },
    });
    expect(resumed.status).toBe(200);
    const body = resumeResponseSchema.parse(await resumed.json());
    expect(body).toMatchObject({
      visit,
      address: { address: customer.address, city: "Scarsdale", zipCode: "10583", email },
      emailedTotalCents: totalCents,
      price: { area: "Scarsdale", option: "FOUR_CAR", addons: [], grand_total_cents: totalCents },
    });
    const [row] = await selectRows<{ resumed_at: unknown }>(
      server.database,
      sql`select resumed_at from quote_reminders where visit_id = ${visit}`,
    );
    expect(row!.resumed_at).not.toBeNull();
    expect((await leadOf(owner, email))?.reminder).toEqual({ ...reminder, openedAt: NOW_ISO });

    const crossed = await server.request("/api/b/harbor-view/reminders/resume", {
      method: "POST",
      json: { token },
    });
    expect(crossed.status).toBe(404);
    expect((await crossed.json()).message).toMatch(/expired or is not valid/);

    // The business raises its price: the resumed quote has the new total, the emailed one kept.
    const business = (await server.businesses.byId("northside-snow"))!;
    const raised = structuredClone(business.config);
    raised.offering.areas[0]!.prices.FOUR_CAR! += 1000;
    await server.businesses.updateConfig({
      id: business.id,
      config: raised,
      expectedVersion: business.version,
    });
    try {
      const again = resumeResponseSchema.parse(
        await (
          await server.request("/api/b/northside-snow/reminders/resume", {
            method: "POST",
            json: { token },
          })
        ).json(),
      );
      expect(again.emailedTotalCents).toBe(totalCents);
      expect(again.price.grand_total_cents).toBeGreaterThan(totalCents);
    } finally {
      const current = (await server.businesses.byId("northside-snow"))!;
      await server.businesses.updateConfig({
        id: current.id,
        config: business.config,
        expectedVersion: current.version,
      });
    }
  });

  it("refuses an expired or unknown resume token with a friendly 404", async () => {
    const email = uniqueEmail("expired");
    const { visit } = await pricedVisit(email);
    await runAt(at(3 * HOUR));
    const token = resumeToken((await onlyReminderTo(email)).payload);
    await server.database.db.execute(
      sql`update quote_reminders set resume_expires_at = ${NOW}::timestamptz where visit_id = ${visit}`,
    );
    for (const tried of [token, "not-a-token"]) {
      const response = await server.request("/api/b/northside-snow/reminders/resume", {
        method: "POST",
        json: { token: tried },
      });
      expect(response.status).toBe(404);
      expect((await response.json()).message).toMatch(/Start a new quote/);
    }
    const missing = await server.request("/api/b/northside-snow/reminders/resume", {
      method: "POST",
      json: {},
    });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await missing.json())).toContain("token");
  });

  it("sends none when the business turned reminders off, and validates its settings", async () => {
    const token = await loginAdmin(server);
    const read = await server.request("/api/admin/business", { headers: bearer(token) });
    const { config, version } = await read.json();
    const tooSoon = await server.request("/api/admin/business", {
      method: "PUT",
      headers: bearer(token),
      json: { version, config: { ...config, recovery: { delayMinutes: 5 } } },
    });
    expect(tooSoon.status).toBe(400);
    expect(JSON.stringify(await tooSoon.json())).toContain("config.recovery.delayMinutes");
    const badWords = await server.request("/api/admin/business", {
      method: "PUT",
      headers: bearer(token),
      json: { version, config: { ...config, recovery: { subject: "Hi {firstName}" } } },
    });
    expect(badWords.status).toBe(400);
    expect(JSON.stringify(await badWords.json())).toContain("{firstName}");

    const off = await server.request("/api/admin/business", {
      method: "PUT",
      headers: bearer(token),
      json: { version, config: { ...config, recovery: { enabled: false } } },
    });
    expect(off.status).toBe(200);
    const saved = await off.json();
    expect(saved.config.recovery).toMatchObject({ enabled: false, delayMinutes: 180 });
    try {
      const email = uniqueEmail("off");
      await pricedVisit(email);
      await runAt(at(3 * HOUR));
      expect(await remindersTo(email)).toHaveLength(0);
    } finally {
      const restored = await server.request("/api/admin/business", {
        method: "PUT",
        headers: bearer(token),
        json: { version: saved.version, config },
      });
      expect(restored.status).toBe(200);
    }
  });

  it("counts reminders sent, resumed and recovered per week for the signed-in business", async () => {
    const email = uniqueEmail("stats");
    const { visit } = await pricedVisit(email);
    await runAt(at(3 * HOUR));
    const token = resumeToken((await onlyReminderTo(email)).payload);
    await server.request("/api/b/northside-snow/reminders/resume", {
      method: "POST",
      json: { token },
    });
    const body = await quotedCheckoutRequest(server, { email, apiBase: "/api/b/northside-snow" });
    const checkout = await postCheckout(server, { ...body, visit }, {}, "/api/b/northside-snow");
    const { orderId } = await checkout.json();
    await server.request(`/api/b/northside-snow/checkout/orders/${orderId}/test-payment`, {
      method: "POST",
      json: { customerName: "Pat Doe", phone: "(555) 123-4567" },
    });

    const admin = await loginAdmin(server);
    const response = await server.request("/api/admin/reminders/stats", {
      headers: bearer(admin),
    });
    expect(response.status).toBe(200);
    const { weeks } = (await response.json()) as {
      weeks: { weekStart: string; sent: number; resumed: number; recovered: number }[];
    };
    expect(weeks).toHaveLength(8);
    expect(weeks[0]!.weekStart).toBe("2025-09-29");
    const count = (where: ReturnType<typeof sql>) =>
      countRows(server.database, sql`select count(*) from quote_reminders r where ${where}`);
    const ours = sql`r.business_id = 'northside-snow'`;
    // Every reminder these tests sent went out in NOW's week; harbor-view's are not counted.
    expect(await count(sql`r.business_id = 'harbor-view'`)).toBeGreaterThan(0);
    expect(weeks[0]).toEqual({
      weekStart: "2025-09-29",
      sent: await count(ours),
      resumed: await count(sql`${ours} and r.resumed_at is not null`),
      recovered: 1,
    });
    expect(weeks.slice(1).every((week) => week.sent === 0)).toBe(true);
  });

  it("refuses the stats without a session", async () => {
    const response = await server.request("/api/admin/reminders/stats");
    expect(response.status).toBe(401);
  });
});
