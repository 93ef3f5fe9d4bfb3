import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactLeads, outbox } from "@/server/db/schema";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const lead = {
  name: "Dana Whitfield",
  email: "dana@whitfield-hvac.example",
  company: "Whitfield Heating & Cooling",
  message: "We quote about 40 furnace tune-ups a week and want customers to book online.",
};

describe.each(testDatabases)("POST /api/contact on %s", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { NOTIFY_EMAIL: "sales@quotewise.example" });
  });
  afterAll(() => server.close());

  const post = (json: unknown) => server.request("/api/contact", { method: "POST", json });

  it("stores the lead and queues the notice to Quotewise's inbox in the outbox", async () => {
    const response = await post({
      ...lead,
      phone: "(914) 555-0142",
      industry: "HVAC",
      website: "",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ leadSaved: true });

    const db = server.database.db;
    const [row] = await db.select().from(contactLeads).where(eq(contactLeads.email, lead.email));
    expect(row).toMatchObject({ ...lead, phone: "(914) 555-0142", industry: "HVAC" });

    const [notice] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `contact-lead:${row!.id}`));
    expect(notice).toMatchObject({ kind: "contact_lead_notice", status: "pending" });
    expect(notice!.payload).toMatchObject({
      // Quotewise's own mail: under its name, never a business's (MAIL_FROM is not set here).
      from: { name: "Quotewise", address: "sales@quotewise.example" },
      to: "sales@quotewise.example",
      replyTo: lead.email,
      subject: "Demo request: Dana Whitfield, Whitfield Heating & Cooling",
    });
    expect((notice!.payload as { text: string }).text).toContain(lead.message);
  });

  it("treats blank optional fields as not given", async () => {
    const email = "blank-optional@example.com";
    const response = await post({ ...lead, email, phone: "  ", industry: "" });
    expect(response.status).toBe(201);
    const [row] = await server.database.db
      .select()
      .from(contactLeads)
      .where(eq(contactLeads.email, email));
    expect(row).toMatchObject({ phone: null, industry: null });
  });

  it("answers a filled honeypot as if saved but stores nothing", async () => {
    const email = "bot@spam.example";
    const response = await post({ ...lead, email, website: "https://spam.example" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ leadSaved: true });
    const rows = await server.database.db
      .select()
      .from(contactLeads)
      .where(eq(contactLeads.email, email));
    expect(rows).toEqual([]);
  });

  it.each([
    ["name", { ...lead, name: "   " }, "Name is required"],
    ["company", { ...lead, company: "" }, "Company is required"],
    ["email", { ...lead, email: "dana@" }, "Please enter a valid email address"],
    ["message", { ...lead, message: " " }, "Message is required"],
    ["phone", { ...lead, phone: "12345" }, "Please enter a valid phone number"],
    ["industry", { ...lead, industry: "Astrology" }, "Please choose an industry from the list"],
  ])("refuses a bad %s with 400 naming the field", async (field, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.issues).toContainEqual({ path: field, message });
  });

  it("refuses a missing field and an unknown field with 400", async () => {
    const { company: _omitted, ...withoutCompany } = lead;
    const missing = await post(withoutCompany);
    expect(missing.status).toBe(400);
    expect((await missing.json()).issues).toContainEqual({
      path: "company",
      message: "Company is required",
    });

    const unknown = await post({ ...lead, budget: "10k" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).issues).toContainEqual({
      path: "budget",
      message: "is not an accepted field",
    });
  });
});

describe("POST /api/contact rate limit", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer("pglite", { RATE_LIMIT_PER_MINUTE: "3" });
  });
  afterAll(() => server.close());

  it("answers 429 with a message once a client exceeds the limit", async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      last = await server.request("/api/contact", {
        method: "POST",
        json: { ...lead, email: `limit-${attempt}@example.com` },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await last!.json()).message).toMatch(/^Too many requests: please wait \d+ seconds/);
  });

  it("caps demo requests at 10 a minute even when the general limit is higher", async () => {
    const roomy = await startTestServer("pglite", { RATE_LIMIT_PER_MINUTE: "50" });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const response = await roomy.request("/api/contact", {
          method: "POST",
          json: { ...lead, email: `cap-${attempt}@example.com` },
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await roomy.close();
    }
  });
});
