import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import type { DiskSpace } from "../db/disk-space";
import { DISK_FULL_MESSAGE } from "../http/disk-full";

/** Load balancers give up on a health check after a few seconds; answer well within that. */
export const READINESS_DEADLINE_MS = 1_500;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

export async function healthRoutes(
  app: FastifyInstance,
  database: Database,
  diskSpace: DiskSpace,
): Promise<void> {
  app.get("/healthz", async () => ({ status: "ok" }));

  app.get("/readyz", async (request, reply) => {
    try {
      await within(database.ping(), READINESS_DEADLINE_MS);
      // Reads are still served: a balancer with no other instance may keep sending them.
      if (await diskSpace.full()) {
        return reply.status(503).send({ message: DISK_FULL_MESSAGE, status: "disk_full" });
      }
      return { status: "ready", database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, "database not reachable");
      return reply.status(503).send({ message: "Database not reachable", status: "unavailable" });
    }
  });
}
