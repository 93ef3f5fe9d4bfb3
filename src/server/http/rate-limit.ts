import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { Env } from "../config/env";

/**
 * Per-client-IP limit for the public API routes registered in the same scope. Counters live in
 * Redis when REDIS_URL is set, so every instance behind a load balancer shares them.
 */
export async function registerPublicRateLimit(app: FastifyInstance, env: Env): Promise<void> {
  if (env.RATE_LIMIT_PER_MINUTE === 0) return;
  // Without the offline queue a command fails at once while Redis is down, and skipOnError lets
  // the request through: an outage must not stall every quote behind reconnect attempts.
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) app.addHook("onClose", async () => redis.disconnect());
  await app.register(rateLimit, {
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: "1 minute",
    nameSpace: "qw-rate-limit:",
    ...(redis ? { redis, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests: please wait ${Math.ceil(context.ttl / 1000)} seconds and try again`,
    }),
  });
}
