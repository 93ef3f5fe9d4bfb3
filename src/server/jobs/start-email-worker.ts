import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../config/env";
import type { Db } from "../db/database";
import { createMailer } from "../email/create-mailer";
import { type OutboxWorker, startOutboxWorker } from "./outbox-worker";

/**
 * The outbox worker as configured by the environment: SMTP_URL, MAIL_FROM, OUTBOX_*. It serves
 * every business: each email carries its own sender (rendered when it was queued), so the
 * worker knows no business.
 */
export function startEmailWorker(options: {
  env: Env;
  db: Db;
  log: FastifyBaseLogger;
}): OutboxWorker {
  const { env } = options;
  return startOutboxWorker({
    db: options.db,
    log: options.log.child({ component: "outbox" }),
    mailer: env.SMTP_URL
      ? createMailer({ smtpUrl: env.SMTP_URL, legacyFrom: env.MAIL_FROM })
      : undefined,
    messageIdDomain: new URL(env.PUBLIC_URL).hostname,
    pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    ...(env.OUTBOX_LEASE_MS !== undefined && { leaseMs: env.OUTBOX_LEASE_MS }),
  });
}
