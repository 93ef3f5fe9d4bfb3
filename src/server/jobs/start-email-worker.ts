import type { FastifyBaseLogger } from "fastify";
import type { BusinessConfig } from "../config/business-config";
import type { Env } from "../config/env";
import type { Db } from "../db/database";
import { createMailer } from "../email/create-mailer";
import { type OutboxWorker, startOutboxWorker } from "./outbox-worker";

/** The outbox worker as configured by the environment: SMTP_URL, MAIL_FROM, OUTBOX_*. */
export function startEmailWorker(options: {
  env: Env;
  business: BusinessConfig;
  db: Db;
  log: FastifyBaseLogger;
}): OutboxWorker {
  const { env, business } = options;
  const from = env.MAIL_FROM ?? `"${business.name}" <${business.contact.email}>`;
  return startOutboxWorker({
    db: options.db,
    log: options.log.child({ component: "outbox" }),
    mailer: env.SMTP_URL ? createMailer({ smtpUrl: env.SMTP_URL, from }) : undefined,
    messageIdDomain: new URL(env.PUBLIC_URL).hostname,
    pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
  });
}
