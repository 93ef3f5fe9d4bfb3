import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";

export async function healthRoutes(app: FastifyInstance, database: Database): Promise<void> {
  app.get("/healthz", async () => ({ status: "ok" }));

  app.get("/readyz", async (request, reply) => {
    try {
      await database.ping();
      return { status: "ready", database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, "database not reachable");
      return reply.status(503).send({ message: "Database not reachable", status: "unavailable" });
    }
  });
}
