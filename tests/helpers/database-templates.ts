import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Db, openDatabase } from "@/server/db/database";

/**
 * Creating a database and applying every migration costs a test server seconds of CPU on PGlite
 * and a few hundred milliseconds on PostgreSQL, and a test run starts hundreds of servers. A run
 * does it once per kind and every new test database starts as a copy; migrations still run and
 * find nothing to do. Tests about migrating from nothing ask for an empty database.
 */

/** The product's own setting (README: configuration), which child processes inherit. */
export const PGLITE_TEMPLATE_ENV = "NEW_DATABASE_TEMPLATE";
/** The PostgreSQL database, on TEST_DATABASE_URL's server, that test databases copy. */
export const POSTGRES_TEMPLATE_ENV = "TEST_POSTGRES_TEMPLATE";

/**
 * Saves a freshly migrated embedded database (with what `prepare` writes into it) to a new file;
 * returns the file's path.
 */
export async function saveMigratedDatabase(
  prepare: (db: Db) => Promise<unknown> = async () => {},
): Promise<string> {
  const database = openDatabase({ dataDir: "memory://" });
  try {
    await database.migrate();
    await prepare(database.db);
    // Drizzle's documented handle on the driver it wraps.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const saved = await client.dumpDataDir("none");
    const file = join(mkdtempSync(join(tmpdir(), "qw-new-database-")), "database.tar");
    writeFileSync(file, Buffer.from(await saved.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

/** Runs `statement` on the TEST_DATABASE_URL server's maintenance connection. */
export async function onPostgresServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A migrated PostgreSQL database to copy, on the server at `adminUrl`; returns its name. */
async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `qw_template_${process.pid}`;
  await onPostgresServer(adminUrl, `drop database if exists ${name}`);
  await onPostgresServer(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString() });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return name;
}

/**
 * Vitest global setup: the test workers and the servers they spawn start from the templates.
 * An embedded template the caller made (`npm test` makes one for Vitest and the browser tests)
 * is used as it is, and left for its maker to remove.
 */
export async function setup() {
  const given = process.env[PGLITE_TEMPLATE_ENV];
  const file = given ?? (await saveMigratedDatabase());
  process.env[PGLITE_TEMPLATE_ENV] = file;
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = adminUrl ? await createPostgresTemplate(adminUrl) : undefined;
  if (postgresTemplate) process.env[POSTGRES_TEMPLATE_ENV] = postgresTemplate;
  return async () => {
    if (!given) rmSync(dirname(file), { recursive: true, force: true });
    if (adminUrl && postgresTemplate) {
      await onPostgresServer(adminUrl, `drop database if exists ${postgresTemplate}`);
    }
  };
}
