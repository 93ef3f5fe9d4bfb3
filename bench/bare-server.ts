import Fastify from "fastify";

/** The baseline: a bare Fastify route answering JSON, on the same machine as the product. */
const app = Fastify({ logger: false });
app.get("/readyz", async () => ({ status: "ready" }));
app.post("/bare", async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
