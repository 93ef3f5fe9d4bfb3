import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/server/config/env";
import { type Db, openDatabase } from "@/server/db/database";
import { databaseCloseReserveMs, startServer } from "@/server/start-server";
import { createPostgresDatabase, saveMigratedDatabase } from "../helpers/database-templates";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

describe.each(testDatabases)("foundation on %s", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it("reports the process up and the database reachable", async () => {
    const health = await server.request("/healthz");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });

    const ready = await server.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", database: kind });
  });

  it("answers a listed page with 200 and an unknown page with 404 HTML", async () => {
    const home = await server.request("/");
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toContain("text/html");

    const quote = await server.request("/quote/");
    expect(quote.status).toBe(200);

    const missing = await server.request("/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("text/html");
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await server.request("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found: GET /api/no-such-thing" });
  });

  it("refuses a POST that is not JSON with 415", async () => {
    const response = await server.request("/api/price", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hello",
    });
    expect(response.status).toBe(415);
    expect((await response.json()).message).toMatch(/application\/json/);
  });

  it("refuses a body over 16 KB with 413", async () => {
    const response = await server.request("/api/price", {
      method: "POST",
      json: { padding: "x".repeat(17 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Request body is too large" });
  });

  it("answers invalid JSON with 400", async () => {
    const response = await server.request("/api/price", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Request body is not valid JSON" });
  });

  it.each([
    ["/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd", 400],
    ["/api/%", 400],
    ["/api/checkout/orders/%E0%80%AF", 400],
    ["/checkout/success%ff", 400],
    [`/api/checkout/orders/${"a".repeat(101)}`, 414],
  ])("answers the URL %s the router cannot read with %i and {message}", async (path, status) => {
    const response = await server.request(path);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message: expect.any(String) });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-request-id")).toMatch(/\S/);
  });

  it("answers headers past Node's limit with 431 and {message}", async () => {
    const response = await server.request("/healthz", {
      headers: { "x-padding": "a".repeat(20_000) },
    });
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it("returns the caller's request id when it is a short safe id", async () => {
    for (const id of ["trace-123", "A.b_C-9", "x".repeat(64)]) {
      const response = await server.request("/", { headers: { "x-request-id": id } });
      expect(response.headers.get("x-request-id")).toBe(id);
    }
  });

  it("makes its own request id for a long or unsafe one", async () => {
    for (const id of ["x".repeat(65), "a".repeat(10_000), "two words", "<script>", "a/b", "é"]) {
      const response = await server.request("/api/no-such-thing", {
        headers: { "x-request-id": id },
      });
      const echoed = response.headers.get("x-request-id");
      expect(echoed).not.toBe(id);
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("applies migrations a second time as a no-op", async () => {
    await expect(server.database.migrate()).resolves.toBeUndefined();
    const ready = await server.request("/readyz");
    expect(ready.status).toBe(200);
  });
});

describe("shutdown", () => {
  it("cuts a client that stalls mid-request once the grace period is over", async () => {
    const server = await startTestServer("pglite", { SHUTDOWN_GRACE_MS: "300" });
    const { port } = new URL(server.url);
    const arrived = new Promise((resolve) => server.app.server.once("request", resolve));
    const socket = connect(Number(port), "127.0.0.1");
    const cut = new Promise((resolve) => socket.once("close", resolve));
    // Promises 100 bytes of body and sends 2: the request stays in flight.
    socket.write(
      "POST /api/price HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{}",
    );
    await arrived;
    const started = Date.now();
    await server.close();
    await cut;
    // The grace less what closing the database keeps back (the whole exit fits in the grace).
    expect(Date.now() - started).toBeGreaterThanOrEqual(300 - databaseCloseReserveMs(300));
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe("migrations on a database that persists", () => {
  it.each(testDatabases)("reopening %s keeps data and re-applies nothing", async (kind) => {
    const postgres =
      kind === "postgres" ? await createPostgresDatabase({ empty: true }) : undefined;
    const dataDir = mkdtempSync(join(tmpdir(), "qw-db-"));
    const options = postgres ? { databaseUrl: postgres.url } : { dataDir };
    try {
      const first = openDatabase(options);
      await first.migrate();
      await first.db.execute(
        "insert into contact_leads (name, email, company, message) values ('A', 'a@example.com', 'Co', 'hi')",
      );
      await first.close();

      const second = openDatabase(options);
      await second.migrate();
      const rows = await second.db.execute("select count(*)::int as count from contact_leads");
      await second.close();
      expect((rows as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(1);
    } finally {
      await postgres?.drop();
    }
  });
});

describe("a new embedded database from NEW_DATABASE_TEMPLATE", () => {
  const leadCount = async (server: TestServer) => {
    const result = await server.database.db.execute("select count(*)::int as n from contact_leads");
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
  };
  const addLead = (db: Db) =>
    db.execute(
      "insert into contact_leads (name, email, company, message) values ('T', 't@example.com', 'Co', 'hi')",
    );

  it("starts as the saved database in memory and in a new DATA_DIR; an existing one stays", async () => {
    const template = await saveMigratedDatabase(addLead);
    const dataDir = mkdtempSync(join(tmpdir(), "qw-db-"));
    try {
      const inMemory = await startTestServer("pglite", { NEW_DATABASE_TEMPLATE: template });
      expect(await leadCount(inMemory)).toBe(1);
      await inMemory.close();

      const onDisk = { DATA_DIR: dataDir, NEW_DATABASE_TEMPLATE: template };
      const first = await startTestServer("pglite", onDisk);
      expect(await leadCount(first)).toBe(1);
      await addLead(first.database.db);
      await first.close();

      const reopened = await startTestServer("pglite", onDisk);
      expect(await leadCount(reopened)).toBe(2);
      await reopened.close();
    } finally {
      rmSync(dirname(template), { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("bad configuration", () => {
  it("stops the start with a message naming the JSON field", async () => {
    // A file in today's one-service shape is still read (decision 047).
    const demo = JSON.parse(readFileSync("tests/fixtures/one-service-demo-business.json", "utf8"));
    demo.offering.areas[1].prices.FOUR_CAR = -5;
    const dir = mkdtempSync(join(tmpdir(), "qw-config-"));
    const path = join(dir, "business.json");
    writeFileSync(path, JSON.stringify(demo));
    const env = parseEnv({
      PORT: "0",
      DATA_DIR: "memory://",
      LOG_LEVEL: "silent",
      BUSINESS_CONFIG: path,
    });
    await expect(startServer(env)).rejects.toThrow(/offering\.areas\[1\]\.prices\.FOUR_CAR/);
  });

  it("stops the start with a message naming the environment variable", () => {
    expect(() => parseEnv({ PORT: "not-a-port" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "nonsense" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ GEOCODER: "carrier-pigeon" })).toThrow(/GEOCODER/);
  });
});
