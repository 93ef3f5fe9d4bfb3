import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureAdminUser } from "@/server/admin/admin-accounts";
import { createAdminSession } from "@/server/admin/admin-sessions";
import { getDummyPasswordHash, hashPassword } from "@/server/admin/password-hash";
import { readPasswordHashCost } from "@/server/config/env";
import { adminSessions, adminSignInCounters, adminUsers } from "@/server/db/schema";
import {
  bearer,
  createPersistentStore,
  loginAdmin,
  TEST_ADMIN,
  TEST_ADMIN_ENV,
} from "../helpers/admin";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const T0 = "2025-10-01T12:00:00.000Z";
const at = (offsetMs: number) => new Date(Date.parse(T0) + offsetMs).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ORDER_ID = "00000000-0000-4000-8000-000000000001";
const protectedRoutes: { method: string; path: string; json?: unknown }[] = [
  { method: "POST", path: "/api/admin/logout" },
  { method: "GET", path: "/api/admin/ping" },
  { method: "GET", path: "/api/admin/orders" },
  { method: "GET", path: "/api/admin/orders?tab=paid&q=smith&limit=10" },
  { method: "GET", path: "/api/admin/stats" },
  { method: "GET", path: "/api/admin/custom-quotes" },
  { method: "GET", path: "/api/admin/leads" },
  { method: "PATCH", path: `/api/admin/orders/${ORDER_ID}/onboard`, json: { onboarded: true } },
  { method: "POST", path: "/api/admin/export", json: { orderIds: [ORDER_ID] } },
];

async function expectEveryRouteRefuses(server: TestServer, headers: Record<string, string>) {
  for (const route of protectedRoutes) {
    const response = await server.request(route.path, {
      method: route.method,
      headers,
      ...(route.json ? { json: route.json } : {}),
    });
    expect(response.status, `${route.method} ${route.path}`).toBe(401);
    expect((await response.json()).message).toMatch(/sign in/i);
  }
}

async function attemptLogin(server: TestServer, email: string, password: string) {
  const started = performance.now();
  const response = await server.request("/api/admin/login", {
    method: "POST",
    json: { email, password },
  });
  return { response, ms: performance.now() - started, body: await response.json() };
}

type LoginAttempt = Awaited<ReturnType<typeof attemptLogin>>;

