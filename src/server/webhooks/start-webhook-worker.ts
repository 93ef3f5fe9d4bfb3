import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../config/env";
import type { Db } from "../db/database";
import { platformSender } from "../email/queue-email";
import type { PollingLoop } from "../jobs/polling-loop";
import { startWebhookWorker } from "./webhook-worker";

/** The webhook worker as configured by the environment: WEBHOOKS_*. It serves every business. */
export function startWebhookWorkerFromEnv(options: {
  env: Env;
  db: Db;
  log: FastifyBaseLogger;
}): PollingLoop {
  const { env } = options;
  return startWebhookWorker({
    db: options.db,
    log: options.log.child({ component: "webhooks" }),
    pollIntervalMs: env.WEBHOOKS_POLL_INTERVAL_MS,
    retryBaseMs: env.WEBHOOKS_RETRY_BASE_MS,
    timeoutMs: env.WEBHOOKS_TIMEOUT_MS,
    allowPrivateTargets: env.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
    sender: platformSender(env),
    publicUrl: env.PUBLIC_URL,
  });
}
