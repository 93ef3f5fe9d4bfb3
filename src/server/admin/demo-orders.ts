import { and, count, eq, inArray } from "drizzle-orm";
import type { AddonRequest } from "@/domain/price-offering";
import { getPricedOptions, type Offering } from "@/shared/offering";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { orderEvents, orders } from "../db/schema";
import { orderPriceColumns } from "../payments/create-checkout-order";
import { priceQuote } from "../quotes/price-quote";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Obviously made up: "Demo Customer" names, example.com addresses, 555 phone numbers. `addon`
 * is whether the order takes the business's first add-on.
 */
const SAMPLES = [
  { hoursAgo: 1, paid: true, onboarded: false, addon: true },
  { hoursAgo: 3, paid: false, onboarded: false, addon: false },
  { hoursAgo: 26, paid: true, onboarded: true, addon: false },
  { hoursAgo: 50, paid: true, onboarded: false, addon: false },
  { hoursAgo: 75, paid: false, onboarded: false, addon: true },
  { hoursAgo: 120, paid: true, onboarded: true, addon: false },
] as const;

/**
 * The add-on a sample order takes: the business's first, a per-unit one at a few units more
 * than its least (so the quantity shows), within its bounds.
 */
function sampleAddons(offering: Offering, wanted: boolean): AddonRequest[] {
  const addon = offering.addons[0];
  if (!wanted || !addon) return [];
  const { pricing } = addon;
  if (pricing.type === "flat") return [{ code: addon.code }];
  return [{ code: addon.code, quantity: Math.min(pricing.minQuantity + 2, pricing.maxQuantity) }];
}

/**
 * A handful of demo orders, marked `demo`, so a new dashboard has something to look at: the
 * business's priced options and areas in turn, each option sold in an area that prices it.
 */
export async function seedDemoOrders(
  db: Db,
  business: Pick<Business, "id" | "config">,
  now: Date,
): Promise<void> {
  const { config } = business;
  const { offering } = config;
  const options = getPricedOptions(offering);
  const rows = SAMPLES.map((sample, index) => {
    const number = index + 1;
    const option = options[index % options.length]!;
    const areas = offering.areas.filter((candidate) =>
      Object.hasOwn(candidate.prices, option.code),
    );
    const area = areas[index % areas.length]!;
    const createdAt = new Date(now.getTime() - sample.hoursAgo * HOUR_MS);
    const price = priceQuote({
      config,
      now: createdAt,
      area: area.name,
      option: option.code,
      addons: sampleAddons(offering, sample.addon),
    });
    return {
      businessId: business.id,
      demo: true,
      email: `demo.customer${number}@example.com`,
      customerName: `Demo Customer ${number}`,
      phone: sample.paid ? `(555) 010-00${String(number).padStart(2, "0")}` : null,
      address: `${100 + number} Demo Street`,
      city: area.name,
      state: config.state,
      zipCode: "00000",
      ...orderPriceColumns(price),
      paymentStatus: sample.paid ? ("paid" as const) : ("pending" as const),
      paidAt: sample.paid ? new Date(createdAt.getTime() + 5 * 60_000) : null,
      onboarded: sample.onboarded,
      onboardedAt: sample.onboarded ? new Date(createdAt.getTime() + HOUR_MS) : null,
      onboardedBy: sample.onboarded ? "Demo" : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await db.insert(orders).values(rows);
}

export async function countDemoOrders(db: Db, businessId: string): Promise<number> {
  const [row] = await db
    .select({ orders: count() })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.demo, true)));
  return row?.orders ?? 0;
}

/** Deletes the demo orders (and their history) and nothing else. */
export async function removeDemoOrders(db: Db, businessId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const demo = tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.businessId, businessId), eq(orders.demo, true)));
    await tx.delete(orderEvents).where(inArray(orderEvents.orderId, demo));
    const deleted = await tx
      .delete(orders)
      .where(and(eq(orders.businessId, businessId), eq(orders.demo, true)))
      .returning({ id: orders.id });
    return deleted.length;
  });
}
