import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlatformOperator } from "@/server/admin/admin-accounts";
import { accountLinks, adminUsers, outbox } from "@/server/db/schema";
import { projectRoot } from "@/server/paths";
import type { SignupResponse } from "@/shared/api/account-contract";
import { scopeOfSlug } from "@/shared/business-scope";
import { RESERVED_SLUGS } from "@/shared/business-slug";
import { resolveService } from "@/shared/service-texts";
import { embedSnippet, websiteLinkText } from "@/shared/website-snippet";
import { bearer, loginAdmin, TEST_ADMIN, TEST_ADMIN_ENV } from "../helpers/admin";
import { countRows } from "../helpers/checkout";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const PASSWORD = "lawns and more lawns";
const OPERATOR = TEST_ADMIN.email;
/** Listed in the old PLATFORM_ADMIN_EMAILS, never made an operator: it must open nothing. */
const LISTED_ONLY = "ops@quotewise.example";

/**
 * Self-serve sign-up (docs/product/settings.md#sign-up): a business from a trade template, its
 * owner signed in, the verification email in the outbox, its link working once.
 */
describe.each(testDatabases)("sign-up (%s)", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      NOW: "2025-10-01T12:00:00Z",
      PUBLIC_URL: "https://quotes.example.com",
      SIGNUP_LIMIT_PER_HOUR: "0",
      PLATFORM_ADMIN_EMAILS: LISTED_ONLY,
      ...TEST_ADMIN_ENV,
    });
    await makeOperator(OPERATOR, TEST_ADMIN.password);
  });
  afterAll(() => server?.close());

  const json = async (path: string, init: Parameters<TestServer["request"]>[1] = {}) => {
    const response = await server.request(path, init);
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it asserts on
    return { status: response.status, body: (await response.json().catch(() => null)) as any };
  };
  const countBusinesses = () => countRows(server.database, sql`select count(*) from businesses`);
  let counter = 0;
  const signUp = async (overrides: Record<string, string> = {}) => {
    counter += 1;
    return json("/api/signup", {
      method: "POST",
      json: {
        businessName: `Green Lawns ${counter}`,
        trade: "lawn-mowing",
        ownerName: "Olive Owner",
        email: `owner${counter}@greenlawns${counter}.com`,
        password: PASSWORD,
        ...overrides,
      },
    });
  };
  /** `npm run admin -- create-operator` as the server's operator runs it. */
  const makeOperator = (email: string, password: string) =>
    createPlatformOperator(server.database.db, {
      businessId: "northside-snow",
      email,
      password,
      now: new Date("2025-10-01T12:00:00Z"),
    });
  /** The token in the newest email of a kind to an address, as the recipient would click it. */
  const linkTokenSentTo = async (to: string, kind = "email_verification") => {
    const [row] = await server.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(sql`${outbox.kind} = ${kind} and ${outbox.payload}->>'to' = ${to}`)
      .orderBy(sql`${outbox.id} desc`)
      .limit(1);
    const text = (row?.payload as { text?: string } | undefined)?.text ?? "";
    return /#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  };

  it("creates a business in setup from the trade's template and signs its owner in", async () => {
    const { status, body } = await signUp({ businessName: "Green Lawns & Co." });
    expect(status, JSON.stringify(body)).toBe(201);
    const signedUp = body as SignupResponse;
    expect(signedUp.business).toEqual({ slug: "green-lawns-co", status: "setup" });
    expect(signedUp.admin.name).toBe("Olive Owner");
    const ping = await json("/api/admin/ping", { headers: bearer(signedUp.token) });
    expect(ping.body).toMatchObject({
      admin: { name: "Olive Owner", role: "owner", emailVerified: false, platformOperator: false },
      business: { name: "Green Lawns & Co.", slug: "green-lawns-co", status: "setup" },
    });
    const settings = await json("/api/admin/business", { headers: bearer(signedUp.token) });
    expect(settings.body.config.offering.trade).toBe("lawn-mowing");
    expect(settings.body.config.contact.email).toBe(signedUp.admin.email);
    expect(JSON.stringify(settings.body.config.terms)).toContain("Green Lawns & Co.");
    // Its hosted page and API answer at once, in test mode.
    const config = await json("/api/b/green-lawns-co/config");
    expect(config.body.business.name).toBe("Green Lawns & Co.");
    expect((await server.request("/b/green-lawns-co/quote")).status).toBe(200);
  });

  it("draws the example areas around where the owner works, offered to no customer until kept", async () => {
    const { status, body } = await signUp({
      businessName: "Mile High Maids",
      trade: "house-cleaning",
      location: "80202",
    });
    expect(status, JSON.stringify(body)).toBe(201);
    const auth = bearer(body.token);
    const settings = (await json("/api/admin/business", { headers: auth })).body;
    expect(settings.config).toMatchObject({ state: "CO", timezone: "America/Denver" });
    const areas = settings.config.offering.areas;
    expect(areas.map((area: { name: string }) => area.name)).toEqual([
      "Within 5 miles of Denver",
      "Within 10 miles of Denver",
      "Within 15 miles of Denver",
    ]);
    expect(areas[0]).toMatchObject({ example: true, shape: { type: "radius", radiusMiles: 5 } });
    const glenarm = {
      email: "robin@example.com",
      address: "1600 Glenarm Pl",
      city: "Denver",
      state: "NY",
      zipCode: "80202",
    };
    const check = () => json("/api/b/mile-high-maids/geo/check", { method: "POST", json: glenarm });
    // An example is the owner's to keep: customers are not offered it, nor told of it.
    expect((await check()).body.serviceArea).toMatchObject({ inServiceArea: false, area: null });
    expect((await json("/api/b/mile-high-maids/config")).body.areas).toEqual([]);

    const config = structuredClone(settings.config);
    for (const area of config.offering.areas) delete area.example;
    const kept = await json("/api/admin/business", {
      method: "PUT",
      headers: auth,
      json: { config, version: settings.version },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((await check()).body.serviceArea).toMatchObject({
      inServiceArea: true,
      area: "Within 5 miles of Denver",
    });
  });

  it("starts a business that says not where it works at its template's areas, in their state", async () => {
    const { body } = await signUp({ businessName: "Buckeye Lawns" });
    const settings = (await json("/api/admin/business", { headers: bearer(body.token) })).body;
    expect(settings.config).toMatchObject({ state: "OH", timezone: "America/New_York" });
    expect(settings.config.offering.areas[0]).toMatchObject({
      name: "Upper Arlington",
      example: true,
    });
  });

  it("refuses a place it cannot find, at its field", async () => {
    const { status, body } = await signUp({ location: "Nowhereville Flats" });
    expect(status).toBe(400);
    expect(body.issues).toEqual([expect.objectContaining({ path: "location" })]);
  });

  it("gives a second business whose name makes the same slug its own slug", async () => {
    const first = await signUp({ businessName: "Газон и сад" });
    const second = await signUp({ businessName: "Чистый двор" });
    expect(first.body.business.slug).toMatch(/^lawn-mowing(-\d+)?$/);
    expect(second.body.business.slug).toMatch(/^lawn-mowing-\d+$/);
    expect(second.body.business.slug).not.toBe(first.body.business.slug);
  });

  it.each([
    "admin",
    "api",
    "platform",
    "www",
    "quote",
    "embed",
    "signup",
    "privacy-policy",
    "webhooks",
  ])("never gives a business the route word %s as its slug", async (word) => {
    const { status, body } = await signUp({ businessName: word.replace("-", " ") });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.business.slug).toBe(`${word}-2`);
    expect(RESERVED_SLUGS.has(body.business.slug)).toBe(false);
  });

  it.each([
    ["the same name", "Northside Snow Co."],
    ["a full-width copy", "Ｎｏｒｔｈｓｉｄｅ Ｓｎｏｗ Ｃｏ．"],
    ["a Cyrillic і", "Northsіde Snow Co."],
    ["a zero for an O", "N0rthside Snow Co"],
    ["other case, spaces and punctuation", "north-side  SNOW co"],
    ["an accent", "Nörthside Snow Co."],
  ])("refuses a name confusable with an existing business's: %s", async (_, businessName) => {
    const before = await countBusinesses();
    const { status, body } = await signUp({ businessName });
    expect(status).toBe(409);
    expect(body.issues).toEqual([
      { path: "businessName", message: expect.stringContaining('"Northside Snow Co."') },
    ]);
    expect(await countBusinesses()).toBe(before);
  });

  it("stores a name in its normal form (NFKC, single spaces)", async () => {
    const { body } = await signUp({ businessName: "  Ｆｉｅｌｄ   Ｄａｙ Lawns " });
    expect(body.business.slug).toBe("field-day-lawns");
    const settings = await json("/api/admin/business", { headers: bearer(body.token) });
    expect(settings.body.config.name).toBe("Field Day Lawns");
  });

  it("refuses a rename to a name confusable with another business's, not with its own", async () => {
    const { body } = await signUp({ businessName: "Rename Me Lawns" });
    const owner = bearer(body.token);
    const rename = async (name: string) => {
      const current = await json("/api/admin/business", { headers: owner });
      return json("/api/admin/business", {
        method: "PUT",
        headers: owner,
        json: {
          config: { ...current.body.config, name },
          version: current.body.version,
        },
      });
    };
    const taken = await rename("ＮＯＲＴＨＳＩＤＥ snow co");
    expect(taken.status).toBe(409);
    expect(taken.body.issues).toEqual([
      { path: "config.name", message: expect.stringContaining('"Northside Snow Co."') },
    ]);
    expect((await rename("Rename-Me Lawns!")).status).toBe(200);
  });

  it("renames the widget's texts and the snippet's link text with the service's words", async () => {
    const { body } = await signUp({ businessName: "Renamed Cleaners", trade: "house-cleaning" });
    const owner = bearer(body.token);
    const widgetTexts = async () => {
      const { body: config } = await json(`${scopeOfSlug(body.business.slug).apiBase}/config`);
      const { address, option } = config.service.steps;
      return { compact: address.compactSubtitle, prompt: option.prompt, unit: option.priceUnit };
    };
    const snippet = async () => {
      const { body: settings } = await json("/api/admin/business", { headers: owner });
      return embedSnippet({
        origin: "https://quotes.example.com",
        slug: body.business.slug,
        linkText: websiteLinkText(settings.config.offering),
      });
    };
    expect(await widgetTexts()).toEqual({
      compact: "Priced per clean. We'll check that we serve your address first.",
      prompt: "Home size",
      unit: "per clean",
    });
    expect(await snippet()).toContain(">Get an instant house cleaning quote</a>");

    const current = await json("/api/admin/business", { headers: owner });
    const { config } = current.body;
    const service = { ...config.offering.service, name: "carpet care", measure: "carpet area" };
    const renamed = await json("/api/admin/business", {
      method: "PUT",
      headers: owner,
      json: {
        config: {
          ...config,
          offering: { ...config.offering, service: { ...service, unit: "job" } },
        },
        version: current.body.version,
      },
    });
    expect(renamed.status).toBe(200);
    expect(await widgetTexts()).toEqual({
      compact: "Priced per job. We'll check that we serve your address first.",
      prompt: "Carpet area",
      unit: "per job",
    });
    expect(await snippet()).toContain(">Get an instant carpet care quote</a>");
  });

  it("accepts only http(s) links, with a message an owner understands", async () => {
    const { body } = await signUp({ businessName: "Linked Lawns" });
    const owner = bearer(body.token);
    const save = async (contact: Record<string, unknown>) => {
      const current = await json("/api/admin/business", { headers: owner });
      const { config, version } = current.body;
      return json("/api/admin/business", {
        method: "PUT",
        headers: owner,
        json: { config: { ...config, contact: { ...config.contact, ...contact } }, version },
      });
    };
    const message = expect.stringMatching(/^must be a web address starting with https:\/\//);
    for (const website of [
      "javascript:alert(document.cookie)",
      "data:text/html,<b>x</b>",
      "ftp://x.example",
    ]) {
      const refused = await save({ website });
      expect(refused.status, website).toBe(400);
      expect(refused.body.issues).toEqual([{ path: "config.contact.website", message }]);
    }
    const social = await save({ socials: [{ label: "Facebook", url: "javascript:alert(1)" }] });
    expect(social.status).toBe(400);
    expect(social.body.issues).toEqual([{ path: "config.contact.socials[0].url", message }]);
    const saved = await save({
      website: "https://lawns.example",
      socials: [{ label: "Facebook", url: "http://facebook.com/lawns" }],
    });
    expect(saved.status).toBe(200);
    const config = await json(`/api/b/${body.business.slug}/config`);
    expect(config.body.business.contact).toMatchObject({ website: "https://lawns.example" });
  });

  it("drops stored links that are not http(s) (migration 0018), so the business still loads", async () => {
    const { body } = await signUp({ businessName: "Legacy Link Lawns" });
    const id = body.business.slug;
    const hostile = {
      website: "javascript:alert(1)",
      socials: [
        { label: "Data", url: "data:text/html,<script>alert(1)</script>" },
        { label: "Facebook", url: "https://facebook.com/legacy" },
        { label: "Script", url: "JAVASCRIPT:alert(2)" },
      ],
    };
    await server.database.db.execute(
      sql`update businesses set config = jsonb_set(config, '{contact}', config->'contact' || ${JSON.stringify(hostile)}::jsonb) where id = ${id}`,
    );
    const migration = readFileSync(
      resolve(projectRoot, "drizzle/0018_http-links-only.sql"),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) {
      await server.database.db.execute(sql.raw(statement));
    }
    server.businesses.invalidate({ id });
    const loaded = await server.businesses.byId(id);
    expect(loaded?.config.contact.website).toBeUndefined();
    expect(loaded?.config.contact.socials).toEqual([
      { label: "Facebook", url: "https://facebook.com/legacy" },
    ]);
  });

  it("verifies the email with the emailed link, once", async () => {
    const { body } = await signUp();
    const token = await linkTokenSentTo(body.admin.email);
    expect(token).toBeDefined();
    const verified = await json("/api/admin/verify-email", { method: "POST", json: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ email: body.admin.email, businessName: expect.any(String) });
    const ping = await json("/api/admin/ping", { headers: bearer(body.token) });
    expect(ping.body.admin.emailVerified).toBe(true);
    const again = await json("/api/admin/verify-email", { method: "POST", json: { token } });
    expect(again.status).toBe(410);
    expect(again.body.message).toMatch(/expired or was already used/);
  });

  it("refuses an expired link, and sends a new one on request", async () => {
    const { body } = await signUp();
    const token = await linkTokenSentTo(body.admin.email);
    await server.database.db
      .update(accountLinks)
      .set({ expiresAt: new Date("2025-09-30T00:00:00Z") })
      .where(eq(accountLinks.email, body.admin.email));
    const expired = await json("/api/admin/verify-email", { method: "POST", json: { token } });
    expect(expired.status).toBe(410);
    const resend = await server.request("/api/admin/verify-email/resend", {
      method: "POST",
      headers: bearer(body.token),
    });
    expect(resend.status).toBe(204);
    const fresh = await linkTokenSentTo(body.admin.email);
    expect(fresh).not.toBe(token);
    expect(
      (await json("/api/admin/verify-email", { method: "POST", json: { token: fresh } })).status,
    ).toBe(200);
  });

  it("refuses a second account for the same inbox, a throwaway inbox and an unknown trade", async () => {
    const { body } = await signUp({ email: "sam.owner@gmail.com" });
    expect(body.business.status).toBe("setup");
    for (const alias of ["samowner@gmail.com", "Sam.Owner+lawns@googlemail.com"]) {
      const duplicate = await signUp({ email: alias });
      expect(duplicate.status, alias).toBe(409);
      expect(duplicate.body.issues).toEqual([
        { path: "email", message: expect.stringMatching(/already exists/) },
      ]);
    }
    const throwaway = await signUp({ email: "someone@mailinator.com" });
    expect(throwaway.status).toBe(400);
    expect(throwaway.body.issues[0].path).toBe("email");
    const unknownTrade = await signUp({ trade: "tree-felling" });
    expect(unknownTrade.status).toBe(400);
    expect(unknownTrade.body.issues[0]).toEqual({
      path: "trade",
      message: "Choose your trade from the list",
    });
    const shortPassword = await signUp({ password: "short" });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.issues[0].path).toBe("password");
    const nameless = await signUp({ ownerName: "  " });
    expect(nameless.status).toBe(400);
    expect(nameless.body.issues).toEqual([{ path: "ownerName", message: "Your name is required" }]);
  });

  it("lists the trades to choose from", async () => {
    const { body } = await json("/api/trades");
    expect(body.trades.map((trade: { trade: string }) => trade.trade)).toEqual(
      expect.arrayContaining(["lawn-mowing", "house-cleaning", "snow-removal"]),
    );
  });

  it("walks the onboarding checklist and goes live only when every step before is done", async () => {
    const { body } = await signUp();
    const auth = bearer(body.token);
    const steps = async () =>
      Object.fromEntries(
        (await json("/api/admin/onboarding", { headers: auth })).body.steps.map(
          (step: { step: string; done: boolean }) => [step.step, step.done],
        ),
      );
    expect(await steps()).toEqual({
      verify_email: false,
      profile: false,
      areas: false,
      prices: false,
      payments: false,
      website: false,
      go_live: false,
    });
    const settings = (await json("/api/admin/business", { headers: auth })).body;
    const config = structuredClone(settings.config);
    // No website: many small trades have none, and it is no step to going live.
    config.contact.phone = "(614) 555-0134";
    delete config.contact.website;
    config.offering.areas = [
      {
        name: "Clintonville",
        shape: { type: "zip_codes", zipCodes: ["43214"] },
        prices: { SMALL: 5000, MEDIUM: 6500, LARGE: 9000 },
      },
    ];
    const saved = await json("/api/admin/business", {
      method: "PUT",
      headers: auth,
      json: { config, version: settings.version },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await server.request("/api/admin/business/website-snippet-copied", {
      method: "POST",
      headers: auth,
    });
    expect(await steps()).toMatchObject({
      verify_email: false,
      profile: true,
      areas: true,
      prices: true,
      website: true,
      go_live: false,
    });
    const refused = await json("/api/admin/business/go-live", { method: "POST", headers: auth });
    expect(refused.status).toBe(409);
    // This server has no Stripe keys: the payments step says who can unblock it.
    expect(refused.body.goLiveBlockers).toEqual([
      "Verify your email address",
      "Card payments: this server has no Stripe keys yet, and whoever runs it must set them (README, Payments)",
    ]);
    expect((await json("/api/admin/onboarding", { headers: auth })).body.server).toEqual({
      sendsEmail: false,
      cardPayments: false,
    });
  });

  it("gives the owner the trade template's texts to compare the settings with", async () => {
    const { body } = await signUp();
    const template = await json("/api/admin/business/template-texts", {
      headers: bearer(body.token),
    });
    expect(template.status).toBe(200);
    expect(template.body.trade).toBe("lawn-mowing");
    const settings = (await json("/api/admin/business", { headers: bearer(body.token) })).body;
    expect(template.body.texts.name).toBe(settings.config.offering.service.name);
    // As the wizard shows them: the template's own texts and those its words give.
    expect(template.body.texts["steps.address.title"]).toBe("Where do you need {service}?");
    expect(template.body.texts["steps.option.prompt"]).toBe(
      resolveService(settings.config.offering.service).steps.option.prompt,
    );
  });

  it("records who changed which setting, with the fields before and after", async () => {
    const { body } = await signUp();
    const auth = bearer(body.token);
    const settings = (await json("/api/admin/business", { headers: auth })).body;
    const config = structuredClone(settings.config);
    config.tagline = "Stripes you can see from the street";
    config.offering.areas[0].prices.SMALL = 4700;
    await json("/api/admin/business", {
      method: "PUT",
      headers: auth,
      json: { config, version: settings.version },
    });
    const history = (await json("/api/admin/business/history", { headers: auth })).body;
    expect(history.changes[0]).toMatchObject({
      actor: `Olive Owner <${body.admin.email}>`,
      kind: "config",
      summary: "Changed Profile and What you sell (2 fields)",
      changes: [
        { path: "tagline", before: "Instant lawn mowing quotes", after: config.tagline },
        { path: "offering.areas[0].prices.SMALL", before: 4500, after: 4700 },
      ],
    });
    expect(history.changes.at(-1)).toMatchObject({
      kind: "status",
      summary: "Signed up from the lawn-mowing template",
    });
  });

  describe("team", () => {
    it("invites staff, who see orders and leads but no settings, and can be removed", async () => {
      const { body: owner } = await signUp();
      const auth = bearer(owner.token);
      const staffEmail = `staff${counter}@greenlawns.com`;
      const invited = await server.request("/api/admin/team/invitations", {
        method: "POST",
        headers: auth,
        json: { email: staffEmail },
      });
      expect(invited.status).toBe(204);
      const token = await linkTokenSentTo(staffEmail, "team_invitation");
      const [invitation] = await server.database.db
        .select({ payload: outbox.payload })
        .from(outbox)
        .where(
          sql`${outbox.kind} = 'team_invitation' and ${outbox.payload}->>'to' = ${staffEmail}`,
        );
      expect((invitation?.payload as { subject?: string } | undefined)?.subject).toMatch(
        /^Olive Owner invited you to Green Lawns \d+ on Quotewise$/,
      );
      const check = await json(`/api/admin/join?token=${token}`);
      expect(check.body).toEqual({ email: staffEmail, businessName: expect.any(String) });
      const joined = await json("/api/admin/join", {
        method: "POST",
        json: { token, name: "Sam Staff", password: PASSWORD },
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      const staff = bearer(joined.body.token);
      expect((await json("/api/admin/ping", { headers: staff })).body.admin).toMatchObject({
        role: "staff",
        emailVerified: true,
      });
      expect((await server.request("/api/admin/orders", { headers: staff })).status).toBe(200);
      expect((await server.request("/api/admin/leads", { headers: staff })).status).toBe(200);
      for (const [method, path] of [
        ["GET", "/api/admin/business"],
        ["GET", "/api/admin/team"],
        ["GET", "/api/admin/business/history"],
        ["POST", "/api/admin/business/go-live"],
      ] as const) {
        const refused = await json(path, { method, headers: staff });
        expect(refused.status, path).toBe(403);
        expect(refused.body.message).toMatch(/Only the business's owner/);
      }
      // The invitation works once.
      const reused = await json("/api/admin/join", {
        method: "POST",
        json: { token, name: "Sam Again", password: PASSWORD },
      });
      expect(reused.status).toBe(410);

      const team = (await json("/api/admin/team", { headers: auth })).body;
      const member = team.members.find((m: { email: string }) => m.email === staffEmail);
      expect(team.members.map((m: { role: string }) => m.role)).toEqual(["owner", "staff"]);
      const removed = await server.request(`/api/admin/team/members/${member.id}`, {
        method: "DELETE",
        headers: auth,
      });
      expect(removed.status).toBe(204);
      expect((await server.request("/api/admin/ping", { headers: staff })).status).toBe(401);
      const after = (await json("/api/admin/team", { headers: auth })).body;
      expect(after.members.map((m: { email: string }) => m.email)).toEqual([owner.admin.email]);
    });

    it("transfers ownership: the new owner gets the settings, the old one becomes staff", async () => {
      const { body: owner } = await signUp();
      const auth = bearer(owner.token);
      const staffEmail = `heir${counter}@greenlawns.com`;
      await server.request("/api/admin/team/invitations", {
        method: "POST",
        headers: auth,
        json: { email: staffEmail },
      });
      const token = await linkTokenSentTo(staffEmail, "team_invitation");
      const joined = await json("/api/admin/join", {
        method: "POST",
        json: { token, name: "Heir", password: PASSWORD },
      });
      const team = (await json("/api/admin/team", { headers: auth })).body;
      const heir = team.members.find((m: { email: string }) => m.email === staffEmail);
      const transfer = await server.request(`/api/admin/team/members/${heir.id}/ownership`, {
        method: "POST",
        headers: auth,
      });
      expect(transfer.status).toBe(204);
      expect((await server.request("/api/admin/business", { headers: auth })).status).toBe(403);
      const heirAuth = bearer(joined.body.token);
      expect((await server.request("/api/admin/business", { headers: heirAuth })).status).toBe(200);
    });

    it("cannot reach across businesses: another owner's member and invitation are not found", async () => {
      const { body: first } = await signUp();
      const { body: second } = await signUp();
      const firstTeam = (await json("/api/admin/team", { headers: bearer(first.token) })).body;
      await server.request("/api/admin/team/invitations", {
        method: "POST",
        headers: bearer(first.token),
        json: { email: `invitee${counter}@greenlawns.com` },
      });
      const invitations = (await json("/api/admin/team", { headers: bearer(first.token) })).body
        .invitations;
      const otherAuth = bearer(second.token);
      const ownerId = firstTeam.members[0].id;
      expect(
        (
          await server.request(`/api/admin/team/members/${ownerId}`, {
            method: "DELETE",
            headers: otherAuth,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await server.request(`/api/admin/team/members/${ownerId}/ownership`, {
            method: "POST",
            headers: otherAuth,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await server.request(`/api/admin/team/invitations/${invitations[0].id}`, {
            method: "DELETE",
            headers: otherAuth,
          })
        ).status,
      ).toBe(404);
      const history = (await json("/api/admin/business/history", { headers: otherAuth })).body;
      expect(JSON.stringify(history)).not.toContain(first.admin.email);
    });
  });

  describe("platform console", () => {
    it("is closed to business owners", async () => {
      const { body } = await signUp();
      const refused = await json("/api/platform/businesses", { headers: bearer(body.token) });
      expect(refused.status).toBe(403);
    });

    it("is closed to whoever signs up with an address in PLATFORM_ADMIN_EMAILS, in any case", async () => {
      const { status, body } = await signUp({ email: LISTED_ONLY.toUpperCase() });
      expect(status).toBe(201);
      const squatter = bearer(body.token);
      const ping = await json("/api/admin/ping", { headers: squatter });
      expect(ping.body.admin).toMatchObject({ emailVerified: false, platformOperator: false });
      expect((await json("/api/platform/businesses", { headers: squatter })).status).toBe(403);
      expect((await json("/api/platform/demo-requests", { headers: squatter })).status).toBe(403);
      const suspend = await json("/api/platform/businesses/northside-snow/status", {
        headers: squatter,
        method: "POST",
        json: { action: "suspend", reason: "taken over" },
      });
      expect(suspend.status).toBe(403);
      expect((await server.request("/quote")).status).toBe(200);
    });

    it("refuses a sign-up with an operator's address, however spelt", async () => {
      await makeOperator("quotewise.ops@gmail.com", "operators only, thank you");
      for (const email of [
        "QuoteWise.Ops@Gmail.com",
        "quotewise.ops+signup@gmail.com",
        "quote.wise.ops@googlemail.com",
      ]) {
        const { status, body } = await signUp({ email });
        expect(status, email).toBe(409);
        expect(body.issues[0].path).toBe("email");
      }
    });

    it("takes an account over when made an operator: the first sign-up with the address keeps nothing", async () => {
      const { body } = await signUp({ email: "Night.Ops+early@quotewise.example" });
      const made = await makeOperator("night.ops@quotewise.example", "the operator's own password");
      expect(made).toMatchObject({ tookOver: true, email: "night.ops@quotewise.example" });
      expect(
        (await server.request("/api/admin/ping", { headers: bearer(body.token) })).status,
      ).toBe(401);
      const refusedOldPassword = await server.request("/api/admin/login", {
        method: "POST",
        json: { email: "night.ops@quotewise.example", password: PASSWORD },
      });
      expect(refusedOldPassword.status).toBe(401);
      const operator = bearer(
        await loginAdmin(server, {
          email: "night.ops@quotewise.example",
          password: "the operator's own password",
        }),
      );
      const ping = await json("/api/admin/ping", { headers: operator });
      expect(ping.body.admin).toMatchObject({ emailVerified: true, platformOperator: true });
      expect((await json("/api/platform/businesses", { headers: operator })).status).toBe(200);
    });

    it("gives an operator's rights only while its email is verified", async () => {
      const { body } = await signUp({ email: "flagged@quotewise.example" });
      await server.database.db
        .update(adminUsers)
        .set({ platformOperator: true })
        .where(eq(adminUsers.email, "flagged@quotewise.example"));
      const refused = await json("/api/platform/businesses", { headers: bearer(body.token) });
      expect(refused.status).toBe(403);
    });

    it("lists businesses, suspends one (its pages stop taking quotes) and reinstates it", async () => {
      const { body } = await signUp({ businessName: "Suspended Soon" });
      const operator = bearer(await loginAdmin(server));
      const listed = (await json("/api/platform/businesses", { headers: operator })).body;
      const row = listed.businesses.find((b: { slug: string }) => b.slug === "suspended-soon");
      expect(row).toMatchObject({
        status: "setup",
        trade: "lawn-mowing",
        orders: 0,
        feesCollectedCents: 0,
      });
      const suspended = await json(`/api/platform/businesses/${row.id}/status`, {
        method: "POST",
        headers: operator,
        json: { action: "suspend", reason: "chargebacks" },
      });
      expect(suspended.body).toEqual({ status: "suspended" });
      expect((await server.request("/b/suspended-soon/quote")).status).toBe(503);
      const api = await json("/api/b/suspended-soon/config");
      expect(api.status).toBe(503);
      expect(api.body.message).toMatch(/not taking quotes/);
      // Its owner still signs in and sees why.
      const ping = await json("/api/admin/ping", { headers: bearer(body.token) });
      expect(ping.body.business.status).toBe("suspended");

      const reinstated = await json(`/api/platform/businesses/${row.id}/status`, {
        method: "POST",
        headers: operator,
        json: { action: "reinstate" },
      });
      expect(reinstated.body).toEqual({ status: "setup" });
      expect((await server.request("/b/suspended-soon/quote")).status).toBe(200);
      const history = (await json("/api/admin/business/history", { headers: bearer(body.token) }))
        .body;
      expect(history.changes.slice(0, 2).map((c: { summary: string }) => c.summary)).toEqual([
        "Back in setup",
        "Suspended: chargebacks",
      ]);
      expect(history.changes[1].actor).toBe(`Quotewise operator <${OPERATOR}>`);
    });

    it("shows the marketing site's demo requests", async () => {
      const sent = await server.request("/api/contact", {
        method: "POST",
        json: {
          name: "Dana Demo",
          email: "dana@plumbing.example.com",
          company: "Dana Plumbing",
          message: "We would like to see Quotewise for our plumbing business.",
        },
      });
      expect(sent.status, await sent.clone().text()).toBeLessThan(300);
      const operator = bearer(await loginAdmin(server));
      const { body } = await json("/api/platform/demo-requests", { headers: operator });
      expect(body.requests[0]).toMatchObject({ name: "Dana Demo", company: "Dana Plumbing" });
    });
  });
});
