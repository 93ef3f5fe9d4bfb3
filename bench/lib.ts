import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { loadBusinessFile } from "@/server/config/business-config";
import { projectRoot } from "@/server/paths";
import { priceQuote } from "@/server/quotes/price-quote";
import { checkoutAmountsOf } from "@/shared/api/checkout-amounts";
import type { PriceRequest } from "@/shared/api/quote-contract";
import { getPricedOptions } from "@/shared/offering";
import { findFreePort } from "../tests/helpers/server-process";

/** The clock of every bench server and seed, so the priced checkout amounts below hold. */
export const BENCH_NOW = "2025-10-01T12:00:00Z";

export type BenchRow = {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Requests sent: the answered ones plus the connection errors and timeouts. */
  requests: number;
  /** Connection errors, timeouts included. */
  errors: number;
  /** Non-2xx answers. */
  non2xx: number;
  /** Shown as "x% of <baseline>" in the table when set. */
  baseline?: string;
  /**
   * The server process's CPU time per answered request, in microseconds, when its pid was given:
   * steadier than requests/s on a machine other work shares.
   */
  serverCpuMicros?: number;
};

export type LoadRequest = {
  method?: "GET" | "POST";
  /** Overrides the path of the load's url. */
  path?: string;
  headers?: Record<string, string>;
  /** A fixed body, or a function giving a new one per request. */
  body?: string | (() => string);
};

export type LoadOptions = LoadRequest & {
  name: string;
  url: string;
  connections: number;
  durationSeconds: number;
  /** Instead of the one request above: each connection sends these in turn, over and over. */
  requests?: LoadRequest[];
  baseline?: string;
  /** The server's process id (Linux): its CPU time per request is measured too. */
  serverPid?: number;
};

/** CPU time (user and system) a process has used, in microseconds, from Linux's /proc. */
function cpuMicrosOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

function toAutocannonRequest({ method, path, headers, body }: LoadRequest): autocannon.Request {
  // autocannon merges a request over its defaults, so a key set to undefined would erase one.
  return {
    method: method ?? "GET",
    headers: headers ?? {},
    ...(path === undefined ? {} : { path }),
    ...(typeof body === "function"
      ? { setupRequest: (request: autocannon.Request) => ({ ...request, body: body() }) }
      : body === undefined
        ? {}
        : { body }),
  };
}

/**
 * Runs autocannon on this machine and reduces the result to a table row. The percentiles cover
 * every answer, non-2xx included.
 */
