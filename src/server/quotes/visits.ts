import { and, eq, sql } from "drizzle-orm";
import type { ServicePriceResponse, VisitSelection } from "@/shared/api/quote-contract";
import type { Db, Tx } from "../db/database";
import { quoteLeads } from "../db/schema";
import { assignVisitService, markFirstReach } from "../funnel/funnel-counters";

/**
 * A visit is one quote lead followed through the journey (docs/product/quote-journey.md#visits).
 * The wizard names it in later calls by the id the service-area check answered; a call naming
 * another business's visit, or none that exists, changes nothing and is not refused: the visit
 * only informs follow-up and analytics, never the customer's price or order.
 */
const ofBusiness = (businessId: string, visitId: string) =>
  and(eq(quoteLeads.businessId, businessId), eq(quoteLeads.id, visitId));

/**
 * The visit saw this price for this choice; the first time is when it was first priced (and
 * counted in the funnel, under this service when its address check named none).
 */
export async function markVisitPriced(
  db: Db,
  visit: { businessId: string; visitId: string; now: Date; price: ServicePriceResponse },
): Promise<void> {
  const { price } = visit;
  const selection: VisitSelection = {
    ...(price.service !== undefined && { service: price.service }),
    area: price.area,
    ...(price.option !== null && { option: price.option }),
    ...(price.quantities && {
      quantities: price.quantities.map(({ code, quantity }) => ({ code, quantity })),
    }),
    ...(price.frequency && { frequency: price.frequency }),
    addons: price.addons.map(({ code, quantity }) => ({ code, ...(quantity && { quantity }) })),
  };
  await db.transaction(async (tx) => {
    if (price.service !== undefined)
      await assignVisitService(tx, { ...visit, service: price.service });
    await markFirstReach(tx, { ...visit, step: "pricedAt" });
    await tx
      .update(quoteLeads)
      .set({ pricedSelection: selection, pricedTotalCents: price.grand_total_cents })
      .where(ofBusiness(visit.businessId, visit.visitId));
  });
}

/** The visit's checkout held a time: counted the first time (docs/product/dashboard.md#funnel). */
export async function markVisitTimeChosen(
  db: Db,
  visit: { businessId: string; visitId: string; now: Date },
): Promise<void> {
  await db.transaction((tx) => markFirstReach(tx, { ...visit, step: "timeChosenAt" }));
}

/** The later steps a visit reaches, each marked the first time it does. */
export type VisitStep = "checkoutStartedAt" | "customQuoteRequestedAt";

/**
 * Marks the step (first time only) in the transaction that records it, and answers the visit's
 * id for the order or request, or null when the business has no such visit.
 */
export async function markVisitStep(
  tx: Tx,
  visit: { businessId: string; visitId: string; now: Date; step: VisitStep },
): Promise<string | null> {
  if (visit.step === "checkoutStartedAt") await markFirstReach(tx, { ...visit, step: visit.step });
  const column = quoteLeads[visit.step];
  const [marked] = await tx
    .update(quoteLeads)
    .set({ [visit.step]: sql`coalesce(${column}, ${visit.now.toISOString()}::timestamptz)` })
    .where(ofBusiness(visit.businessId, visit.visitId))
    .returning({ id: quoteLeads.id });
  return marked?.id ?? null;
}
