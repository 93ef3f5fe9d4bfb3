import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database";

export type PollingLoop = {
  /** Runs one batch now; resolves to how many items it claimed. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
};

/**
 * Runs `runBatch` every `pollIntervalMs`, at once again when a batch came back full (more may be
 * waiting). The loop behind the email outbox and webhook workers; each claims its own rows.
 */
export function startPollingLoop(options: {
  log: FastifyBaseLogger;
  name: string;
  pollIntervalMs: number;
  batchSize: number;
  runBatch: () => Promise<number>;
}): PollingLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = options
        .runBatch()
        .catch((error: unknown) => {
          options.log.error({ err: error }, `${options.name} run failed`);
          return 0;
        })
        .then((claimed) => {
          running = undefined;
          schedule(claimed >= options.batchSize ? 0 : options.pollIntervalMs);
          return claimed;
        });
    }, delayMs);
    timer.unref();
  }

  schedule(0);
  return {
    runOnce: options.runBatch,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Claims up to `batchSize` due rows ('pending', run_at passed) of a job table with FOR UPDATE
 * SKIP LOCKED and leases them (run_at moves past the lease), so any number of workers on any
 * number of processes each get different rows; the slow part (SMTP, HTTP) happens outside the
 * transaction, and a process that dies mid-job leaves its rows to be retried once the lease ends.
 */
export async function claimDueRows<Row>(
  db: Db,
  table: PgTable & { runAt: AnyPgColumn; status: AnyPgColumn; id: AnyPgColumn },
  options: { leaseMs: number; batchSize: number; returning: SQL },
): Promise<Row[]> {
  const result = await db.execute(sql`
    update ${table} set run_at = now() + make_interval(secs => ${options.leaseMs / 1000})
    where id in (
      select id from ${table}
      where status = 'pending' and run_at <= now()
      order by run_at, id
      for update skip locked
      limit ${options.batchSize}
    )
    returning ${options.returning}`);
  return (result as unknown as { rows: Row[] }).rows;
}
