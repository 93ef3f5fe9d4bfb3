import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findFreePort } from "../../helpers/server-process";
import { ADMIN } from "./admin-fixtures";
import { type DatabaseEnv, serverDatabase } from "./databases";

export interface ExtraServer {
  baseURL: string;
  /** What the server has written to stdout and stderr so far (its log lines). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Another product server for tests that need other settings (another NOW): the command
 * Playwright's own server runs (E2E_SERVER_COMMAND, else the built `node dist/server/main.js`),
 * on a free port, with a new database of its own unless `env` names one (databases.ts).
 */
export async function startExtraServer(env: Record<string, string>): Promise<ExtraServer> {
  const database = env.DATA_DIR || env.DATABASE_URL ? {} : await serverDatabase();
  const port = await findFreePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const command = process.env.E2E_SERVER_COMMAND ?? "node dist/server/main.js";
  const child = spawn(command, {
    shell: true,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      ...database,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "0",
      ADMIN_LOGIN_LIMIT_PER_MINUTE: "0",
      DEMO_DATA: "false",
      // Emailed links and Stripe's return URLs lead back to this very server and origin.
      PUBLIC_URL: baseURL,
      ...env,
    },
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  // The shell, npx and node run as one process group: stopping it stops them all.
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`extra server exited early:\n${output}`);
    const ready = await fetch(`${baseURL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseURL, output: () => output, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`extra server did not start on ${baseURL}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Adds businesses to `database` the way an operator does (`npm run add-business`, one process
 * for all of them), before an extra server opens it. Each is live, at its config's id as slug.
 */
export async function addBusinesses(options: {
  database: DatabaseEnv;
  configFiles: readonly string[];
}): Promise<void> {
  const configs = options.configFiles.map((file) => `--config ${file}`).join(" ");
  const command = `npx tsx scripts/add-business.ts ${configs} --status live`;
  const child = spawn(command, {
    shell: true,
    env: { ...process.env, ...options.database, LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`adding ${options.configFiles.join(", ")} failed (exit ${code})`);
}

/**
 * An extra server (at `now`) whose business is `config` at `id`, owned by ADMIN, its mail sent to
 * `smtpUrl`; stopping it removes its business file too.
 */
export async function startOwnedBusinessServer(options: {
  id: string;
  config: object;
  now: string;
  smtpUrl: string;
}): Promise<ExtraServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `qw-e2e-${options.id}-`));
  const file = join(dataDir, "business.json");
  writeFileSync(file, JSON.stringify({ ...options.config, id: options.id }));
  try {
    const server = await startExtraServer({
      NOW: options.now,
      BUSINESS_CONFIG: file,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: options.smtpUrl,
      MAIL_FROM: "Quotewise <mail@quotewise.example>",
      OUTBOX_POLL_INTERVAL_MS: "100",
    });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
