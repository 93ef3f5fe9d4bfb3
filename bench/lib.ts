import { spawn } from "node:child_process";
import autocannon from "autocannon";

export type BenchRow = {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
  /** Non-2xx answers. */
  non2xx: number;
  /** Shown as "x% of <baseline>" in the table when set. */
  baseline?: string;
};

export type LoadOptions = {
  name: string;
  url: string;
  connections: number;
  durationSeconds: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** A fixed body, or a function giving a new one per request. */
  body?: string | (() => string);
  baseline?: string;
};

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

/** Runs autocannon against one URL on this machine and reduces the result to a table row. */
export async function measure(options: LoadOptions): Promise<BenchRow> {
  const { body } = options;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        method: options.method ?? "GET",
        headers: options.headers,
        ...(typeof body === "function"
          ? { requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }] }
          : body !== undefined
            ? { body }
            : {}),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    name: options.name,
    connections: options.connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    baseline: options.baseline,
  };
}

export function formatTable(rows: BenchRow[]): string {
  const byName = new Map(rows.map((row) => [row.name, row]));
  const header =
    "| scenario | conns | req/s | vs baseline | p50 ms | p95 ms | p99 ms | errors | non-2xx |\n" +
    "|---|---|---|---|---|---|---|---|---|";
  const lines = rows.map((row) => {
    const base = row.baseline ? byName.get(row.baseline) : undefined;
    const ratio = base
      ? `${Math.round((row.requestsPerSecond / base.requestsPerSecond) * 100)}% of ${base.name}`
      : "";
    return `| ${row.name} | ${row.connections} | ${row.requestsPerSecond} | ${ratio} | ${row.p50Ms} | ${row.p95Ms} | ${row.p99Ms} | ${row.errors} | ${row.non2xx} |`;
  });
  return [header, ...lines].join("\n");
}

export type Scenario = { name: string; run(): Promise<BenchRow[]> };

export type SpawnedServer = { url: string; stop(): Promise<void> };

/** Starts a server in its own process (so load and server do not share an event loop). */
export async function spawnServer(options: {
  command: string[];
  port: number;
  env?: Record<string, string>;
  readyPath?: string;
}): Promise<SpawnedServer> {
  const [command, ...args] = options.command;
  const child = spawn(command!, args, {
    env: { ...process.env, PORT: String(options.port), LOG_LEVEL: "warn", ...options.env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${options.port}`;
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
export function spawnProductServer(port: number, env: Record<string, string> = {}) {
  return spawnServer({
    command: (process.env.BENCH_SERVER_COMMAND ?? "node dist/server/main.js").split(" "),
    port,
    env: { DATA_DIR: "memory://", RATE_LIMIT_PER_MINUTE: "0", NOW: "2025-10-01T12:00:00Z", ...env },
  });
}
