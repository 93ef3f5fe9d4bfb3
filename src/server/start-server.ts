import { resolve } from "node:path";
import { ensureAdminUser } from "./admin/admin-accounts";
import { type App, buildApp } from "./app";
import { createClock } from "./clock";
import { loadBusinessConfig } from "./config/business-config";
import type { Env } from "./config/env";
import { type Database, openDatabase } from "./db/database";
import { saveBusiness } from "./db/save-business";
import { startEmailWorker } from "./jobs/start-email-worker";
import { projectRoot, webDistDir } from "./paths";

export type RunningServer = {
  app: App;
  database: Database;
  url: string;
  close(): Promise<void>;
};

/** Everything `npm start` does short of signal handling: config, database, migrations, listen. */
/**
 * Stops listening and waits for requests in flight, but only so long: a client that stalls
 * mid-request must not hold a shutdown (or a rolling deploy) forever.
 */
function closeWithin(app: App, graceMs: number): Promise<void> {
  const deadline = setTimeout(() => app.server.closeAllConnections(), graceMs);
  return app.close().finally(() => clearTimeout(deadline));
}

export async function startServer(env: Env): Promise<RunningServer> {
  const business = loadBusinessConfig(resolve(projectRoot, env.BUSINESS_CONFIG));
  const database = openDatabase(
    env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL }
      : { dataDir: env.DATA_DIR.startsWith("memory://") ? env.DATA_DIR : resolve(env.DATA_DIR) },
  );
  try {
    await database.migrate();
    await saveBusiness(database.db, business);
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      await ensureAdminUser(database.db, {
        businessId: business.id,
        email: env.ADMIN_EMAIL,
        password: env.ADMIN_PASSWORD,
        now: createClock(env.NOW)(),
      });
    }
    const app = await buildApp(
      { env, business, database, clock: createClock(env.NOW) },
      { webDir: env.WEB_DIR ? resolve(env.WEB_DIR) : webDistDir },
    );
    const address = await app.listen({ port: env.PORT, host: env.HOST });
    const emailWorker = startEmailWorker({ env, business, db: database.db, log: app.log });
    let closing: Promise<void> | undefined;
    return {
      app,
      database,
      url: address.replace("[::1]", "localhost"),
      close: () => {
        closing ??= emailWorker
          .stop()
          .then(() => closeWithin(app, env.SHUTDOWN_GRACE_MS))
          .then(() => database.close());
        return closing;
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
