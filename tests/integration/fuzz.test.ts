import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminSession } from "@/server/admin/admin-sessions";
import { loadBusinessFile } from "@/server/config/business-config";
import type { Database } from "@/server/db/database";
import { projectRoot } from "@/server/paths";
import { insertCustomQuote } from "../factories/insert-custom-quote";
import { insertOrder } from "../factories/insert-order";
import { type FuzzCase, fuzzCase, judge, type Verdict } from "../fuzz/fuzz-case";
import {
  type Answer,
  FRESH_KEY,
  type FuzzEndpoint,
  fuzzEndpoints,
  type Growth,
  NEW_CUSTOM_QUOTE,
  NEW_ORDER,
  WATCHED_TABLES,
  type WatchedTable,
} from "../fuzz/fuzz-endpoints";
import { bearer, TEST_ADMIN_ENV } from "../helpers/admin";
import { countRows, selectRows } from "../helpers/checkout";
import { connectStripeAccount } from "../helpers/connect";
import { type FakeStripe, startFakeStripe } from "../helpers/fake-stripe";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

/** Generated requests per endpoint: a quick pass in `npm test`, many more in `npm run fuzz`. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** Replays a failure: FUZZ_SEED and FUZZ_PATH as the failure report prints them. */
const REPLAY = process.env.FUZZ_SEED
  ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH }
  : {};
const NOW = "2025-10-01T12:00:00.000Z";
const config = loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config;
const endpoints = fuzzEndpoints({ config, now: new Date(NOW) });

type RowCounts = Record<WatchedTable, number>;

