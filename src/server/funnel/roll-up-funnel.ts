import { sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { funnelDays, funnelOutOfAreaDays } from "../db/schema";

/** A quote lead's business day, in its business's time zone (`l` the lead, `b` the business). */
const LEAD_DAY = sql.raw(
  `(l.created_at at time zone coalesce(b.config->>'timezone', 'UTC'))::date`,
);

/**
 * Counts a business's funnel again from its visits and orders, replacing its counters: for rows
 * written around the counting code (the seed, the bench). It counts exactly what the code counts
 * as it goes (docs/decisions/012-funnel-aggregates.md), which migration 0013 also did once.
 */
export async function rollUpFunnel(db: Db, businessId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(funnelDays).where(sql`${funnelDays.businessId} = ${businessId}`);
    await tx
      .delete(funnelOutOfAreaDays)
      .where(sql`${funnelOutOfAreaDays.businessId} = ${businessId}`);
    await tx.execute(sql`
      insert into ${funnelDays} (business_id, day, channel, source, service, checks, in_area,
        priced, time_chosen, checkout_started, paid, revenue_cents)
      select l.business_id, ${LEAD_DAY}, coalesce(l.channel, ''), coalesce(l.source, ''),
        coalesce(l.service, ''), count(*), count(*) filter (where l.in_service_area), count(l.priced_at),
        count(l.time_chosen_at), count(l.checkout_started_at), count(*) filter (where p.visit_id is not null),
        coalesce(sum(p.revenue_cents), 0)
      from quote_leads l
      join businesses b on b.id = l.business_id
      left join (
        select visit_id, sum(total_cents) filter (where not paid_in_test_mode and not demo)
          as revenue_cents
        from orders
        where business_id = ${businessId} and visit_id is not null and payment_status = 'paid'
        group by visit_id
      ) p on p.visit_id = l.id
      where l.business_id = ${businessId}
      group by 1, 2, 3, 4, 5`);
    await tx.execute(sql`
      insert into ${funnelOutOfAreaDays} (business_id, day, zip_code, checks)
      select l.business_id, ${LEAD_DAY}, left(trim(l.zip_code), 5), count(*)
      from quote_leads l join businesses b on b.id = l.business_id
      where l.business_id = ${businessId} and not l.in_service_area
      group by 1, 2, 3`);
  });
}
