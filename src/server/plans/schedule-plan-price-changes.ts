import { and, eq, inArray, sql } from "drizzle-orm";
import { changePlanPrice } from "@/domain/plans/plan-price";
import { priceChangeNoticeDaysOf } from "@/shared/plan-settings";
import { serviceOf } from "../account/customer-account";
import type { BusinessConfig } from "../config/business-config";
import type { MailFrom } from "../config/env";
import type { Tx } from "../db/database";
import { orders, plans } from "../db/schema";
import { businessSender, queueEmail } from "../email/queue-email";
import { queuePlanEvent } from "./plan-events";
import { renderPlanPriceChange } from "./plan-price-emails";
import { pricePlanVisit } from "./price-plan-visit";

/**
 * After the business saved new settings, gives each of its plans still going (active or paused)
 * the price its selection now has, once the business's notice has passed
 * (docs/product/plans.md#price-changes): the visits before that day keep the old price. Each plan
 * whose price changes is told once, with the old price, the new and the day; `plan.changed`
 * is sent. Runs in the settings' transaction: both or neither. Answers how many plans changed.
 */
export async function schedulePlanPriceChanges(
  tx: Tx,
  options: {
    businessId: string;
    config: BusinessConfig;
    now: Date;
    mailFrom: MailFrom | undefined;
    accountUrl: string;
  },
): Promise<number> {
  const { businessId, config, now } = options;
  const rows = await tx
    .select({ plan: plans, order: orders })
    .from(plans)
    .innerJoin(orders, and(eq(orders.businessId, plans.businessId), eq(orders.id, plans.orderId)))
    .where(and(eq(plans.businessId, businessId), inArray(plans.status, ["active", "paused"])))
    .for("update", { of: plans });
  const noticeDays = priceChangeNoticeDaysOf(config);
  const dateFormat = new Intl.DateTimeFormat("en-US", {
    timeZone: config.timezone,
    month: "long",
    day: "numeric",
    year: "numeric",
  });
  let changed = 0;
  for (const { plan, order } of rows) {
    const price = pricePlanVisit({ config, order, frequency: plan.frequency, now });
    if (!price) continue;
    const change = changePlanPrice({ plan, price, now, noticeDays, timeZone: plan.timeZone });
    if (change.kind === "unchanged") continue;
    const { prices } = change;
    await tx
      .update(plans)
      .set({
        visitGrandTotalCents: prices.visitGrandTotalCents,
        visitPlatformFeeCents: prices.visitPlatformFeeCents,
        nextVisitGrandTotalCents: prices.nextVisitGrandTotalCents,
        nextVisitPlatformFeeCents: prices.nextVisitPlatformFeeCents,
        nextPriceFrom: prices.nextPriceFrom,
        updatedAt: sql`now()`,
      })
      .where(and(eq(plans.businessId, businessId), eq(plans.id, plan.id)));
    if (change.kind === "withdrawn") continue;
    changed += 1;
    await queueEmail(tx, {
      kind: "plan_price_change",
      businessId,
      dedupeKey: `plan:${plan.id}:price:${change.newCents}:${change.from.toISOString()}`,
      from: businessSender(config, options.mailFrom),
      to: order.email,
      replyTo: config.contact.email,
      ...renderPlanPriceChange({
        config,
        service: serviceOf(order, config),
        oldCents: change.oldCents,
        newCents: change.newCents,
        from: dateFormat.format(change.from),
        accountUrl: options.accountUrl,
      }),
    });
    await queuePlanEvent(tx, {
      businessId,
      planId: plan.id,
      type: "plan.changed",
      occurredAt: now,
      change: { kind: "price_changed", visitPriceCents: change.newCents, from: change.from },
    });
  }
  return changed;
}
