import { randomUUID } from "node:crypto";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import { isTransientDatabaseError } from "../db/connection-errors";
import type { Db } from "../db/database";

/**
 * How long a claimed job stays hidden from other workers without a renewal. Short, so the jobs a
 * dead instance had claimed are taken up again within a minute; a live worker renews its lease
 * every third of it (LEASE_RENEWAL), so a slow send never loses it.
 */
export const JOB_LEASE_MS = 30_000;

export type JobTable = PgTable & {
  id: AnyPgColumn;
  runAt: AnyPgColumn;
  status: AnyPgColumn;
  claimedBy: AnyPgColumn;
};

/** A worker's name on the rows it claims: one per worker, new each time a process starts. */
export function newWorkerId(kind: string): string {
  return `${kind}:${randomUUID()}`;
}

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

/**
 * Claims up to `batchSize` due rows ('pending', run_at passed) of a job table with FOR UPDATE
 * SKIP LOCKED and leases them to `workerId` (run_at moves past the lease), so any number of
 * workers on any number of processes each get different rows; the slow part (SMTP, HTTP) happens
 * outside the transaction, and a process that dies mid-job leaves its rows to be retried once the
 * lease ends.
 */
export async function claimDueRows<Row>(
  db: Db,
  table: JobTable,
  options: { workerId: string; leaseMs: number; batchSize: number; returning: SQL },
): Promise<Row[]> {
  const result = await db.execute(sql`
    update ${table} set run_at = ${leaseEnd(options.leaseMs)}, claimed_by = ${options.workerId}
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

export type HeldLease = {
  /** The job is done (or abandoned): stop renewing it. */
  finish(id: number): void;
  /** Hands these jobs back to any worker, due now (the worker is stopping before them). */
  giveBack(ids: readonly number[]): Promise<void>;
  /** Stops renewing. */
  end(): void;
};

/**
 * Holds the lease on claimed rows while a worker works through them: renews it every third of
 * `leaseMs` on the rows still held by `workerId` (a renewal that fails, the database being away,
 * is tried again at the next tick), and hands back the ones it will not get to.
 */
export function holdLease(
  db: Db,
  table: JobTable,
  options: { workerId: string; leaseMs: number; ids: readonly number[]; log: FastifyBaseLogger },
): HeldLease {
  const held = new Set(options.ids);
  const mine = (ids: readonly number[]) =>
    sql`${inArray(table.id, [...ids])} and status = 'pending' and claimed_by = ${options.workerId}`;
  const renew = async () => {
    if (held.size === 0) return;
    await db
      .execute(
        sql`update ${table} set run_at = ${leaseEnd(options.leaseMs)} where ${mine([...held])}`,
      )
      .catch((error: unknown) => options.log.warn({ err: error }, "renewing a job lease failed"));
  };
  const timer = setInterval(renew, Math.max(10, Math.floor(options.leaseMs / 3)));
  timer.unref();
  return {
    finish: (id) => {
      held.delete(id);
    },
    giveBack: async (ids) => {
      for (const id of ids) held.delete(id);
      if (ids.length === 0) return;
      await db
        .execute(sql`update ${table} set run_at = now(), claimed_by = null where ${mine(ids)}`)
        .catch((error: unknown) =>
          options.log.warn(
            { err: error, ids },
            "giving claimed jobs back failed: they wait out their lease",
          ),
        );
    },
    end: () => clearInterval(timer),
  };
}

const RECORD_RETRY_FIRST_MS = 200;
const RECORD_RETRY_MAX_MS = 5_000;

/**
 * Runs the bookkeeping of something already done outside the database (an email the SMTP server
 * accepted, a webhook answered), again and again while the database is away or its disk is full,
 * until it answers: the thing itself must not be done twice. Any other error is thrown at once.
 * Gives up only when `giveUp` fires (the shutdown grace ran out); the job then waits out its lease.
 */
export async function recordUntilDone(
  record: () => Promise<unknown>,
  options: { giveUp: AbortSignal; log: FastifyBaseLogger; what: Record<string, unknown> },
): Promise<void> {
  let delayMs = RECORD_RETRY_FIRST_MS;
  for (;;) {
    try {
      await record();
      return;
    } catch (error) {
      if (!isTransientDatabaseError(error)) throw error;
      if (options.giveUp.aborted) {
        options.log.error(
          { err: error, ...options.what },
          "done but not recorded before shutdown: it may be done again once its lease ends",
        );
        return;
      }
      options.log.warn(
        { err: error, ...options.what, retryInMs: delayMs },
        "done but not recorded yet: the database is unavailable; retrying the bookkeeping",
      );
      await sleep(delayMs, options.giveUp);
      delayMs = Math.min(delayMs * 2, RECORD_RETRY_MAX_MS);
    }
  }
}

/** Resolves after `ms`, or as soon as `signal` fires. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}
