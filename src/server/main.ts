import { ConfigError, parseEnv } from "./config/env";
import { startupWarnings } from "./config/startup-warnings";
import { startServer } from "./start-server";

async function main(): Promise<void> {
  const env = parseEnv();
  const server = await startServer(env);
  server.app.log.info(
    { url: server.url, database: server.database.kind },
    `Quotewise is serving ${server.url}`,
  );
  if (server.setupUrl) {
    server.app.log.warn(
      { setupUrl: server.setupUrl },
      `No admin yet: open ${server.setupUrl} to create the owner account (works once, for an hour)`,
    );
  }
  for (const warning of startupWarnings(env)) server.app.log.warn(warning);

  const shutdown = (signal: NodeJS.Signals) => {
    server.app.log.info({ signal }, "shutting down: draining in-flight requests");
    // The last word: whatever still hangs when the grace is over (a stalled database) is dropped.
    setTimeout(() => {
      server.app.log.error("shutdown grace ran out: exiting with work unfinished");
      process.exit(1);
    }, env.SHUTDOWN_GRACE_MS).unref();
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
  const isExplained =
    error instanceof ConfigError ||
    (error instanceof Error && ["ConfigError", "DataDirInUseError"].includes(error.name));
  console.error(isExplained ? (error as Error).message : error);
  process.exit(1);
});
