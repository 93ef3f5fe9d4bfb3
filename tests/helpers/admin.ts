import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { createPostgresDatabase } from "./database-templates";
import type { DatabaseKind, TestServer } from "./test-server";

/** The account test servers create through ADMIN_EMAIL and ADMIN_PASSWORD. */
export const TEST_ADMIN = {
  email: "owner@example.com",
  password: "correct horse battery staple",
} as const;

export const TEST_ADMIN_ENV = {
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
};

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Signs in through POST /api/admin/login and returns the bearer token. */
export async function loginAdmin(
  server: TestServer,
  credentials: { email: string; password: string } = TEST_ADMIN,
): Promise<string> {
  const response = await server.request("/api/admin/login", { method: "POST", json: credentials });
  expect(response.status, await response.clone().text()).toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}

/**
 * A database that outlives one server, so a test can restart the server at another NOW:
 * a PGlite folder, or a fresh PostgreSQL database. Pass `env` to startTestServer("pglite", ...).
 */
export async function createPersistentStore(
  kind: DatabaseKind,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (kind === "postgres") {
    const postgres = await createPostgresDatabase();
    return { env: { DATABASE_URL: postgres.url }, drop: postgres.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "qw-admin-"));
  return {
    env: { DATA_DIR: dataDir },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