describe.each(testDatabases)("admin sign-in on %s", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { ...TEST_ADMIN_ENV, NOW: T0 });
  });
  afterAll(() => server.close());

  it("signs in with the right password and hands out a token stored only as its hash", async () => {
    const result = await attemptLogin(server, "Owner@Example.com ", TEST_ADMIN.password);
    expect(result.response.status).toBe(200);
    expect(result.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.body.admin).toEqual({ name: "Admin User", email: TEST_ADMIN.email });
    expect(result.body.expiresAt).toBe(at(7 * DAY));
    expect(result.response.headers.get("cache-control")).toBe("no-store");

    const sessions = await server.database.db.select().from(adminSessions);
    const hashes = sessions.map((session) => session.tokenHash);
    expect(hashes).toContain(createHash("sha256").update(result.body.token).digest("hex"));
    expect(hashes).not.toContain(result.body.token);

    const ping = await server.request("/api/admin/ping", { headers: bearer(result.body.token) });
    expect(ping.status).toBe(200);
    expect(await ping.json()).toEqual({
      ok: true,
      admin: {
        name: "Admin User",
        email: TEST_ADMIN.email,
        role: "owner",
        emailVerified: true,
        platformOperator: false,
      },
      business: {
        name: "Northside Snow Co.",
        timezone: "America/New_York",
        slug: "northside-snow",
        status: "live",
      },
    });
  });

  it("stores the password as an scrypt hash with the run's work factor", async () => {
    const [user] = await server.database.db.select().from(adminUsers);
    expect(user?.passwordHash).toMatch(
      new RegExp(`^scrypt\\$${2 ** readPasswordHashCost()}\\$8\\$1\\$`),
    );
    expect(user?.passwordHash).not.toContain(TEST_ADMIN.password);
  });

  it("answers a wrong email and a wrong password alike, in about the same time", async ({
    onTestFinished,
  }) => {
    // Production's work factor, for the stored hash and the unknown email's dummy alike (made
    // ahead, as the server does at start).
    vi.stubEnv("PASSWORD_HASH_COST", "17");
    await getDummyPasswordHash();
    const [user] = await server.database.db.select().from(adminUsers);
    await server.database.db
      .update(adminUsers)
      .set({ passwordHash: await hashPassword(TEST_ADMIN.password) });
    onTestFinished(async () => {
      vi.unstubAllEnvs();
      await server.database.db.update(adminUsers).set({ passwordHash: user!.passwordHash });
    });
    // Each kind twice, interleaved: the faster of two is its own cost, not a busy machine's pause.
    const attempts: Record<"wrongPassword" | "wrongEmail", LoginAttempt>[] = [];
    for (const round of [1, 2]) {
      attempts.push({
        wrongPassword: await attemptLogin(server, TEST_ADMIN.email, `not the password ${round}`),
        wrongEmail: await attemptLogin(server, `nobody${round}@example.com`, TEST_ADMIN.password),
      });
    }
    for (const { wrongPassword, wrongEmail } of attempts) {
      expect(wrongPassword.response.status).toBe(401);
      expect(wrongEmail.response.status).toBe(401);
      expect(wrongEmail.body).toEqual(wrongPassword.body);
      expect(wrongPassword.body).toEqual({ message: "Email or password is incorrect" });
    }
    const fastest = (kind: "wrongPassword" | "wrongEmail") =>
      Math.min(...attempts.map((attempt) => attempt[kind].ms));
    const [wrongPasswordMs, wrongEmailMs] = [fastest("wrongPassword"), fastest("wrongEmail")];
    // Both verify one scrypt hash (hundreds of ms); the lookup difference is noise beside it.
    const slower = Math.max(wrongEmailMs, wrongPasswordMs);
    expect(Math.abs(wrongEmailMs - wrongPasswordMs)).toBeLessThan(slower * 0.5);
    expect(Math.min(wrongEmailMs, wrongPasswordMs)).toBeGreaterThan(50);
  });

  it("refuses a malformed sign-in with 400 naming the field", async () => {
    const response = await server.request("/api/admin/login", {
      method: "POST",
      json: { email: "not-an-email", password: "" },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      "email",
      "password",
    ]);
  });

  it("answers 401 on every admin route without a token or with one that is not ours", async () => {
    await expectEveryRouteRefuses(server, {});
    await expectEveryRouteRefuses(server, { authorization: "Basic b3duZXI6cGFzcw==" });
    await expectEveryRouteRefuses(server, bearer("x".repeat(43)));
    await expectEveryRouteRefuses(server, bearer("short"));
  });

  it("revokes the token on sign-out", async () => {
    const token = await loginAdmin(server);
    const logout = await server.request("/api/admin/logout", {
      method: "POST",
      headers: bearer(token),
    });
    expect(logout.status).toBe(204);
    await expectEveryRouteRefuses(server, bearer(token));
    const [session] = await server.database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, createHash("sha256").update(token).digest("hex")));
    expect(session?.revokedAt?.toISOString()).toBe(T0);
  });

  it("ends a session 12 hours after its last use and 7 days after sign-in", async () => {
    const [user] = await server.database.db.select().from(adminUsers);
    const db = server.database.db;
    const idle = await createAdminSession(db, {
      adminUserId: user!.id,
      now: new Date(at(-12 * HOUR - MINUTE)),
    });
    const fresh = await createAdminSession(db, {
      adminUserId: user!.id,
      now: new Date(at(-12 * HOUR + MINUTE)),
    });
    const old = await createAdminSession(db, {
      adminUserId: user!.id,
      now: new Date(at(-7 * DAY - MINUTE)),
    });
    // Used a minute ago, but signed in more than 7 days ago.
    await db
      .update(adminSessions)
      .set({ lastSeenAt: new Date(at(-MINUTE)) })
      .where(eq(adminSessions.expiresAt, old.expiresAt));

    await expectEveryRouteRefuses(server, bearer(idle.token));
    await expectEveryRouteRefuses(server, bearer(old.token));
    const ping = await server.request("/api/admin/ping", { headers: bearer(fresh.token) });
    expect(ping.status).toBe(200);
  });

  it("locks one email from one address after 5 failures in 15 minutes, with a wait time", async () => {
    const email = "locked-out@example.com";
    for (let attempt = 1; attempt <= 5; attempt++) {
      const result = await attemptLogin(server, email, `wrong password ${attempt}`);
      expect(result.response.status).toBe(401);
    }
    const locked = await attemptLogin(server, email, "wrong password 6");
    expect(locked.response.status).toBe(429);
    expect(locked.response.headers.get("retry-after")).toBe("900");
    expect(locked.body).toEqual({
      message: "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
      retryAfterSeconds: 900,
    });
    // Other emails are not affected.
    const other = await attemptLogin(server, "someone-else@example.com", "wrong password");
    expect(other.response.status).toBe(401);
  });
});

