import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { adminSignInCounters as counters } from "../db/schema";

/** At most `max` attempts per key in a window of `windowMs` that starts at the first attempt. */
export type SignInLimit = { key: string; max: number; windowMs: number };

export type Reservation = { reserved: true } | { reserved: false; retryAfterSeconds: number };

/** Counters whose window ended this long ago are deleted now and then. */
const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Takes one attempt slot for the key, or says how long until one frees up. One statement:
 * PostgreSQL locks the row for the upsert, so concurrent attempts (on any instance) queue on
 * it and never see the same count.
 */
export async function reserveAttempt(db: Db, limit: SignInLimit, now: Date): Promise<Reservation> {
  const windowStart = new Date(now.getTime() - limit.windowMs).toISOString();
  const windowRunning = sql`${counters.windowStartedAt} > ${windowStart}::timestamptz`;
  const taken = await db
    .insert(counters)
    .values({ key: limit.key, windowStartedAt: now, attempts: 1 })
    .onConflictDoUpdate({
      target: counters.key,
      set: {
        attempts: sql`case when ${windowRunning} then ${counters.attempts} + 1 else 1 end`,
        windowStartedAt: sql`case when ${windowRunning} then ${counters.windowStartedAt} else ${now.toISOString()}::timestamptz end`,
      },
      setWhere: sql`not (${windowRunning}) or ${counters.attempts} < ${limit.max}`,
    })
    .returning({ attempts: counters.attempts });
  if (taken.length > 0) return { reserved: true };

  const [row] = await db
    .select({ windowStartedAt: counters.windowStartedAt })
    .from(counters)
    .where(eq(counters.key, limit.key));
  const freedAt = (row?.windowStartedAt.getTime() ?? now.getTime()) + limit.windowMs;
  return {
    reserved: false,
    retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)),
  };
}

/** Gives back a slot whose attempt was not evaluated, or that turned out to be the owner. */
export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(counters)
    .set({ attempts: sql`greatest(${counters.attempts} - 1, 0)` })
    .where(eq(counters.key, key));
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(counters).where(eq(counters.key, key));
}

export async function deleteStaleCounters(db: Db, now: Date): Promise<void> {
  await db
    .delete(counters)
    .where(lt(counters.windowStartedAt, new Date(now.getTime() - STALE_AFTER_MS)));
}
