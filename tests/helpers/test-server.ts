import { randomBytes } from "node:crypto";
import pg from "pg";
import { buildApp } from "@/server/app";
import { createBusinessStore } from "@/server/business/business-store";
import { createClock } from "@/server/clock";
import { type Env, parseEnv } from "@/server/config/env";
import { webDistDir } from "@/server/paths";
import { type RunningServer, startServer } from "@/server/start-server";
import { onPostgresServer, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from "./database-templates";
import { type JsonRequest, requestTo } from "./server-process";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const testDatabases: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export type TestServer = RunningServer & {
  request(path: string, init?: JsonRequest): Promise<Response>;
};

/**
 * A caller of `server`'s API that answers the status and the parsed body (null when none): GET,
 * or POST when a JSON body is given, unless a method is named.
 */
export function apiCaller(server: () => TestServer) {
  return async (
    path: string,
    init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const response = await server().request(path, {
      ...init,
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    });
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it asserts on
    return { status: response.status, body: (await response.json().catch(() => null)) as any };
  };
}

/** A test server and what a second instance on its database needs. */
type StartedTestServer = TestServer & { env: Env; kind: DatabaseKind; databaseUrl?: string };

const startedServers = new WeakMap<TestServer, StartedTestServer>();

/**
 * A fresh PostgreSQL database on the TEST_DATABASE_URL server, dropped by the returned function:
 * a copy of the run's migrated template, or `empty` (for tests of migrating from nothing).
 */
export async function createPostgresDatabase(
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `qw_test_${randomBytes(6).toString("hex")}`;
  const template = options.empty ? undefined : process.env[POSTGRES_TEMPLATE_ENV];
  await onPostgresServer(
    adminUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // pg's pool.end() resolves before its sockets close; a forced drop would kill them
      // mid-goodbye and surface as uncaught errors, so give them a moment to leave first.
      for (let waited = 0; waited < 2000; waited += 50) {
        const { rows } = await client.query(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Starts the real server (real HTTP, real database) on a free port. `connectVia` rewrites the
 * PostgreSQL URL the server connects with (to reach the database through a proxy).
 */
export async function startTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { connectVia?: (databaseUrl: string) => string } = {},
): Promise<TestServer> {
  const postgres = kind === "postgres" ? await createPostgresDatabase() : undefined;
  const connectVia = options.connectVia ?? ((databaseUrl: string) => databaseUrl);
  const parsed = parseEnv({
    PORT: "0",
    DATA_DIR: "memory://",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    RATE_LIMIT_PER_MINUTE: "0",
    ADMIN_LOGIN_LIMIT_PER_MINUTE: "0",
    DEMO_DATA: "false",
    ...(process.env[PGLITE_TEMPLATE_ENV] && {
      [PGLITE_TEMPLATE_ENV]: process.env[PGLITE_TEMPLATE_ENV],
    }),
    ...(postgres ? { DATABASE_URL: connectVia(postgres.url) } : {}),
    ...env,
  });
  const server = await startServer(parsed);
  const started: TestServer = {
    ...server,
    close: async () => {
      await server.close();
      await postgres?.drop();
    },
    request: requestTo(server.url),
  };
  startedServers.set(started, {
    ...started,
    env: parsed,
    kind,
    ...(postgres && { databaseUrl: postgres.url }),
  });
  return started;
}

/**
 * A second instance of the product on `server`'s database, as another machine behind the load
 * balancer would be: on PostgreSQL a server of its own (its own connection pool, business cache
 * and workers); on PGlite, whose database one process alone may open, a second app (its own
 * business cache and routes) on the same embedded database. Closing it leaves the database to
 * `server`.
 */
export async function startSecondInstance(
  server: TestServer,
  /** What this instance runs with otherwise: another pinned clock (`NOW`), to see time pass. */
  overrides: Pick<Env, "NOW"> = {},
): Promise<TestServer> {
  const first = startedServers.get(server);
  if (!first) throw new Error("startSecondInstance needs a server made by startTestServer");
  const env = { ...first.env, ...overrides };
  if (first.databaseUrl) {
    const second = await startServer({ ...env, DATABASE_URL: first.databaseUrl });
    return { ...second, request: requestTo(second.url) };
  }
  const businesses = createBusinessStore(server.database, {
    directBusinessSlug: env.PAYMENTS_DIRECT_BUSINESS,
  });
  const app = await buildApp(
    {
      env,
      database: server.database,
      clock: createClock(env.NOW),
      businesses,
      defaultBusinessSlug: env.DEFAULT_BUSINESS ?? "northside-snow",
    },
    { webDir: webDistDir },
  );
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    app,
    database: server.database,
    businesses,
    url: address,
    close: () => app.close(),
    request: requestTo(address),
  };
}
