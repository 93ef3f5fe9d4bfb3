import { describe, expect, it } from "vitest";
import { createPersistentStore } from "../helpers/admin";
import { runAdminCli } from "../helpers/admin-cli";
import { spawnServerProcess } from "../helpers/server-process";

const PASSWORD = "plough through the night";
const createAdmin = (email: string, env: Record<string, string>) =>
  runAdminCli(["create", email], env, `${PASSWORD}\n`);

describe("npm run admin while a server holds the embedded database", () => {
  it("refuses with a message and creates nothing, and works once the server has stopped", async () => {
    const store = await createPersistentStore("pglite");
    try {
      const server = await spawnServerProcess(store.env);
      const refused = await createAdmin("busy@example.com", store.env);
      await server.stop();
      expect(refused.code).toBe(1);
      expect(refused.stdout).not.toContain("Created admin");
      expect(refused.stderr).toMatch(/in use by another process \(pid \d+\)/);
      expect(refused.stderr).toContain("stop the server");
      expect(refused.stderr).toContain("DATABASE_URL");

      const created = await createAdmin("busy@example.com", store.env);
      expect(created.stderr).toBe("");
      expect(created.code).toBe(0);
      const restarted = await spawnServerProcess(store.env);
      try {
        const response = await restarted.request("/api/admin/login", {
          method: "POST",
          json: { email: "busy@example.com", password: PASSWORD },
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
      const created = await createAdmin("after-crash@example.com", store.env);
      expect(created.stderr).toBe("");
      expect(created.code).toBe(0);
    } finally {
      await store.drop();
    }
  }, 120_000);
});
