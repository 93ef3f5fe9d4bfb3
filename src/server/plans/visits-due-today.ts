import { sql } from "drizzle-orm";
import type { Db } from "../db/database";

/** How far back a visit's day may be and it is still charged on it: a loop stopped that long. */
const DUE_FOR_DAYS = 7;

/**
 * The plan visits to charge on their day (docs/product/plans.md#billing): booked visits of
 * active plans (and of plans their customers paused, chargesPlanVisits), started by `now` (and within the week before), of businesses that charge plans on
 * the visit's day, not charged yet; soonest first, `limit` of them.
 */
export async function findVisitsDueToday(
  db: Db,
  options: { now: Date; limit: number },
): Promise<{ businessId: string; bookingId: string }[]> {
  const now = options.now.toISOString();
  const result = await db.execute(sql`
    select b.business_id as "businessId", b.id as "bookingId"
    from bookings b
    join plans p on p.id = b.plan_id and p.business_id = b.business_id
    join businesses biz on biz.id = b.business_id
    where b.plan_id is not null and b.status = 'booked'
      and b.starts_at <= ${now}::timestamptz
      and b.starts_at > ${now}::timestamptz - make_interval(days => ${DUE_FOR_DAYS})
      and (p.status = 'active' or (p.status = 'paused' and p.resumes_at is not null))
      and biz.config->'payments'->>'planCharges' = 'on_visit_day'
      and not exists (select 1 from visit_charges c
        where c.business_id = b.business_id and c.booking_id = b.id)
    order by b.starts_at
    limit ${options.limit}`);
  return (result as unknown as { rows: { businessId: string; bookingId: string }[] }).rows;
}
