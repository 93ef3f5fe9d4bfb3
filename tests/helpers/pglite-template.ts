import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "@/server/db/database";

/**
 * Creating an embedded database and applying every migration costs a test server about two
 * seconds of CPU; the integration suite starts well over a hundred of them. The suite's global
 * setup does it once and saves the migrated data directory; each test server on PGlite starts as
 * a copy of it (migrations still run, and find nothing to do).
 */
const TEMPLATE_ENV = "TEST_PGLITE_TEMPLATE";

/** Vitest global setup: the migrated data directory into a file the test workers read. */
export async function setup() {
  const database = openDatabase({ dataDir: "memory://" });
  try {
    await database.migrate();
    // Drizzle's documented handle on the driver it wraps.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const saved = await client.dumpDataDir("none");
    const file = join(tmpdir(), `qw-pglite-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await saved.arrayBuffer()));
    process.env[TEMPLATE_ENV] = file;
    return () => rmSync(file, { force: true });
  } finally {
    await database.close();
  }
}

let template: Blob | undefined;

/**
 * The saved migrated database, when the runner made one (Vitest does; Playwright does not).
 * Read once per test file: PGlite copies it into each new database, the Blob stays as it is.
 */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  if (!file || !existsSync(file)) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}
