import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Database, openDatabase } from "@/server/db/database";
import { queueEmail } from "@/server/email/queue-email";
import { createPostgresDatabase, PGLITE_TEMPLATE_ENV } from "./database-templates";
import type { DatabaseKind } from "./test-server";

/**
 * A migrated database of either kind that a test opens itself (to queue jobs, to check them)
 * and that a server process can be pointed at in between: PGlite in a folder on disk, or a
 * PostgreSQL database on the TEST_DATABASE_URL server.
 */
export type JobDatabase = {
  /** DATA_DIR or DATABASE_URL for a server process. */
  env: Record<string, string>;
  open(): Database;
  remove(): Promise<void>;
};

export async function createJobDatabase(kind: DatabaseKind): Promise<JobDatabase> {
  if (kind === "postgres") {
    const postgres = await createPostgresDatabase();
    return {
      env: { DATABASE_URL: postgres.url },
      open: () => openDatabase({ databaseUrl: postgres.url }),
      remove: () => postgres.drop(),
    };
  }
  const dataDir = join(mkdtempSync(join(tmpdir(), "qw-jobs-")), "data");
  const template = process.env[PGLITE_TEMPLATE_ENV];
  const first = openDatabase({
    dataDir,
    ...(template && { startFrom: new Blob([readFileSync(template)]) }),
  });
  await first.migrate();
  await first.close();
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    remove: async () => rmSync(join(dataDir, ".."), { recursive: true, force: true }),
  };
}

/** Queues `count` plain emails (no business) straight into the outbox. */
export async function queueTestEmails(database: Database, count: number, prefix = "mail") {
  for (let index = 0; index < count; index++) {
    await queueEmail(database.db, {
      kind: "order_receipt",
      dedupeKey: `${prefix}:${index}`,
      from: { name: "Quotewise", address: "mail@quotewise.example" },
      to: `${prefix}-${index}@example.com`,
      subject: `Message ${index}`,
      text: `Message ${index}`,
      html: `<p>Message ${index}</p>`,
    });
  }
}
