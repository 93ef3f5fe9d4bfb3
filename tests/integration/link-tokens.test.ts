import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountLinks, outbox } from "@/server/db/schema";
import type { SignupResponse } from "@/shared/api/account-contract";
import { bearer } from "../helpers/admin";
import { customQuoteRequest, uniqueEmail } from "../helpers/checkout";
import { type ServerProcess, spawnServerProcess } from "../helpers/server-process";
import { type SmtpCatcher, startSmtpCatcher } from "../helpers/smtp-server";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

/**
 * Secrets in links (docs/decisions/025-platform-operators-and-link-tokens.md): each kind works
 * only as itself, once where it should, before it expires, and never reaches the server's log.
 * Offers, reminders' quote links and unsubscribe links of another business are refused in
 * custom-quote-offers.test.ts and quote-recovery.test.ts; the pages send no Referer
 * (security-headers.test.ts).
 */

const PASSWORD = "lawns and more lawns";
const TOKEN_IN_LINK = /[#?]token=([A-Za-z0-9_-]{43})/;

describe.each(testDatabases)("emailed account links (%s)", (kind) => {
  let server: TestServer;
  let owner: { authorization: string };
  let ownerEmail: string;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      NOW: "2025-10-01T12:00:00Z",
      PUBLIC_URL: "https://quotes.example.com",
      SIGNUP_LIMIT_PER_HOUR: "0",
    });
    ownerEmail = "owner@tokenlawns.com";
    const signedUp = await server.request("/api/signup", {
      method: "POST",
      json: {
        businessName: "Token Lawns",
        ownerName: "Olive Owner",
        trade: "lawn-mowing",
        email: ownerEmail,
        password: PASSWORD,
      },
    });
    expect(signedUp.status).toBe(201);
    owner = bearer(((await signedUp.json()) as SignupResponse).token);
  });
  afterAll(() => server?.close());

  const call = async (path: string, init: Parameters<TestServer["request"]>[1] = {}) =>
    (await server.request(path, init)).status;
  const tokenSentTo = async (to: string, kind: string) => {
    const [row] = await server.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(sql`${outbox.kind} = ${kind} and ${outbox.payload}->>'to' = ${to}`)
      .orderBy(sql`${outbox.id} desc`)
      .limit(1);
    const token = TOKEN_IN_LINK.exec(
      (row?.payload as { text?: string } | undefined)?.text ?? "",
    )?.[1];
    expect(token, `a ${kind} link to ${to}`).toBeDefined();
    return token!;
  };
  const invite = async (email: string) => {
    const invited = await call("/api/admin/team/invitations", {
      method: "POST",
      headers: owner,
      json: { email },
    });
    expect(invited).toBe(204);
    return tokenSentTo(email, "team_invitation");
  };
  const join = (token: string) =>
    call("/api/admin/join", {
      method: "POST",
      json: { token, name: "New Member", password: PASSWORD },
    });

  it("an invitation works once", async () => {
    const token = await invite("once@tokenlawns.com");
    expect(await join(token)).toBe(200);
    expect(await join(token)).toBe(410);
    expect(await call(`/api/admin/join?token=${token}`)).toBe(410);
  });

  it("an invitation works only before it expires, and not once withdrawn", async () => {
    const expiring = await invite("late@tokenlawns.com");
    await server.database.db
      .update(accountLinks)
      .set({ expiresAt: new Date("2025-10-01T11:59:59Z") })
      .where(eq(accountLinks.email, "late@tokenlawns.com"));
    expect(await call(`/api/admin/join?token=${expiring}`)).toBe(410);
    expect(await join(expiring)).toBe(410);

    const withdrawn = await invite("withdrawn@tokenlawns.com");
    const [link] = await server.database.db
      .select({ id: accountLinks.tokenHash })
      .from(accountLinks)
      .where(eq(accountLinks.email, "withdrawn@tokenlawns.com"));
    expect(
      await call(`/api/admin/team/invitations/${link!.id}`, { method: "DELETE", headers: owner }),
    ).toBe(204);
    expect(await join(withdrawn)).toBe(410);
  });

  it("a link works only as its own kind: no verification as an invitation, nor the reverse", async () => {
    const verification = await tokenSentTo(ownerEmail, "email_verification");
    expect(await join(verification)).toBe(410);
    const invitation = await invite("crossed@tokenlawns.com");
    const verifyWith = (token: string) =>
      call("/api/admin/verify-email", { method: "POST", json: { token } });
    expect(await verifyWith(invitation)).toBe(410);
    // Each still works as itself afterwards.
    expect(await verifyWith(verification)).toBe(200);
    expect(await join(invitation)).toBe(200);
  });
});

