import { ConfigError, parseEnv } from "./config/env";
import { startServer } from "./start-server";

async function main(): Promise<void> {
  const env = parseEnv();
  const server = await startServer(env);
  server.app.log.info(
    { url: server.url, database: server.database.kind },
    `Quotewise is serving ${server.url}`,
  );
  if (env.NODE_ENV === "production" && !process.env.PUBLIC_URL?.trim()) {
    server.app.log.warn(
      `PUBLIC_URL is not set: emails and Stripe return URLs use ${env.PUBLIC_URL}; set it to the address customers use, the same on every instance`,
    );
  }

  const shutdown = (signal: NodeJS.Signals) => {
    server.app.log.info({ signal }, "shutting down: draining in-flight requests");
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  const isConfig =
    error instanceof ConfigError || (error instanceof Error && error.name === "ConfigError");
  console.error(isConfig ? error.message : error);
  process.exit(1);
});
