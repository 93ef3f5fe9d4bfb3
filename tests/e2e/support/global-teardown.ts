import { dropPostgresDatabases } from "../../helpers/database-templates";

/** Drops the PostgreSQL databases of the run's servers (databases.ts), whatever became of them. */
export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const prefix = process.env.E2E_DATABASE_PREFIX;
  if (adminUrl && prefix) await dropPostgresDatabases(adminUrl, prefix);
}
