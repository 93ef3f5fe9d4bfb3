import type { FastifyBaseLogger } from "fastify";
import type { BusinessStore } from "../business/business-store";
import type { Clock } from "../clock";
import type { Env } from "../config/env";
import type { Db } from "../db/database";
import { sendDueReminders } from "../recovery/send-due-reminders";

export type ReminderScheduler = {
  /** Queues the reminders due now; resolves to how many. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
};

/**
 * Polls for due quote reminders (docs/product/quote-recovery.md#when) and queues them in the
 * outbox, which the email worker sends. Any number of instances may run it: each reminder is
 * claimed once.
 */
export function startReminderScheduler(options: {
  env: Pick<Env, "PUBLIC_URL" | "MAIL_FROM" | "REMINDER_POLL_INTERVAL_MS">;
  db: Db;
  businesses: BusinessStore;
  clock: Clock;
  log: FastifyBaseLogger;
}): ReminderScheduler {
  const { env, log } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const runOnce = () =>
    sendDueReminders({
      db: options.db,
      businesses: options.businesses,
      now: options.clock(),
      publicUrl: env.PUBLIC_URL,
      mailFrom: env.MAIL_FROM,
    });

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .then((queued) => queued > 0 && log.info({ queued }, "quote reminders queued"))
        .catch((error: unknown) => log.error({ err: error }, "quote reminder run failed"))
        .finally(() => {
          running = undefined;
          schedule(env.REMINDER_POLL_INTERVAL_MS);
        });
    }, delayMs);
    timer.unref();
  }

  schedule(0);
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
