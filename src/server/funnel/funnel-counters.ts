import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../db/database";
import { funnelDays, funnelOutOfAreaDays, type Order, orders, quoteLeads } from "../db/schema";

/**
 * The funnel's counters, written in the statement or transaction that first takes a visit to a
 * step, so each visit counts once per step (docs/product/dashboard.md#funnel,
 * docs/decisions/012-funnel-aggregates.md). A visit counts on the business day it began, under
 * the channel and source it came from and the service it was checked or first priced for ('' when
 * unknown).
 */

/** The business day a quote lead row (`alias.*`) began, in its business's time zone. */
const visitDay = (alias: SQL) =>
  sql`(${alias}.created_at at time zone coalesce((select ${sql.raw("config->>'timezone'")} from businesses where id = ${alias}.business_id), 'UTC'))::date`;

const countedKey = (alias: SQL, service = sql`coalesce(${alias}.service, '')`) =>
  sql`${alias}.business_id, ${visitDay(alias)}, coalesce(${alias}.channel, ''), coalesce(${alias}.source, ''), ${service}`;

const onFunnelDay = sql`on conflict (business_id, day, channel, source, service) do update set`;

/**
 * The common table expressions that count a batch of service-area checks in the statement that
 * records them. `lead` names the statement's upsert of quote leads, which must return
 * `business_id, created_at, in_service_area, zip_code, channel, source, service` and `inserted` (new
 * visit); `zone` names a relation of each business's `time_zone`. Each new visit is counted as a
 * check, in area or not, and out of the area by ZIP code; the batch's visits together, one
 * counter row per business, day, channel, source and service (and ZIP code), taken in key order so that
 * concurrent batches lock counters in the same order.
 */
export function newVisitCounters(names: { lead: SQL; zone: SQL }): SQL {
  const { lead, zone } = names;
  return sql`new_visit as (
      select ${lead}.business_id, ${lead}.channel, ${lead}.source, ${lead}.service,
        ${lead}.in_service_area,
        ${lead}.zip_code, (${lead}.created_at at time zone ${zone}.time_zone)::date as day
      from ${lead} join ${zone} using (business_id) where ${lead}.inserted
    ),
    counted as (
      insert into ${funnelDays} (business_id, day, channel, source, service, checks, in_area)
      select business_id, day, coalesce(channel, ''), coalesce(source, ''),
        coalesce(service, ''), count(*), count(*) filter (where in_service_area)
      from new_visit group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
      ${onFunnelDay} checks = ${funnelDays.checks} + excluded.checks,
        in_area = ${funnelDays.inArea} + excluded.in_area
    ),
    out_of_area as (
      insert into ${funnelOutOfAreaDays} (business_id, day, zip_code, checks)
      select business_id, day, left(trim(zip_code), 5), count(*)
      from new_visit where not in_service_area group by 1, 2, 3 order by 1, 2, 3
      on conflict (business_id, day, zip_code) do update
        set checks = ${funnelOutOfAreaDays.checks} + excluded.checks
    )`;
}

const REACHED = {
  pricedAt: { column: quoteLeads.pricedAt, counter: funnelDays.priced },
  timeChosenAt: { column: quoteLeads.timeChosenAt, counter: funnelDays.timeChosen },
  checkoutStartedAt: { column: quoteLeads.checkoutStartedAt, counter: funnelDays.checkoutStarted },
} as const;

/**
 * Marks the visit's step when it has none yet and counts it, in one statement: of any number of
 * calls, concurrent or not, only the one that sets the step counts it.
 */
export async function markFirstReach(
  tx: Tx,
  visit: { businessId: string; visitId: string; now: Date; step: keyof typeof REACHED },
): Promise<void> {
  const { column, counter } = REACHED[visit.step];
  const reached = sql.raw("reached");
  await tx.execute(sql`with reached as (
      update ${quoteLeads} set ${sql.identifier(column.name)} = ${visit.now.toISOString()}::timestamptz
      where ${quoteLeads.businessId} = ${visit.businessId} and ${quoteLeads.id} = ${visit.visitId}
        and ${column} is null
      returning business_id, created_at, channel, source, service
    )
    insert into ${funnelDays} (business_id, day, channel, source, service, ${sql.identifier(counter.name)})
    select ${countedKey(reached)}, 1 from reached
    ${onFunnelDay} ${sql.identifier(counter.name)} = ${counter} + 1`);
}

/**
 * The visit's service, when its address check named none: the service it is first priced for
 * (the wizard asks the service after the address). Its check, and in-area check, move from the
 * counters of no service to that service's, in one statement; the visit's totals are unchanged.
 */
export async function assignVisitService(
  tx: Tx,
  visit: { businessId: string; visitId: string; service: string },
): Promise<void> {
  const assigned = sql.raw("assigned");
  await tx.execute(sql`with assigned as (
      update ${quoteLeads} set service = ${visit.service}
      where ${quoteLeads.businessId} = ${visit.businessId} and ${quoteLeads.id} = ${visit.visitId}
        and ${quoteLeads.service} is null and ${quoteLeads.pricedAt} is null
      returning business_id, created_at, channel, source, service, in_service_area
    ),
    uncounted as (
      update ${funnelDays} set checks = ${funnelDays.checks} - 1,
        in_area = ${funnelDays.inArea} - (case when assigned.in_service_area then 1 else 0 end)
      from assigned
      where (${funnelDays.businessId}, ${funnelDays.day}, ${funnelDays.channel}, ${funnelDays.source}, ${funnelDays.service})
        = (${countedKey(assigned, sql`''`)})
    )
    insert into ${funnelDays} (business_id, day, channel, source, service, checks, in_area)
    select ${countedKey(assigned)}, 1, case when in_service_area then 1 else 0 end from assigned
    ${onFunnelDay} checks = ${funnelDays.checks} + 1, in_area = ${funnelDays.inArea} + excluded.in_area`);
}

/**
 * Counts an order just marked paid (in the same transaction) against its visit: the visit as
 * paid when this is its first paid order, and the order's total as revenue unless it moved no
 * money (test mode, demo). The visit's row lock makes concurrent payments of one visit's orders
 * count it once: the second sees the first's order paid.
 */
export async function countPaidOrder(
  tx: Tx,
  order: Pick<Order, "id" | "businessId" | "visitId" | "totalCents" | "paidInTestMode" | "demo">,
): Promise<void> {
  if (!order.visitId) return;
  const ofVisit = sql`${quoteLeads.businessId} = ${order.businessId} and ${quoteLeads.id} = ${order.visitId}`;
  const locked = await tx.execute(sql`select 1 from ${quoteLeads} where ${ofVisit} for update`);
  if ((locked as unknown as { rows: unknown[] }).rows.length === 0) return;
  const revenueCents = order.paidInTestMode || order.demo ? 0 : order.totalCents;
  const visit = sql.raw("quote_leads");
  await tx.execute(sql`
    insert into ${funnelDays} (business_id, day, channel, source, service, paid, revenue_cents)
    select ${countedKey(visit)},
      case when (select count(*) from ${orders} where ${orders.businessId} = ${order.businessId}
        and ${orders.visitId} = ${order.visitId} and ${orders.paymentStatus} = 'paid') = 1
      then 1 else 0 end,
      ${revenueCents}::bigint
    from ${quoteLeads} where ${ofVisit}
    ${onFunnelDay} paid = ${funnelDays.paid} + excluded.paid,
      revenue_cents = ${funnelDays.revenueCents} + excluded.revenue_cents`);
}
