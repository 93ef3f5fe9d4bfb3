import { randomBytes } from "node:crypto";
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
    // Cheaper for every copy to open (2026-11-29: half the CPU, 985 → 490 ms): with a checkpoint,
    // no log is left to replay (a database dumped while running is recovered at each start); a
    // 16 MB buffer pool takes less to set up than the default 128 MB; without the two template
    // databases, half the files are unpacked (no test creates a database inside PGlite).
    // One statement per call: DROP DATABASE runs alone.
    for (const statement of [
      "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
      "drop database template0",
      "drop database template1",
      "alter system set shared_buffers = '16MB'",
      "checkpoint",
    ]) {
      await client.exec(statement);
    }
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

/** `adminUrl` (TEST_DATABASE_URL) with the database `name` instead of its own. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A migrated PostgreSQL database to copy, on the server at `adminUrl`; returns its name. */
export async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `qw_template_${process.pid}`;
  await onPostgresServer(adminUrl, `drop database if exists ${name}`);
  await onPostgresServer(adminUrl, `create database ${name}`);
  const database = openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return name;
}

/**
 * Vitest global setup: the test workers and the servers they spawn start from the templates.
 * Templates the caller made (`npm test` makes them for Vitest and the browser tests) are used as
 * they are, and left for their maker to remove.
 */
export async function setup() {
  const given = process.env[PGLITE_TEMPLATE_ENV];
  const file = given ?? (await saveMigratedDatabase());
  process.env[PGLITE_TEMPLATE_ENV] = file;
  const adminUrl = process.env.TEST_DATABASE_URL;
  const givenPostgres = process.env[POSTGRES_TEMPLATE_ENV];
  const postgresTemplate =
    adminUrl && !givenPostgres ? await createPostgresTemplate(adminUrl) : undefined;
  if (postgresTemplate) process.env[POSTGRES_TEMPLATE_ENV] = postgresTemplate;
  return async () => {
    if (!given) rmSync(dirname(file), { recursive: true, force: true });
    if (adminUrl && postgresTemplate) {
      await onPostgresServer(adminUrl, `drop database if exists ${postgresTemplate}`);
    }
  };
}

/**
 * A fresh PostgreSQL database on the TEST_DATABASE_URL server, dropped by the returned function:
 * a copy of `template` (the run's migrated template unless named), or `empty` (for tests of
 * migrating from nothing). Its name starts with `prefix`.
 */
export async function createPostgresDatabase(
  options: { empty?: boolean; template?: string; prefix?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${options.prefix ?? "qw_test_"}${randomBytes(6).toString("hex")}`;
  const template = options.empty
    ? undefined
    : (options.template ?? process.env[POSTGRES_TEMPLATE_ENV]);
  await onPostgresServer(
    adminUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // pg's pool.end() resolves before its sockets close; a forced drop would kill them
      // mid-goodbye and surface as uncaught errors, so give them a moment to leave first.
      for (let waited = 0; waited < 2000; waited += 50) {
        const { rows } = await client.query(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Drops every database on the TEST_DATABASE_URL server whose name starts with `prefix`. */
export async function dropPostgresDatabases(adminUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [prefix],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
    }
  } finally {
    await client.end();
  }
}