describe.each(testDatabases)("admin accounts across restarts on %s", (kind) => {
  let store: Awaited<ReturnType<typeof createPersistentStore>>;
  const servers: TestServer[] = [];

  async function startAt(now: string, env: Record<string, string> = TEST_ADMIN_ENV) {
    const server = await startTestServer("pglite", { ...store.env, ...env, NOW: now });
    servers.push(server);
    return server;
  }
  async function stop(server: TestServer) {
    await server.close();
    servers.splice(servers.indexOf(server), 1);
  }

  beforeAll(async () => {
    store = await createPersistentStore(kind);
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await store.drop();
  });

  it("has no account at all unless one is created", async () => {
    const server = await startAt(T0, {});
    expect(await server.database.db.select().from(adminUsers)).toEqual([]);
    const result = await attemptLogin(server, "admin@example.com", "admin-password");
    expect(result.response.status).toBe(401);
    await server.database.db.delete(adminSignInCounters);
    await stop(server);
  });

  it("keeps the lockout for 15 minutes, even for the right password, then lets the admin in", async () => {
    const first = await startAt(T0);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(
        (await attemptLogin(first, TEST_ADMIN.email, "wrong password!!")).response.status,
      ).toBe(401);
    }
    const locked = await attemptLogin(first, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(locked.response.status).toBe(429);
    await stop(first);

    const almost = await startAt(at(15 * MINUTE - 2000));
    const stillLocked = await attemptLogin(almost, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(stillLocked.response.status).toBe(429);
    expect(stillLocked.response.headers.get("retry-after")).toBe("2");
    expect(stillLocked.body.message).toBe(
      "Too many failed sign-in attempts. Please wait 2 seconds and try again.",
    );
    await stop(almost);

    const later = await startAt(at(15 * MINUTE + 1000));
    const allowed = await attemptLogin(later, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(allowed.response.status).toBe(200);
    await stop(later);
  });

  it("signs the admin out when ADMIN_PASSWORD changes, and keeps sessions when it does not", async () => {
    const first = await startAt(T0);
    const token = await loginAdmin(first);
    await stop(first);

    const sameEnv = await startAt(at(HOUR));
    expect((await sameEnv.request("/api/admin/ping", { headers: bearer(token) })).status).toBe(200);
    await stop(sameEnv);

    const newPassword = "a brand new passphrase";
    const changed = await startAt(at(2 * HOUR), {
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: newPassword,
    });
    expect((await changed.request("/api/admin/ping", { headers: bearer(token) })).status).toBe(401);
    expect(
      (await attemptLogin(changed, TEST_ADMIN.email, TEST_ADMIN.password)).response.status,
    ).toBe(401);
    await loginAdmin(changed, { email: TEST_ADMIN.email, password: newPassword });
    await stop(changed);
  });

  it("refuses to start with an ADMIN_PASSWORD shorter than 12 characters", async () => {
    await expect(
      startAt(T0, { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: "too-short" }),
    ).rejects.toThrow(/ADMIN_PASSWORD/);
  });

  it("agrees on one account when two instances starting together ensure ADMIN_EMAIL", async () => {
    const server = await startAt(T0, {});
    // The second starts a little later each time: at some delay it finds no account, then finds
    // the one the first has just created.
    for (let delayMs = 0; delayMs <= 24; delayMs++) {
      const email = `starting-together-${delayMs}@example.com`;
      const start = () =>
        ensureAdminUser(server.database.db, {
          businessId: "northside-snow",
          email,
          password: TEST_ADMIN.password,
          now: new Date(T0),
        });
      const later = new Promise((resolve) => setTimeout(resolve, delayMs)).then(start);
      const [first, second] = await Promise.all([start(), later]);
      expect(second.id, email).toBe(first.id);
      const rows = await server.database.db
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.email, email));
      expect(rows).toHaveLength(1);
    }
    await stop(server);
  });
});
