import { rmSync } from "node:fs";
import { dirname } from "node:path";
import {
  createPostgresTemplate,
  onPostgresServer,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
  saveMigratedDatabase,
} from "../tests/helpers/database-templates";

/**
 * `npm test`'s migrated template databases, made once for Vitest and the browser tests so that
 * neither runner migrates its own:
 *
 * - `create` prints the settings that name them (NEW_DATABASE_TEMPLATE, and TEST_POSTGRES_TEMPLATE
 *   when TEST_DATABASE_URL names a PostgreSQL server), one `NAME=value` line each;
 * - `remove` removes the templates those settings name.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const command = process.argv[2];
if (command === "create") {
  console.log(`${PGLITE_TEMPLATE_ENV}=${await saveMigratedDatabase()}`);
  if (adminUrl) console.log(`${POSTGRES_TEMPLATE_ENV}=${await createPostgresTemplate(adminUrl)}`);
} else if (command === "remove") {
  const embedded = process.env[PGLITE_TEMPLATE_ENV];
  if (embedded) rmSync(dirname(embedded), { recursive: true, force: true });
  const postgres = process.env[POSTGRES_TEMPLATE_ENV];
  if (adminUrl && postgres) await onPostgresServer(adminUrl, `drop database if exists ${postgres}`);
} else {
  console.error("usage: tsx scripts/test-databases.ts create|remove");
  process.exit(2);
}
