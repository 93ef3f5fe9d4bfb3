import { and, count, eq, inArray } from "drizzle-orm";
import type { BusinessConfig } from "../config/business-config";
import type { Db } from "../db/database";
import { orderEvents, orders } from "../db/schema";
import { orderPriceColumns } from "../payments/create-checkout-order";
import { priceQuote } from "../quotes/price-quote";

const HOUR_MS = 60 * 60 * 1000;

/** Obviously made up: "Demo Customer" names, example.com addresses, 555 phone numbers. */
const SAMPLES = [
  { hoursAgo: 1, paid: true, onboarded: false, addons: ["bump_out"] },
  { hoursAgo: 3, paid: false, onboarded: false, addons: [] },
  { hoursAgo: 26, paid: true, onboarded: true, addons: [] },
  { hoursAgo: 50, paid: true, onboarded: false, addons: [] },
  { hoursAgo: 75, paid: false, onboarded: false, addons: ["bump_out"] },
  { hoursAgo: 120, paid: true, onboarded: true, addons: [] },
] as const;

/** A handful of demo orders, marked `demo`, so a new dashboard has something to look at. */
export async function seedDemoOrders(db: Db, business: BusinessConfig, now: Date): Promise<void> {
  const sizes = business.drivewaySizes.filter((size) => size.code !== "CUSTOM");
  const addonCodes = new Set(business.addons.map((addon) => addon.code));
  const rows = SAMPLES.map((sample, index) => {
    const number = index + 1;
    const area = business.areas[index % business.areas.length]!;
    const createdAt = new Date(now.getTime() - sample.hoursAgo * HOUR_MS);
    const price = priceQuote({
      business,
      now: createdAt,
      town: area.name,
      drivewaySize: sizes[index % sizes.length]!.code,
      addons: sample.addons.filter((code) => addonCodes.has(code)),
    });
    return {
      businessId: business.id,
      demo: true,
      email: `demo.customer${number}@example.com`,
      customerName: `Demo Customer ${number}`,
      phone: sample.paid ? `(555) 010-00${String(number).padStart(2, "0")}` : null,
      address: `${100 + number} Demo Street`,
      city: area.name,
      state: business.state,
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
