import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createPersistentStore, loginAdmin } from "../helpers/admin";
import { runAdminCli } from "../helpers/admin-cli";
import { startTestServer, testDatabases } from "../helpers/test-server";

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

  it("makes a Quotewise operator, who opens the platform console", async () => {
    const created = await runAdminCli(
      ["create-operator", "Ops@Example.com", "--name", "Olive Ops"],
      store.env,
      "watching every business\n",
    );
    expect(created.stderr).not.toMatch(/error/i);
    expect(created.code).toBe(0);
    expect(created.stdout).toContain("Created Quotewise operator ops@example.com (Olive Ops).");

    const server = await startTestServer("pglite", store.env);
    try {
      const operator = bearer(
        await loginAdmin(server, { email: "ops@example.com", password: "watching every business" }),
      );
      const ping = await server.request("/api/admin/ping", { headers: operator });
      expect((await ping.json()).admin).toMatchObject({
        role: "staff",
        emailVerified: true,
        platformOperator: true,
      });
      expect((await server.request("/api/platform/businesses", { headers: operator })).status).toBe(
        200,
      );
    } finally {
      await server.close();
    }
  }, 120_000);

  it("prints its usage for an unknown command", async () => {
    const result = await runAdminCli(["delete", "boss@example.com"], store.env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("npm run admin -- create <email>");
  }, 120_000);
});
