import { resolve } from "node:path";
import { eq } from "drizzle-orm";
import { ensureAdminUser } from "./admin/admin-accounts";
import { issueSetupToken } from "./admin/admin-setup";
import { seedDemoOrders } from "./admin/demo-orders";
import { buildApp } from "./app";
import type { App } from "./app-context";
import { type BusinessStore, createBusinessStore } from "./business/business-store";
import { createClock } from "./clock";
import { loadBusinessFile } from "./config/business-config";
import { ConfigError, type Env } from "./config/env";
import type { Database, Db } from "./db/database";
import { openDatabaseFromEnv } from "./db/open-database-from-env";
import { businesses as businessRows } from "./db/schema";
import {
  convertToServicesConfigs,
  seedBusiness,
  upgradeLegacyBusinessConfigs,
} from "./db/seed-business";
import { startEmailWorker } from "./jobs/start-email-worker";
import { startReminderScheduler } from "./jobs/start-reminder-scheduler";
import { projectRoot, webDistDir } from "./paths";
import { startWebhookWorkerFromEnv } from "./webhooks/start-webhook-worker";

export type RunningServer = {
  app: App;
  database: Database;
  businesses: BusinessStore;
  url: string;
  /** While the database has no admin: the one-time link that creates the owner account. */
  setupUrl?: string;
  close(): Promise<void>;
};

/**
 * Stops listening and waits for requests in flight, but only so long: a client that stalls
 * mid-request must not hold a shutdown (or a rolling deploy) forever.
 */
function closeWithin(app: App, graceMs: number): Promise<void> {
  const deadline = setTimeout(() => app.server.closeAllConnections(), graceMs);
  return app.close().finally(() => clearTimeout(deadline));
}

/** What the shutdown grace keeps back for closing the database after requests and workers. */
export function databaseCloseReserveMs(graceMs: number): number {
  return Math.min(2_000, Math.floor(graceMs / 4));
}

/** PAYMENTS_DIRECT_BUSINESS must name a business this database has: a typo charges no one. */
async function assertDirectBusinessExists(db: Db, slug: string | undefined): Promise<void> {
  if (!slug) return;
  const [row] = await db
    .select({ id: businessRows.id })
    .from(businessRows)
    .where(eq(businessRows.slug, slug));
  if (!row) {
    throw new ConfigError(
      `Invalid environment:\n  PAYMENTS_DIRECT_BUSINESS: no business has the slug "${slug}"`,
    );
  }
}

/** Everything `npm start` does short of signal handling: config, database, migrations, listen. */
export async function startServer(env: Env): Promise<RunningServer> {
  const seeded = loadBusinessFile(resolve(projectRoot, env.BUSINESS_CONFIG));
  const database = openDatabaseFromEnv(env);
  try {
    await database.migrate();
    const isNewDatabase = await seedBusiness(database.db, seeded);
    await upgradeLegacyBusinessConfigs(database.db);
    await convertToServicesConfigs(database.db);
    const now = createClock(env.NOW)();
    if (isNewDatabase && env.DEMO_DATA) await seedDemoOrders(database.db, seeded, now);
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      await ensureAdminUser(database.db, {
        businessId: seeded.id,
        email: env.ADMIN_EMAIL,
        password: env.ADMIN_PASSWORD,
        now,
      });
    }
    const setupToken = await issueSetupToken(database.db, now);
    await assertDirectBusinessExists(database.db, env.PAYMENTS_DIRECT_BUSINESS);
    const businesses = createBusinessStore(database, {
      directBusinessSlug: env.PAYMENTS_DIRECT_BUSINESS,
    });
    const app = await buildApp(
      {
        env,
        database,
        clock: createClock(env.NOW),
        businesses,
        defaultBusinessSlug: env.DEFAULT_BUSINESS ?? seeded.id,
      },
      { webDir: env.WEB_DIR ? resolve(env.WEB_DIR) : webDistDir },
    );
    database.onConnectionLost((error) =>
      app.log.warn(
        { err: error },
        "database connection lost; the pool opens a new one when needed",
      ),
    );
    const address = await app.listen({ port: env.PORT, host: env.HOST });
    const emailWorker = startEmailWorker({ env, db: database.db, log: app.log });
    const webhookWorker = startWebhookWorkerFromEnv({ env, db: database.db, log: app.log });
    const reminders = startReminderScheduler({
      env,
      db: database.db,
      businesses,
      clock: createClock(env.NOW),
      log: app.log.child({ component: "reminders" }),
    });
    let closing: Promise<void> | undefined;
    return {
      app,
      database,
      businesses,
      url: address.replace("[::1]", "localhost"),
      ...(setupToken
        ? { setupUrl: `${env.PUBLIC_URL}/admin/setup?token=${encodeURIComponent(setupToken)}` }
        : {}),
      // All at once: no new connection or request is taken, no new job started, while the
      // requests and the job in flight finish within the grace (less the database's share).
      close: () => {
        const withinMs = env.SHUTDOWN_GRACE_MS - databaseCloseReserveMs(env.SHUTDOWN_GRACE_MS);
        closing ??= Promise.all([
          closeWithin(app, withinMs),
          reminders.stop(),
          emailWorker.stop(withinMs),
          webhookWorker.stop(withinMs),
        ]).then(() => database.close());
        return closing;
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
