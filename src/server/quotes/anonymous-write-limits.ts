import { type SQL, sql } from "drizzle-orm";
import type { Env } from "../config/env";
import type { Db, Tx } from "../db/database";
import { AppError } from "../http/app-error";

/**
 * Ceilings on rows that anyone may create without signing in, per business, over the last
 * hour. Past them the server answers 503 with Retry-After instead of storing: the database
 * cannot be grown without bound whatever the number of clients.
 */
export const ANONYMOUS_ROWS_PER_HOUR = {
  quoteLeads: 2000,
  pendingOrders: 1000,
  customQuotes: 200,
} as const;
export type AnonymousRowKind = keyof typeof ANONYMOUS_ROWS_PER_HOUR;

/** How long a client is asked to wait once a ceiling is reached. */
export const ANONYMOUS_WRITE_RETRY_AFTER_SECONDS = 120;

function recentRows(kind: AnonymousRowKind, businessId: string): SQL {
  const since = sql`now() - interval '1 hour'`;
  switch (kind) {
    case "quoteLeads":
      return sql`select 1 from quote_leads where business_id = ${businessId} and created_at > ${since}`;
    case "pendingOrders":
      return sql`select 1 from orders where business_id = ${businessId} and payment_status = 'pending' and created_at > ${since}`;
    case "customQuotes":
      return sql`select 1 from custom_quote_requests where business_id = ${businessId} and created_at > ${since}`;
  }
}

/** Whether the ceilings apply (ANONYMOUS_WRITE_LIMITS, on unless a load test turns it off). */
export function anonymousWriteLimitsOn(env: Pick<Env, "ANONYMOUS_WRITE_LIMITS">): boolean {
  return env.ANONYMOUS_WRITE_LIMITS === "on";
}

/**
 * A boolean SQL expression: the business may still create a row of this kind. Counting stops
 * at the ceiling, so the check costs at most that many index entries.
 */
export function roomForAnonymousRow(options: {
  kind: AnonymousRowKind;
  businessId: string;
  limitsOn: boolean;
}): SQL {
  if (!options.limitsOn) return sql`true`;
  const ceiling = ANONYMOUS_ROWS_PER_HOUR[options.kind];
  const recent = recentRows(options.kind, options.businessId);
  return sql`((select count(*) from (${recent} limit ${ceiling}) as recent) < ${ceiling})`;
}

/** Throws the 503 (with Retry-After) when the business has no room left for such a row. */
export async function assertRoomForAnonymousRow(
  db: Db | Tx,
  options: Parameters<typeof roomForAnonymousRow>[0],
): Promise<void> {
  if (!options.limitsOn) return;
  const result = await db.execute(sql`select ${roomForAnonymousRow(options)} as room`);
  const [row] = (result as unknown as { rows: { room: boolean }[] }).rows;
  if (!row?.room) throw anonymousWriteCeilingReached();
}

export function anonymousWriteCeilingReached(): AppError {
  return new AppError(
    "unavailable",
    "We are receiving more requests than usual. Please try again in a few minutes.",
    { retryAfterSeconds: ANONYMOUS_WRITE_RETRY_AFTER_SECONDS },
  );
}
