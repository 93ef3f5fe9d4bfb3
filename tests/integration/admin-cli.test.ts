import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createPersistentStore, loginAdmin } from "../helpers/admin";
import { spawnServerProcess } from "../helpers/server-process";
import { startTestServer, testDatabases } from "../helpers/test-server";

type CliResult = { code: number | null; stdout: string; stderr: string };

/** `npm run admin -- <args>` (its tsx script) as an operator runs it, the password piped on standard input. */
function runAdminCli(args: string[], env: Record<string, string>, stdin = ""): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
      env: { ...process.env, LOG_LEVEL: "silent", ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe.each(testDatabases)("npm run admin on %s", (kind) => {
  let store: Awaited<ReturnType<typeof createPersistentStore>>;

  beforeAll(async () => {
    store = await createPersistentStore(kind);
  }, 120_000);
  afterAll(() => store.drop());

  it("creates an account with a password from stdin, which then signs in", async () => {
    const created = await runAdminCli(
      ["create", "Boss@Example.com", "--name", "Pat Boss"],
      store.env,
      "plough through the night\n",
    );
    expect(created.stderr).not.toMatch(/error/i);
    expect(created.code).toBe(0);
    expect(created.stdout).toContain("Created admin boss@example.com (Pat Boss).");

    const server = await startTestServer("pglite", store.env);
    try {
      const token = await loginAdmin(server, {
        email: "boss@example.com",
        password: "plough through the night",
      });
      const ping = await server.request("/api/admin/ping", { headers: bearer(token) });
      expect((await ping.json()).admin).toMatchObject({
        name: "Pat Boss",
        email: "boss@example.com",
        role: "owner",
        emailVerified: true,
      });
    } finally {
      await server.close();
    }
  }, 120_000);

  it("refuses a duplicate account and a password under 12 characters", async () => {
    const duplicate = await runAdminCli(
      ["create", "boss@example.com"],
      store.env,
      "another fine password\n",
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain("An admin with the email boss@example.com already exists");

    const short = await runAdminCli(["create", "new@example.com"], store.env, "short\n");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("Password must be at least 12 characters");
  }, 120_000);

  it("resets a password and signs that admin out everywhere", async () => {
    let server = await startTestServer("pglite", store.env);
    const token = await loginAdmin(server, {
      email: "boss@example.com",
      password: "plough through the night",
    });
    await server.close();

    const reset = await runAdminCli(
      ["reset-password", "boss@example.com"],
      store.env,
      "salt the walkway first\n",
    );
    expect(reset.code).toBe(0);

    server = await startTestServer("pglite", store.env);
    try {
      expect((await server.request("/api/admin/ping", { headers: bearer(token) })).status).toBe(
        401,
      );
      await loginAdmin(server, { email: "boss@example.com", password: "salt the walkway first" });
    } finally {
      await server.close();
    }

    const unknown = await runAdminCli(
      ["reset-password", "ghost@example.com"],
      store.env,
      "salt the walkway first\n",
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No admin has the email ghost@example.com");
  }, 120_000);

  it("prints its usage for an unknown command", async () => {
    const result = await runAdminCli(["delete", "boss@example.com"], store.env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("npm run admin -- create <email>");
  }, 120_000);
});

describe("npm run admin while a server holds the embedded database", () => {
  it("refuses with a message and creates nothing, and works once the server has stopped", async () => {
    const store = await createPersistentStore("pglite");
    try {
      const server = await spawnServerProcess(store.env);
      const refused = await runAdminCli(
        ["create", "busy@example.com"],
        store.env,
        "plough through the night\n",
      );
      await server.stop();
      expect(refused.code).toBe(1);
      expect(refused.stdout).not.toContain("Created admin");
      expect(refused.stderr).toMatch(/in use by another process \(pid \d+\)/);
      expect(refused.stderr).toContain("stop the server");
      expect(refused.stderr).toContain("DATABASE_URL");

      const created = await runAdminCli(
        ["create", "busy@example.com"],
        store.env,
        "plough through the night\n",
      );
      expect(created.stderr).toBe("");
      expect(created.code).toBe(0);
      const restarted = await spawnServerProcess(store.env);
      try {
        const response = await restarted.request("/api/admin/login", {
          method: "POST",
          json: { email: "busy@example.com", password: "plough through the night" },
        });
        expect(response.status).toBe(200);
      } finally {
        await restarted.stop();
      }
    } finally {
      await store.drop();
    }
  }, 120_000);

  it("takes over the lock a killed server left behind", async () => {
    const store = await createPersistentStore("pglite");
    try {
      const server = await spawnServerProcess(store.env);
      await server.kill();
      const created = await runAdminCli(
        ["create", "after-crash@example.com"],
        store.env,
        "plough through the night\n",
      );
      expect(created.stderr).toBe("");
      expect(created.code).toBe(0);
    } finally {
      await store.drop();
    }
  }, 120_000);
});
