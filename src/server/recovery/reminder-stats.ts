import { sql } from "drizzle-orm";
import type { ReminderStatsResponse } from "@/shared/api/recovery-contract";
import { addDaysToIsoDate, getStartOfZonedDay, getZonedIsoDate } from "@/shared/zoned-date";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";

export const STATS_WEEKS = 8;

/** The Monday of an ISO date's week. */
export function weekStartOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDaysToIsoDate(isoDate, -((weekday + 6) % 7));
}

/**
 * Reminders sent per week (in the business's time zone, the last eight, newest first), how many
 * of them were opened again from the email, and how many were recovered: paid for, by the visit
 * or by the same address at the business, after the reminder
 * (docs/product/quote-recovery.md#dashboard).
 */
export async function getReminderStats(
  db: Db,
  { business, now }: { business: Business; now: Date },
): Promise<ReminderStatsResponse> {
  const thisWeek = weekStartOf(getZonedIsoDate(now, business.config.timezone));
  const weeks = Array.from({ length: STATS_WEEKS }, (_, index) =>
    addDaysToIsoDate(thisWeek, -7 * index),
  );
  const since = getStartOfZonedDay(weeks.at(-1)!, business.config.timezone);
  const result = await db.execute(sql`
    select r.sent_at, r.resumed_at is not null as resumed,
      exists (select 1 from orders o
        where o.business_id = r.business_id
          and (o.visit_id = r.visit_id or lower(o.email) = r.email)
          and o.payment_status = 'paid'
          and o.paid_at >= r.sent_at) as recovered
    from quote_reminders r
    where r.business_id = ${business.id} and r.sent_at >= ${since.toISOString()}::timestamptz`);
  const rows = (
    result as unknown as {
      rows: { sent_at: Date | string; resumed: boolean; recovered: boolean }[];
    }
  ).rows;
  const counts = new Map(weeks.map((week) => [week, { sent: 0, resumed: 0, recovered: 0 }]));
  for (const row of rows) {
    const week = counts.get(
      weekStartOf(getZonedIsoDate(new Date(row.sent_at), business.config.timezone)),
    );
    if (!week) continue;
    week.sent += 1;
    if (row.resumed) week.resumed += 1;
    if (row.recovered) week.recovered += 1;
  }
  return { weeks: weeks.map((weekStart) => ({ weekStart, ...counts.get(weekStart)! })) };
}
