import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

/** A port nothing listens on right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type JsonRequest = RequestInit & { json?: unknown };

/** fetch against one server's base URL; `json` sends a JSON body with its content type. */
export function requestTo(baseUrl: string) {
  return (path: string, init: JsonRequest = {}): Promise<Response> => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set("content-type", "application/json");
    return fetch(`${baseUrl}${path}`, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  };
}

export type ServerProcess = {
  url: string;
  request(path: string, init?: JsonRequest): Promise<Response>;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Whether the process is still running. */
  running(): boolean;
  /** SIGKILL: no shutdown hooks, no flushing, as when a machine or container dies. */
  kill(): Promise<void>;
  /** SIGTERM: the normal, draining shutdown. */
  stop(): Promise<void>;
};

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * How a test starts the product server in a process of its own: from the build, as `npm start`
 * runs it, when the run has just built it (`npm test` sets TEST_SERVER_BUILD); else from source
 * (tsx loaded with --import), so a test run by hand needs no build. Either way one node process,
 * so a signal reaches the server itself.
 */
export const serverProcessArgs: string[] = process.env.TEST_SERVER_BUILD
  ? [process.env.TEST_SERVER_BUILD]
  : ["--import", "tsx", "src/server/main.ts"];

/** The product server in its own process on a free port (serverProcessArgs). */
export async function spawnServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await findFreePort();
  let output = "";
  const child = spawn(process.execPath, serverProcessArgs, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "0",
      ADMIN_LOGIN_LIMIT_PER_MINUTE: "0",
      DEMO_DATA: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  // Generous: a cold start (PGlite, migrations) on a busy 2-core machine takes a minute.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    request: requestTo(url),
    output: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    kill: async () => {
      child.kill("SIGKILL");
      await exited(child);
    },
    stop: async () => {
      child.kill("SIGTERM");
      await exited(child);
    },
  };
}
