import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { createPostgresDatabase, POSTGRES_TEMPLATE_ENV } from "../../helpers/database-templates";

/**
 * Where the browser tests' servers keep their data (docs/decisions/062-browser-tests-on-postgresql.md):
 * a database of their own on the TEST_DATABASE_URL server when the run has a migrated template
 * there (`npm test` makes one), else PGlite, in memory or in a folder of the run's E2E_DATA_DIR.
 * PostgreSQL databases are named with the run's E2E_DATABASE_PREFIX; the run drops them all at
 * its end (global-teardown.ts), and its data folder goes with it.
 */
export const onPostgres = Boolean(
  process.env.TEST_DATABASE_URL && process.env[POSTGRES_TEMPLATE_ENV],
);

/** A server's database setting: DATABASE_URL on PostgreSQL, DATA_DIR on PGlite. */
export type DatabaseEnv = { DATABASE_URL: string } | { DATA_DIR: string };

function runDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir)
    throw new Error("E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts");
  return dir;
}

/**
 * A new migrated database that processes can open one after another (the add-business and admin
 * scripts, then servers), or a copy of `copyOf`.
 */
export async function newDatabase(copyOf?: DatabaseEnv): Promise<DatabaseEnv> {
  if (onPostgres) {
    const template =
      copyOf && "DATABASE_URL" in copyOf
        ? new URL(copyOf.DATABASE_URL).pathname.slice(1)
        : undefined;
    const { url } = await createPostgresDatabase({
      prefix: process.env.E2E_DATABASE_PREFIX,
      ...(template && { template }),
    });
    return { DATABASE_URL: url };
  }
  const dir = mkdtempSync(join(runDataDir(), "db-"));
  if (copyOf && "DATA_DIR" in copyOf) cpSync(copyOf.DATA_DIR, dir, { recursive: true });
  return { DATA_DIR: dir };
}

/** A new migrated database for one server process: on PGlite, in that process's memory. */
export function serverDatabase(): Promise<DatabaseEnv> {
  return onPostgres ? newDatabase() : Promise.resolve({ DATA_DIR: "memory://" });
}

/**
 * A database that `fill` fills once per run, by the first worker that asks for `name`; every
 * caller gets a copy of its own. The other workers wait for the first.
 */
export async function sharedDatabaseCopy(
  name: string,
  fill: (database: DatabaseEnv) => Promise<void>,
): Promise<DatabaseEnv> {
  const published = join(runDataDir(), `${name}.json`);
  try {
    mkdirSync(join(runDataDir(), `${name}.lock`));
  } catch {
    await expect
      .poll(() => existsSync(published), {
        timeout: 120_000,
        message: `another worker fills ${name}`,
      })
      .toBe(true);
    return newDatabase(JSON.parse(readFileSync(published, "utf8")) as DatabaseEnv);
  }
  const filled = await newDatabase();
  await fill(filled);
  writeFileSync(`${published}.partial`, JSON.stringify(filled));
  renameSync(`${published}.partial`, published);
  return newDatabase(filled);
}