async function countWatchedRows(database: Database): Promise<RowCounts> {
  const columns = WATCHED_TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`);
  const [row] = await selectRows<RowCounts>(database, `select ${columns.join(", ")}`);
  return row!;
}

function rowsAdded(before: RowCounts, after: RowCounts, expected: Growth) {
  return Object.fromEntries(
    WATCHED_TABLES.map((table) => {
      const added = after[table] - before[table];
      return [table, expected[table] === "any" && added >= 0 ? "any" : added];
    }),
  );
}

function describeVerdict(verdict: Verdict): string {
  if (verdict.kind === "refused") return `expected ${verdict.statuses} (${verdict.why})`;
  if (verdict.kind === "valid") return `valid, expected ${verdict.statuses}`;
  return "broken encoding";
}

function readAnswer(response: Response, text: string): Answer {
  const json = response.headers.get("content-type")?.includes("application/json");
  let body: unknown = text;
  if (json) {
    try {
      body = JSON.parse(text);
    } catch {
      body = { unparsableJson: text };
    }
  }
  return { status: response.status, body };
}

/** fast-check's report, with the counterexample cut short: generated bodies run to megabytes. */
function describeFailure(run: fc.RunDetails<[FuzzCase]>): string {
  const error =
    run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
  return [
    `Failed after ${run.numRuns} cases. Replay: FUZZ_SEED=${run.seed} FUZZ_PATH=${run.counterexamplePath}`,
    `Counterexample: ${fc.stringify(run.counterexample).slice(0, 1500)}`,
    error.slice(0, 1500),
  ].join("\n");
}

describe.each(testDatabases)("hostile requests on %s", (kind) => {
  let stripe: FakeStripe;
  let testMode: TestServer;
  let stripeMode: TestServer;
  let adminUserId: string;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    [testMode, stripeMode] = await Promise.all([
      startTestServer(kind, { ...TEST_ADMIN_ENV, NOW, OUTBOX_POLL_INTERVAL_MS: "60000" }),
      startTestServer(kind, {
        NOW,
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_BASE: stripe.url,
        OUTBOX_POLL_INTERVAL_MS: "60000",
        ...TEST_ADMIN_ENV,
      }),
    ]);
    await connectStripeAccount(stripeMode, stripe);
    const [admin] = await selectRows<{ id: string }>(
      testMode.database,
      sql`select id from admin_users`,
    );
    adminUserId = admin!.id;
  });
  afterAll(async () => {
    await Promise.all([testMode?.close(), stripeMode?.close()]);
    await stripe?.close();
  });

  /** Puts in what the arbitraries only name: a new pending order, a fresh key, a live session. */
  async function bind(endpoint: FuzzEndpoint, fuzz: FuzzCase, database: Database) {
    let newOrderId: string | undefined;
    let newCustomQuoteId: string | undefined;
    const params: Record<string, string | null> = {};
    const segments: Record<string, string> = {};
    for (const [name, segment] of Object.entries(fuzz.params)) {
      if (segment.decoded === NEW_ORDER) {
        newOrderId = (await insertOrder(database.db)).id;
        params[name] = segments[name] = newOrderId;
      } else if (segment.decoded === NEW_CUSTOM_QUOTE) {
        newCustomQuoteId = (await insertCustomQuote(database.db)).id;
        params[name] = segments[name] = newCustomQuoteId;
      } else {
        params[name] = segment.decoded;
        segments[name] = segment.text;
      }
    }
    const headers = Object.fromEntries(
      Object.entries(fuzz.headers).map(([name, value]) => [
        name,
        value === FRESH_KEY ? `fuzz-${randomUUID()}` : value,
      ]),
    );
    const sent = new Headers(headers);
    if (fuzz.auth?.session) {
      const { token } = await createAdminSession(database.db, { adminUserId, now: new Date(NOW) });
      sent.set("authorization", bearer(token).authorization);
    } else if (fuzz.auth?.header !== undefined) {
      sent.set("authorization", fuzz.auth.header);
    }
    if (fuzz.body?.contentType !== undefined) sent.set("content-type", fuzz.body.contentType);
    const query = fuzz.query.text ? `?${fuzz.query.text}` : "";
    const route = endpoint.path.replace(/:(\w+)/g, (_, name: string) => segments[name]!);
    const path = `${route}${fuzz.pathNoise ?? ""}${query}`;
    const verdict = judge(endpoint, fuzz, {
      url: path,
      params,
      headers,
      newOrderId,
      newCustomQuoteId,
    });
    return { path, headers: sent, verdict };
  }

  /**
   * One generated request against the real server: never a 5xx, a JSON message with every 4xx,
   * the status the contract predicts, rows added only by an accepted request, and stored text
   * equal to what was sent.
   */
  async function check(endpoint: FuzzEndpoint, fuzz: FuzzCase) {
    const server = endpoint.stripeMode ? stripeMode : testMode;
    const { path, headers, verdict } = await bind(endpoint, fuzz, server.database);
    // Without a content type, fetch would label a string body text/plain: send bytes instead.
    const body =
      fuzz.body?.contentType === undefined && fuzz.body
        ? new TextEncoder().encode(fuzz.body.text)
        : fuzz.body?.text;

    const before = await countWatchedRows(server.database);
    const response = await server.request(path, { method: endpoint.method, headers, body });
    const text = await response.text();
    const after = await countWatchedRows(server.database);

    const answer = readAnswer(response, text);
    const context = `${endpoint.method} ${path.slice(0, 200)} -> ${answer.status} ${text.slice(0, 300)} [${describeVerdict(verdict)}]`;
    expect(answer.status, context).toBeLessThan(500);
    if (answer.status >= 400) {
      expect(answer.body, context).toMatchObject({ message: expect.any(String) });
      // Our shape, never Fastify's own ({statusCode, code, error, message}).
      expect(answer.body, context).not.toHaveProperty("statusCode");
    }
    if (verdict.kind !== "unknown") expect(verdict.statuses, context).toContain(answer.status);

    const accepted = answer.status < 300;
    const valid = verdict.kind === "valid" ? verdict.input : undefined;
    const growth: Growth = !accepted ? {} : valid ? (endpoint.grows?.(valid, answer) ?? {}) : {};
    const expectedRows = Object.fromEntries(
      WATCHED_TABLES.map((table) => [table, growth[table] ?? 0]),
    );
    expect(rowsAdded(before, after, growth), `rows added: ${context}`).toEqual(expectedRows);
    if (accepted && valid) await endpoint.verifyStored?.(server.database, valid, answer);
  }

  for (const endpoint of endpoints) {
    it(
      `${endpoint.method} ${endpoint.path}`,
      async () => {
        const run = await fc.check(
          fc.asyncProperty(fuzzCase(endpoint), (fuzz) => check(endpoint, fuzz)),
          { numRuns: RUNS, ...REPLAY },
        );
        if (run.failed) throw new Error(describeFailure(run));
      },
      30_000 + RUNS * 200,
    );
  }

  describe("text PostgreSQL cannot store (found by this fuzz)", () => {
    const geoCheck = (address: string) =>
      testMode.request("/api/geo/check", {
        method: "POST",
        json: { address, city: "Scarsdale", zipCode: "10583", email: "pat@example.com" },
      });
    const leads = () => countRows(testMode.database, sql`select count(*) from quote_leads`);

    it.each([
      ["a NUL character", "12 Birch\u0000 Lane"],
      ["a lone high surrogate", "12 Birch \uD800Lane"],
      ["a lone low surrogate", "\uDC0012 Birch Lane"],
    ])("refuses %s in a field with 400 and stores nothing", async (_name, address) => {
      const before = await leads();
      const response = await geoCheck(address);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        issues: [{ path: "address", message: expect.stringMatching(/NUL/) }],
      });
      expect(await leads()).toBe(before);
    });

    it("stores an emoji's surrogate pair exactly", async () => {
      // The fuzz cases above share the test clock, so "the newest lead" is ambiguous: look it up by value.
      const address = "12 Birch Lane 👩‍👩‍👧‍👦";
      const stored = () =>
        countRows(
          testMode.database,
          sql`select count(*) from quote_leads where address = ${address}`,
        );
      const before = await stored();
      const response = await geoCheck(address);
      expect(response.status).toBe(200);
      expect(await stored()).toBe(before + 1);
    });

    it("refuses NUL in the admin search and in an export filter with 400", async () => {
      const { token } = await createAdminSession(testMode.database.db, {
        adminUserId,
        now: new Date(NOW),
      });
      const search = await testMode.request("/api/admin/orders?q=a%00", { headers: bearer(token) });
      expect(search.status).toBe(400);
      // Before the fix the CSV's headers went out with 200 and the stream then broke off.
      const exported = await testMode.request("/api/admin/export", {
        method: "POST",
        headers: bearer(token),
        json: { filter: { tab: "all", q: "a\u0000" } },
      });
      expect(exported.status).toBe(400);
      expect((await exported.json()).message).toMatch(/^filter\.q: /);
    });
  });

  describe("path parameters and money past the caps (found by this fuzz)", () => {
    it.each([
      ["GET", "/api/b/acme%00/config"],
      ["POST", "/api/b/x%00y/price"],
      ["GET", "/api/b/%C3%A9/config"],
      ["GET", `/api/b/${"a".repeat(64)}/config`],
    ])("refuses the slug of %s %s with 400 naming it", async (method, path) => {
      const response = await testMode.request(path, method === "GET" ? {} : { method, json: {} });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ issues: [{ path: "slug" }] });
    });

    it("answers a page whose slug holds a NUL with the not-found page", async () => {
      const response = await testMode.request("/b/x%00/quote");
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("text/html");
    });

    it("refuses an offer of 20 items x $100,000.00 x 999 with 400 naming its lines", async () => {
      const { token } = await createAdminSession(testMode.database.db, {
        adminUserId,
        now: new Date(NOW),
      });
      const request = await insertCustomQuote(testMode.database.db);
      const line = { label: "Roof", amount: "100000", quantity: 999 };
      for (const action of ["offers/price", "offers"]) {
        const response = await testMode.request(
          `/api/admin/custom-quotes/${request.id}/${action}`,
          { method: "POST", headers: bearer(token), json: { lines: Array(20).fill(line) } },
        );
        expect(response.status).toBe(400);
        const body = await response.json();
        expect(body.issues).toEqual([
          { path: "lines", message: expect.stringContaining("$999,999.99") },
        ]);
      }
    });
  });

  it("still answers /healthz after the fuzz", async () => {
    for (const server of [testMode, stripeMode]) {
      const response = await server.request("/healthz");
      expect(response.status).toBe(200);
    }
  });
});
