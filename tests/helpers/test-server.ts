import { buildApp } from "@/server/app";
import { createBusinessStore } from "@/server/business/business-store";
import { createClock } from "@/server/clock";
import { type Env, parseEnv } from "@/server/config/env";
import { webDistDir } from "@/server/paths";
import { type RunningServer, startServer } from "@/server/start-server";
import { createPostgresDatabase, PGLITE_TEMPLATE_ENV } from "./database-templates";
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
