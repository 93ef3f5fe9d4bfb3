import type { Db } from "@/server/db/database";
import { orders } from "@/server/db/schema";

type NewOrder = typeof orders.$inferInsert;

/** The demo business's id (config/demo-business.json), which every test server saves. */
export const DEMO_BUSINESS_ID = "northside-snow";

let sequence = 0;

/**
 * An order row as checkout would store it: Scarsdale, 4-car, early bird, pending. Amounts are
 * the demo business's real price for that quote; pass overrides for what a test is about.
 */
export async function insertOrder(db: Db, overrides: Partial<NewOrder> = {}) {
  sequence += 1;
  const [order] = await db
    .insert(orders)
    .values({
      businessId: DEMO_BUSINESS_ID,
      email: `customer${sequence}@example.com`,
      customerName: `Customer ${sequence}`,
      phone: "(555) 010-0100",
      address: `${sequence} Heathcote Rd`,
      city: "Scarsdale",
      state: "NY",
      zipCode: "10583",
      town: "Scarsdale",
      drivewaySize: "FOUR_CAR",
      addons: [],
      lines: [
        { kind: "service", label: "4-Car Driveway", amount_cents: 21_900 },
        { kind: "early_bird_discount", label: "Early Bird Discount", amount_cents: -6000 },
        { kind: "fee", label: "Convenience fee", amount_cents: 809 },
        { kind: "tax", label: "Estimated sales tax", amount_cents: 1272 },
      ],
      basePriceCents: 21_900,
      earlyBirdDiscountCents: 6000,
      addonPriceCents: 0,
      subtotalCents: 15_900,
      feeCents: 809,
      taxCents: 1272,
      totalCents: 16_709,
      grandTotalCents: 17_981,
      seasonStartsOn: "2025-11-10",
      seasonEndsOn: "2026-04-10",
      paymentStatus: "pending",
      lat: 40.9887,
      lng: -73.8087,
      locationPrecision: "zip",
      ...overrides,
    })
    .returning();
  return order!;
}