describe("link tokens in the server's log", () => {
  let smtp: SmtpCatcher;
  let server: ServerProcess;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await spawnServerProcess({
      DATA_DIR: "memory://",
      // The production level, and the one below it.
      LOG_LEVEL: "debug",
      NOW: "2025-10-01T12:00:00Z",
      PUBLIC_URL: "https://quotes.example.com",
      SMTP_URL: smtp.url,
      MAIL_FROM: "Quotewise <mail@quotewise.example>",
      OUTBOX_POLL_INTERVAL_MS: "100",
      SIGNUP_LIMIT_PER_HOUR: "0",
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const call = async (path: string, init: Parameters<ServerProcess["request"]>[1] = {}) => {
    const response = await server.request(path, init);
    // biome-ignore lint/suspicious/noExplicitAny: each step reads the fields it needs
    return { status: response.status, body: (await response.json().catch(() => null)) as any };
  };
  const mailedToken = async (to: string, subject: RegExp) => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const mail = smtp.received.find(
        (received) => received.to.includes(to) && subject.test(received.header("Subject") ?? ""),
      );
      const token = mail && TOKEN_IN_LINK.exec(mail.body)?.[1];
      if (token) return token;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${to} with a link`);
  };

  it("logs no token of any kind, used, reused or refused; the setup link only where it is printed", async () => {
    // The link is printed once the server listens, which may be just after it answers /readyz.
    const setupLine = /"setupUrl":"[^"]*\?token=([A-Za-z0-9_-]{43})"/;
    await expect.poll(() => setupLine.exec(server.output()), { timeout: 15_000 }).not.toBeNull();
    const printed = setupLine.exec(server.output());
    const setupToken = printed![1]!;
    const tokens = [setupToken];

    // Setup: the page, its check, its use and a second use.
    expect((await server.request(`/admin/setup?token=${setupToken}`)).status).toBe(200);
    expect((await call(`/api/admin/setup?token=${setupToken}`)).status).toBe(200);
    const setup = {
      token: setupToken,
      name: "Olive Owner",
      email: "owner@example.com",
      password: PASSWORD,
    };
    const owner = await call("/api/admin/setup", { method: "POST", json: setup });
    expect(owner.status).toBe(200);
    expect((await call("/api/admin/setup", { method: "POST", json: setup })).status).toBe(410);
    const ownerAuth = bearer(owner.body.token);
    tokens.push(owner.body.token);

    // Verification, from a sign-up's email: used, then reused.
    const signedUp = await call("/api/signup", {
      method: "POST",
      json: {
        businessName: "Logged Lawns",
        ownerName: "Olive Owner",
        trade: "lawn-mowing",
        email: "owner@loggedlawns.com",
        password: PASSWORD,
      },
    });
    expect(signedUp.status).toBe(201);
    tokens.push(signedUp.body.token);
    const verification = await mailedToken("owner@loggedlawns.com", /^Verify your email/);
    tokens.push(verification);
    for (const expected of [200, 410]) {
      const verified = await call("/api/admin/verify-email", {
        method: "POST",
        json: { token: verification },
      });
      expect(verified.status).toBe(expected);
    }

    // Invitation: checked, used, reused.
    const invited = await call("/api/admin/team/invitations", {
      method: "POST",
      headers: ownerAuth,
      json: { email: "staff@example.com" },
    });
    expect(invited.status).toBe(204);
    const invitation = await mailedToken("staff@example.com", /invited you/);
    tokens.push(invitation);
    expect((await call(`/api/admin/join?token=${invitation}`)).status).toBe(200);
    const join = { token: invitation, name: "Sam Staff", password: PASSWORD };
    const joined = await call("/api/admin/join", { method: "POST", json: join });
    expect(joined.status).toBe(200);
    tokens.push(joined.body.token);
    expect((await call("/api/admin/join", { method: "POST", json: join })).status).toBe(410);

    // An offer: sent, viewed, accepted, then viewed from another business's path.
    const customerEmail = uniqueEmail("logged-offer");
    const asked = await call("/api/custom-quotes", {
      method: "POST",
      json: { ...customQuoteRequest, email: customerEmail, description: "A long private lane." },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const requestId = asked.body.id as string;
    const sent = await call(`/api/admin/custom-quotes/${requestId}/offers`, {
      method: "POST",
      headers: ownerAuth,
      json: { lines: [{ label: "Clear the lane", amount: "300" }] },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const offer = await mailedToken(customerEmail, /^Your quote/);
    tokens.push(offer);
    expect(
      (await call("/api/offers/view", { method: "POST", json: { token: offer } })).status,
    ).toBe(200);
    const accepted = await call("/api/offers/accept", { method: "POST", json: { token: offer } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBeLessThan(300);
    const elsewhere = await call("/api/b/logged-lawns/offers/view", {
      method: "POST",
      json: { token: offer },
    });
    expect(elsewhere.status).toBe(404);
    expect((await server.request(`/offer#token=${offer}`)).status).toBe(200);

    // A reminder's quote link and its unsubscribe link, unknown here, on both kinds of path.
    const reminder = "R".repeat(43);
    tokens.push(reminder);
    expect(
      (await call("/api/reminders/resume", { method: "POST", json: { token: reminder } })).status,
    ).toBe(404);
    for (const method of ["GET", "POST"]) {
      const unsubscribe = await server.request(
        `/api/b/logged-lawns/reminders/unsubscribe?token=${reminder}`,
        { method },
      );
      expect(unsubscribe.status).toBe(404);
    }
    // Malformed tokens, refused by validation: the answer names the field, the log keeps no value.
    const malformed = `${"M".repeat(300)}`;
    tokens.push(malformed);
    expect(
      (await call("/api/admin/verify-email", { method: "POST", json: { token: malformed } }))
        .status,
    ).toBe(400);
    expect((await call(`/api/admin/join?token=${malformed}`)).status).toBe(400);

    // The last request's line may reach the pipe after its response.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const output = server.output();
    expect(output).toContain("/api/admin/join?token=[redacted]");
    const occurrences = (token: string) => output.split(token).length - 1;
    const setupLines = output.split("\n").filter((line) => line.includes(setupToken));
    expect(setupLines).toEqual([expect.stringContaining('"msg":"No admin yet: open ')]);
    for (const token of tokens.slice(1)) {
      expect(occurrences(token), `${token.slice(0, 8)}... in the log`).toBe(0);
    }
  }, 120_000);
});
