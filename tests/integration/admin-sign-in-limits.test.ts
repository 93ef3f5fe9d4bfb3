import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, type TestContext, vi } from "vitest";
import { TEST_ADMIN, TEST_ADMIN_ENV } from "../helpers/admin";
import { createPostgresDatabase } from "../helpers/database-templates";
import { type ServerProcess, spawnServerProcess } from "../helpers/server-process";
import { startTestServer, testDatabases } from "../helpers/test-server";

const NOW = "2025-10-01T12:00:00.000Z";
type Request = ServerProcess["request"];

function signIn(request: Request, email: string, password: string, ip?: string) {
  return request("/api/admin/login", {
    method: "POST",
    json: { email, password },
    ...(ip ? { headers: { "x-forwarded-for": ip } } : {}),
  });
}

/** 80 wrong guesses at once, then the right password while they are still being answered. */
async function guessConcurrently(requests: Request[]) {
  const guesses = Array.from({ length: 80 }, (_, index) =>
    signIn(requests[index % requests.length]!, TEST_ADMIN.email, `wrong guess number ${index}`),
  );
  const right = signIn(requests[0]!, TEST_ADMIN.email, TEST_ADMIN.password);
  const responses = await Promise.all([...guesses, right]);
  const statuses = responses.map((response) => response.status);
  const bodies = await Promise.all(responses.map((response) => response.json()));
  return { statuses, bodies, right: statuses.at(-1) };
}

function count(statuses: number[], status: number): number {
  return statuses.filter((value) => value === status).length;
}

function percentile95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;
}

describe.each(testDatabases)("sign-in limits on %s", (kind) => {
  it("evaluates at most 5 wrong passwords from one address however many arrive at once", async ({
    onTestFinished,
  }) => {
    const server = await startTestServer(kind, { ...TEST_ADMIN_ENV, NOW });
    onTestFinished(() => server.close());

    const { statuses, bodies, right } = await guessConcurrently([server.request]);
    expect(count(statuses, 401)).toBe(5);
    expect(right).toBe(429);
    expect(count(statuses, 200)).toBe(0);
    for (const [index, status] of statuses.entries()) {
      expect([401, 429]).toContain(status);
      expect(bodies[index].message).toMatch(/incorrect|too many/i);
    }
  }, 120_000);

  it("limits one account from many addresses for a minute, but not at the owner's own address", async ({
    onTestFinished,
  }) => {
    const server = await startTestServer(kind, { ...TEST_ADMIN_ENV, NOW, TRUST_PROXY: "true" });
    onTestFinished(() => server.close());
    const ownerAddress = "198.51.100.7";
    expect(
      (await signIn(server.request, TEST_ADMIN.email, TEST_ADMIN.password, ownerAddress)).status,
    ).toBe(200);

    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await signIn(
        server.request,
        TEST_ADMIN.email,
        "not the password",
        `203.0.113.${attempt}`,
      );
      expect(wrong.status).toBe(401);
    }
    const blocked = await signIn(
      server.request,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
      "203.0.113.99",
    );
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await blocked.json()).message).toMatch(/too many failed sign-in attempts/i);

    const owner = await signIn(server.request, TEST_ADMIN.email, TEST_ADMIN.password, ownerAddress);
    expect(owner.status).toBe(200);
  }, 120_000);

  it("answers more than 20 sign-in requests a minute from one address with 429", async ({
    onTestFinished,
  }) => {
    const server = await startTestServer(kind, { NOW, ADMIN_LOGIN_LIMIT_PER_MINUTE: "20" });
    onTestFinished(() => server.close());
    // Every request counts, whatever its outcome; malformed ones keep the test quick.
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await signIn(server.request, `visitor${attempt}`, "")).status).toBe(400);
    }
    const refused = await signIn(server.request, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/too many sign-in attempts from your address/i);
  }, 120_000);
});

describe("a sign-in flood", () => {
  it("keeps static files and the public API fast, and turns excess sign-ins away with 503", async ({
    onTestFinished,
  }) => {
    // The queue fills only when each hash takes production's half second.
    vi.stubEnv("PASSWORD_HASH_COST", "17");
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const webDir = mkdtempSync(join(tmpdir(), "qw-web-"));
    onTestFinished(() => rmSync(webDir, { recursive: true, force: true }));
    writeFileSync(join(webDir, "embed.js"), `/* widget */ ${"void 0;".repeat(200)}`);
    const server = await startTestServer("pglite", { NOW, TRUST_PROXY: "true", WEB_DIR: webDir });
    onTestFinished(() => server.close());

    const probes = [
      () => server.request("/embed.js"),
      () =>
        server.request("/api/price", {
          method: "POST",
          json: { town: "Scarsdale", drivewaySize: "FOUR_CAR", addons: [] },
        }),
    ];
    async function probeUntil(done: () => boolean): Promise<number[]> {
      const timings: number[] = [];
      for (let round = 0; round < 400 && (round < 5 || !done()); round++) {
        const probe = probes[round % probes.length]!;
        const started = performance.now();
        const response = await probe();
        await response.arrayBuffer();
        expect(response.status).toBe(200);
        timings.push(performance.now() - started);
      }
      return timings;
    }
    const baseline = percentile95(await probeUntil(() => true));

    let settled = false;
    const flood = Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        signIn(
          server.request,
          `random${index}-${Math.random()}@example.com`,
          "some long password guess",
          `192.0.2.${index + 1}`,
        ).then(async (response) => ({
          status: response.status,
          retryAfter: response.headers.get("retry-after"),
          body: await response.json(),
        })),
      ),
    ).finally(() => {
      settled = true;
    });
    const during = await probeUntil(() => settled);
    const answers = await flood;

    console.info(
      `p95 before ${baseline.toFixed(0)} ms, during the flood ${percentile95(during).toFixed(0)} ms; ${during.length} probes`,
    );
    expect(percentile95(during)).toBeLessThan(Math.max(1000, 5 * baseline));
    const turnedAway = answers.filter((answer) => answer.status === 503);
    expect(turnedAway.length).toBeGreaterThan(0);
    for (const answer of turnedAway) {
      expect(answer.body.message).toMatch(/busy/i);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    expect(answers.every((answer) => [401, 503].includes(answer.status))).toBe(true);
  }, 120_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("sign-in lockout across two instances", () => {
  async function startTwo(onTestFinished: TestContext["onTestFinished"]) {
    const postgres = await createPostgresDatabase();
    onTestFinished(() => postgres.drop());
    const env = { ...TEST_ADMIN_ENV, DATABASE_URL: postgres.url, NOW };
    // One after the other: both would create the ADMIN_EMAIL account at once otherwise.
    const instances: ServerProcess[] = [];
    for (let index = 0; index < 2; index++) {
      const instance = await spawnServerProcess(env);
      onTestFinished(() => instance.stop());
      instances.push(instance);
    }
    return instances;
  }

  it("evaluates at most 5 wrong passwords from one address in all", async ({ onTestFinished }) => {
    const instances = await startTwo(onTestFinished);
    const { statuses, right } = await guessConcurrently(
      instances.map((instance) => instance.request),
    );
    expect(count(statuses, 401)).toBe(5);
    expect(right).toBe(429);
    expect(count(statuses, 200)).toBe(0);
  }, 400_000);
});
