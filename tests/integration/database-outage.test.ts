import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, type TestContext } from "vitest";
import { insertOrder } from "../factories/insert-order";
import { selectRows } from "../helpers/checkout";
import { createPostgresDatabase } from "../helpers/database-templates";
import { spawnServerProcess } from "../helpers/server-process";
import { startTcpProxy } from "../helpers/tcp-proxy";
import { startTestServer, type TestServer } from "../helpers/test-server";

const adminUrl = process.env.TEST_DATABASE_URL ?? "";

/** A client on the PostgreSQL server (or one database of it), closed when the test ends. */
async function connect(onTestFinished: TestContext["onTestFinished"], database?: string) {
  const url = new URL(adminUrl);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  onTestFinished(() => client.end());
  return client;
}

/** Ends every connection to `database` but the `spared` ones, as a failover or restart does. */
async function terminateBackends(admin: pg.Client, database: string, spared: number[] = []) {
  const { rows } = await admin.query(
    `select pg_terminate_backend(pid) as ended from pg_stat_activity
     where datname = $1 and pid <> pg_backend_pid() and not (pid = any($2::int[]))`,
    [database, spared],
  );
  return rows.length;
}

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function databaseNameOf(server: TestServer): Promise<string> {
  const [row] = await selectRows<{ name: string }>(
    server.database,
    sql`select current_database() as name`,
  );
  return row!.name;
}

describe.skipIf(!adminUrl)("losing the PostgreSQL connection", () => {
  it("keeps the process up when its connections are terminated, and reconnects", async ({
    onTestFinished,
  }) => {
    const postgres = await createPostgresDatabase();
    onTestFinished(() => postgres.drop());
    const server = await spawnServerProcess({ DATABASE_URL: postgres.url });
    onTestFinished(() => server.kill());
    // Several requests at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 5 }, () => server.request("/readyz")));
    const admin = await connect(onTestFinished);

    expect(await terminateBackends(admin, new URL(postgres.url).pathname.slice(1))).toBeGreaterThan(
      0,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(server.running(), server.output()).toBe(true);
    expect((await server.request("/healthz")).status).toBe(200);
    const ready = await eventually(
      () => server.request("/readyz"),
      (response) => response.status === 200,
    );
    expect(ready.status).toBe(200);
    const order = await server.request(`/api/checkout/orders/${randomUUID()}`);
    expect(order.status).toBe(404);
    expect(server.running(), server.output()).toBe(true);
  }, 60_000);

  /** Each prepares what it needs, then returns how to send the request. */
  const inFlightRequests = [
    {
      name: "a read",
      prepare: async (server: TestServer) => () =>
        server.request(`/api/checkout/orders/${randomUUID()}`),
    },
    {
      name: "a transaction",
      prepare: async (server: TestServer) => {
        const order = await insertOrder(server.database.db);
        return () =>
          server.request(`/api/checkout/orders/${order.id}/test-payment`, {
            method: "POST",
            json: { customerName: "Pat Doe", phone: "914-555-0100" },
          });
      },
    },
  ];

  it.for(inFlightRequests)(
    "answers $name whose connection is cut with 503 and Retry-After, the next request normally",
    { timeout: 30_000 },
    async ({ prepare }, { onTestFinished }) => {
      const server = await startTestServer("postgres");
      onTestFinished(() => server.close());
      const send = await prepare(server);
      const database = await databaseNameOf(server);
      const admin = await connect(onTestFinished);
      // The request below waits on this lock, so it is in flight when its backend is ended.
      const holder = await connect(onTestFinished, database);
      const holderPid = (await holder.query("select pg_backend_pid() as pid")).rows[0].pid;

      await holder.query("begin; lock table orders in access exclusive mode");
      const inFlight = send();
      await eventually(
        () =>
          admin
            .query(
              "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
              [database],
            )
            .then((result) => result.rows[0].n as number),
        (waiting) => waiting > 0,
      );
      const {
        rows: [cut],
      } = await admin.query("select clock_timestamp() as at");
      await terminateBackends(admin, database, [holderPid]);
      const response = await inFlight;
      await holder.query("rollback");

      expect(response.status).toBe(503);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await response.json()).toEqual({ message: expect.stringMatching(/database/i) });
      // The server's idle connections were ended too; on a loaded machine their processes take a
      // moment to go, and the request after the outage is the one after they went.
      await eventually(
        () =>
          admin
            .query(
              `select count(*)::int as n from pg_stat_activity
               where datname = $1 and pid <> $2 and backend_start < $3`,
              [database, holderPid, cut.at],
            )
            .then((result) => result.rows[0].n as number),
        (left) => left === 0,
      );
      const next = await server.request(`/api/checkout/orders/${randomUUID()}`);
      expect(next.status).toBe(404);
      expect((await server.request("/readyz")).status).toBe(200);
    },
  );

  it("answers /readyz with 503 within 2 s while the database stalls, and 200 once it is back", async ({
    onTestFinished,
  }) => {
    const target = new URL(adminUrl);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    onTestFinished(() => proxy.close());
    const server = await startTestServer(
      "postgres",
      {},
      {
        connectVia: (databaseUrl) => {
          const url = new URL(databaseUrl);
          url.hostname = "127.0.0.1";
          url.port = String(proxy.port);
          return url.toString();
        },
      },
    );
    onTestFinished(async () => {
      proxy.resume();
      await server.close();
    });
    expect((await server.request("/readyz")).status).toBe(200);

    proxy.pause();
    // Twice: the first stalls a pooled connection, the second must not wait behind it.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const started = Date.now();
      const response = await server.request("/readyz", { signal: AbortSignal.timeout(5000) });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ message: expect.any(String) });
    }

    proxy.resume();
    const ready = await eventually(
      () => server.request("/readyz"),
      (response) => response.status === 200,
    );
    expect(ready.status).toBe(200);
  }, 30_000);
});
