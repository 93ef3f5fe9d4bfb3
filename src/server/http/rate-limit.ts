import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { Env } from "../config/env";

/**
 * Redis for rate-limit counters when REDIS_URL is set, so every instance behind a load
 * balancer shares them; undefined keeps the counters in this process.
 */
export function connectRateLimitStore(app: FastifyInstance, env: Env): Redis | undefined {
  if (!env.REDIS_URL) return undefined;
  // Without the offline queue a command fails at once while Redis is down, and skipOnError lets
  // the request through: an outage must not stall every quote behind reconnect attempts.
  const redis = new Redis(env.REDIS_URL, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  app.addHook("onClose", async () => redis.disconnect());
  return redis;
}

/**
 * A per-client-IP limit for the routes registered in the same scope, `max` per minute unless
 * `timeWindow` says otherwise; `max` 0 turns it off.
 */
export async function registerRateLimit(
  scope: FastifyInstance,
  options: {
    max: number;
    timeWindow?: "1 minute" | "1 hour";
    nameSpace: string;
    redis: Redis | undefined;
    message: (waitSeconds: number) => string;
  },
): Promise<void> {
  if (options.max === 0) return;
  await scope.register(rateLimit, {
    max: options.max,
    timeWindow: options.timeWindow ?? "1 minute",
    nameSpace: options.nameSpace,
    ...(options.redis ? { redis: options.redis, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: options.message(Math.ceil(context.ttl / 1000)),
    }),
  });
}