export async function measure(options: LoadOptions): Promise<BenchRow> {
  const requests = options.requests ?? [options];
  const latencies: number[] = [];
  const cpuBefore = options.serverPid === undefined ? 0 : cpuMicrosOf(options.serverPid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        requests: requests.map(toAutocannonRequest),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  const cpuMicros =
    options.serverPid === undefined ? 0 : cpuMicrosOf(options.serverPid) - cpuBefore;
  latencies.sort((a, b) => a - b);
  return {
    name: options.name,
    connections: options.connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    requests: latencies.length + result.errors,
    errors: result.errors,
    non2xx: result.non2xx,
    baseline: options.baseline,
    ...(options.serverPid !== undefined &&
      latencies.length > 0 && { serverCpuMicros: Math.round(cpuMicros / latencies.length) }),
  };
}

/**
 * Sends each request once, `concurrency` at a time, and fails on any answer but a 2xx: loads
 * what a server caches per request (a business) and checks the requests before they are timed.
 */
export async function sendEach(
  url: string,
  requests: readonly LoadRequest[],
  concurrency = 10,
): Promise<void> {
  for (let start = 0; start < requests.length; start += concurrency) {
    await Promise.all(
      requests.slice(start, start + concurrency).map(async ({ method, path, headers, body }) => {
        const response = await fetch(`${url}${path ?? ""}`, {
          method: method ?? "GET",
          ...(headers && { headers }),
          ...(body !== undefined && { body: typeof body === "function" ? body() : body }),
        });
        if (!response.ok) {
          throw new Error(
            `${method ?? "GET"} ${path}: ${response.status} ${await response.text()}`,
          );
        }
      }),
    );
  }
}

/** The share of requests that failed: connection errors, timeouts and non-2xx answers. */
export function errorRate(row: BenchRow): number {
  return row.requests > 0 ? (row.errors + row.non2xx) / row.requests : 0;
}

export function formatPercent(fraction: number): string {
  return fraction === 0 ? "0%" : `${(fraction * 100).toFixed(2)}%`;
}

const COLUMNS = [
  "scenario",
  "conns",
  "req/s",
  "vs baseline",
  "p50 ms",
  "p95 ms",
  "p99 ms",
  "errors",
  "non-2xx",
  "error rate",
];

/** A Markdown table, its columns padded the way Biome formats Markdown (so lint passes). */
export function formatTable(rows: BenchRow[]): string {
  const byName = new Map(rows.map((row) => [row.name, row]));
  const cells = rows.map((row) => {
    const base = row.baseline ? byName.get(row.baseline) : undefined;
    const ratio = base
      ? `${Math.round((row.requestsPerSecond / base.requestsPerSecond) * 100)}% of ${base.name}`
      : "";
    return [
      row.name,
      row.connections,
      row.requestsPerSecond,
      ratio,
      row.p50Ms,
      row.p95Ms,
      row.p99Ms,
      row.errors,
      row.non2xx,
      formatPercent(errorRate(row)),
    ].map(String);
  });
  const widths = COLUMNS.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]!.length)),
  );
  const toLine = (line: string[]) =>
    `| ${line.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  return [
    toLine(COLUMNS),
    toLine(widths.map((width) => "-".repeat(width))),
    ...cells.map(toLine),
  ].join("\n");
}

/** `summarize` gives lines to show under the scenario's table, e.g. what its rows add up to. */
export type Scenario = {
  name: string;
  run(): Promise<BenchRow[]>;
  summarize?(rows: BenchRow[]): string[];
};

export type SpawnedServer = { url: string; pid: number; stop(): Promise<void> };

/**
 * Starts a server in its own process (so load and server do not share an event loop), on `port`
 * or a free one: another checkout's bench or server may hold any given port.
 */
export async function spawnServer(options: {
  command: string[];
  port?: number;
  env?: Record<string, string>;
  readyPath?: string;
  /**
   * Where the server's stdout (its log) goes: here ("inherit", the default), or nowhere
   * ("discard"), for a server that logs every request under load.
   */
  stdout?: "inherit" | "discard";
}): Promise<SpawnedServer> {
  const [command, ...args] = options.command;
  const port = options.port ?? (await findFreePort());
  const child = spawn(command!, args, {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn", ...options.env },
    stdio: ["ignore", options.stdout === "discard" ? "ignore" : "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.command.join(" ")} exited early`);
    try {
      const response = await fetch(`${url}${options.readyPath ?? "/readyz"}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${options.command.join(" ")} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * The built product server (run `npm run build` first), on the embedded database unless env
 * says otherwise. BENCH_SERVER_COMMAND runs another build or the source instead (like
 * E2E_SERVER_COMMAND), e.g. "node --import tsx src/server/main.ts".
 */
export function spawnProductServer(
  env: Record<string, string> = {},
  options: { requestLogging?: boolean; command?: string; port?: number } = {},
) {
  return spawnServer({
    command: (
      options.command ??
      process.env.BENCH_SERVER_COMMAND ??
      "node dist/server/main.js"
    ).split(" "),
    ...(options.port !== undefined && { port: options.port }),
    // With request logging, the log level `npm start` runs at; the log goes to /dev/null, so
    // the server pays for writing every line and the terminal is spared reading them.
    ...(options.requestLogging ? { stdout: "discard" as const } : {}),
    env: {
      ...(options.requestLogging ? { LOG_LEVEL: "info" } : {}),
      DATA_DIR: "memory://",
      RATE_LIMIT_PER_MINUTE: "0",
      ADMIN_LOGIN_LIMIT_PER_MINUTE: "0",
      DEMO_DATA: "false",
      ANONYMOUS_WRITE_LIMITS: "off",
      NOW: BENCH_NOW,
      ...env,
    },
  });
}

/** The PostgreSQL server the bench creates its databases on (the user must be allowed to). */
const postgresUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * Runs `use` with the URL of a new, empty database on the bench PostgreSQL server and drops
 * the database after. When no database can be created there, says why and returns undefined.
 */
export async function withFreshPostgres<T>(
  label: string,
  use: (databaseUrl: string) => Promise<T>,
): Promise<T | undefined> {
  const name = `qw_bench_${label.replace(/\W/g, "_")}_${randomBytes(4).toString("hex")}`;
  const server = new pg.Client({ connectionString: postgresUrl });
  try {
    await server.connect();
    await server.query(`create database ${name}`);
  } catch (error) {
    await server.end();
    console.log(`${label} on PostgreSQL skipped: ${postgresUrl}: ${(error as Error).message}`);
    return undefined;
  }
  try {
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await server.query(`drop database if exists ${name} with (force)`);
    await server.end();
  }
}

/** Adds demo orders (and the custom quotes and leads that go with them) with scripts/seed.ts. */
function seedOrders(
  databaseUrl: string,
  orders: number,
  businesses = 1,
  seedArgs: readonly string[] = [],
): Promise<void> {
  const args = ["--orders", String(orders), "--businesses", String(businesses), ...seedArgs];
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", "scripts/seed.ts", ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, NOW: BENCH_NOW },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`seed exited ${code}`))));
  });
}

const BENCH_ADMIN = { email: "bench@example.com", password: "benchmark passphrase" };

/** Server env that creates the bench admin account at start. */
const benchAdminEnv = {
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
};

/** Signs the bench admin in; gives the headers that authorize its requests. */
async function signInBenchAdmin(serverUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${serverUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

export type SeededServer = {
  url: string;
  /** The server's process id. */
  pid: number;
  adminHeaders: Record<string, string>;
  databaseUrl: string;
};

type SeedOptions = {
  label: string;
  orders: number;
  businesses?: number;
  /** More arguments for scripts/seed.ts, e.g. `--trades <dir>`. */
  seedArgs?: readonly string[];
};

/**
 * Runs `use` with the URL of a fresh PostgreSQL database seeded with `orders` demo orders (per
 * business, with `businesses` businesses), and drops it after. Gives undefined when PostgreSQL
 * is not reachable.
 */
export function withSeededDatabase<T>(
  options: SeedOptions,
  use: (databaseUrl: string) => Promise<T>,
): Promise<T | undefined> {
  return withFreshPostgres(options.label, async (databaseUrl) => {
    await seedOrders(databaseUrl, options.orders, options.businesses, options.seedArgs);
    return use(databaseUrl);
  });
}

/**
 * Runs `use` against the product server (or `command`, another build) on a seeded database,
 * the bench admin signed in, and stops the server after.
 */
export async function withServerOn<T>(
  databaseUrl: string,
  use: (server: SeededServer) => Promise<T>,
  command?: string,
): Promise<T> {
  const server = await spawnProductServer(
    { DATABASE_URL: databaseUrl, ...benchAdminEnv },
    command ? { command } : {},
  );
  try {
    return await use({
      url: server.url,
      pid: server.pid,
      adminHeaders: await signInBenchAdmin(server.url),
      databaseUrl,
    });
  } finally {
    await server.stop();
  }
}

/**
 * Runs `use` against the product server on a fresh PostgreSQL database seeded with `orders`
 * demo orders (per business, with `businesses` businesses), the bench admin signed in, and stops
 * the server after. Gives undefined when PostgreSQL is not reachable.
 */
export function withSeededServer<T>(
  options: SeedOptions,
  use: (server: SeededServer) => Promise<T>,
): Promise<T | undefined> {
  return withSeededDatabase(options, (databaseUrl) => withServerOn(databaseUrl, use));
}

const json = { "content-type": "application/json" };

const demo = loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config;

/**
 * What the bench customer orders from the demo business: its first area, first priced option
 * and first add-on (a per-unit one at its least quantity).
 */
function benchOrder(): PriceRequest & { addons: { code: string; quantity?: number }[] } {
  const { offering } = demo;
  const option = getPricedOptions(offering)[0]!;
  const area = offering.areas.find((candidate) => Object.hasOwn(candidate.prices, option.code))!;
  const addon = offering.addons[0];
  const addons = !addon
    ? []
    : addon.pricing.type === "flat"
      ? [{ code: addon.code }]
      : [{ code: addon.code, quantity: addon.pricing.minQuantity }];
  return { area: area.name, option: option.code, addons };
}

const BENCH_ORDER = benchOrder();

export const priceRequest: LoadRequest = {
  method: "POST",
  path: "/api/price",
  headers: json,
  body: JSON.stringify(BENCH_ORDER),
};

/** The bench order with the amounts the price call shows at BENCH_NOW (the bench server's now). */
function pricedOrder() {
  const price = priceQuote({ config: demo, now: new Date(BENCH_NOW), ...BENCH_ORDER });
  return {
    ...BENCH_ORDER,
    ...checkoutAmountsOf(price),
  };
}

/**
 * A new customer per call, unique across runs, at an address in the demo's first area
 * (config/demo-business.json draws its areas, so the address is written out here).
 */
function newCustomers() {
  const run = randomBytes(4).toString("hex");
  let count = 0;
  return () => {
    count++;
    return {
      address: `${count} Birch Lane`,
      city: "Scarsdale",
      state: "NY",
      zipCode: "10583",
      email: `bench-${run}-${count}@example.com`,
    };
  };
}

/** The service-area check, each request a new lead. */
export function geoCheckRequest(): LoadRequest {
  const nextCustomer = newCustomers();
  return {
    method: "POST",
    path: "/api/geo/check",
    headers: json,
    body: () => JSON.stringify(nextCustomer()),
  };
}

/** Checkout in test mode, each request a new customer, so each one creates an order. */
export function checkoutRequest(): LoadRequest {
  const nextCustomer = newCustomers();
  const priced = pricedOrder();
  return {
    method: "POST",
    path: "/api/checkout",
    headers: json,
    body: () => JSON.stringify({ ...nextCustomer(), ...priced }),
  };
}
