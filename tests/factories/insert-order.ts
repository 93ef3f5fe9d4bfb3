import type { Db } from "@/server/db/database";
import { orders } from "@/server/db/schema";

type NewOrder = typeof orders.$inferInsert;

/** The demo business's id (config/demo-business.json), which every test server saves. */
export const DEMO_BUSINESS_ID = "northside-snow";

let sequence = 0;

/**
 * An order row as checkout would store it: the demo business's FOUR_CAR option in Scarsdale,
 * early bird, pending. Amounts are the demo business's real price for that quote; pass overrides
 * for what a test is about (`perUnitAddonOrder` for an order of another trade).
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
      area: "Scarsdale",
      optionCode: "FOUR_CAR",
      optionLabel: "4-Car Driveway",
      addons: [],
      lines: [
        { kind: "service", label: "4-Car Driveway (Scarsdale)", amount_cents: 21_900 },
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

/**
 * The columns of an order that sold a per-unit add-on, no season (the window-cleaning
 * template's prices: a two-story home, 12 extra windows at $8.00, 4.9% + $0.30 fee, 8% tax), to
 * pass to insertOrder as overrides.
 */
export const perUnitAddonOrder = {
  optionCode: "TWO_STORY",
  optionLabel: "Two-story Home",
  addons: [{ code: "extra_windows", label: "Extra Windows", quantity: 12, price_cents: 9600 }],
  lines: [
    { kind: "service", label: "Two-story Home (Scarsdale)", amount_cents: 22_900 },
    { kind: "addon", label: "Extra Windows (12 x $8.00)", amount_cents: 9600 },
    { kind: "fee", label: "Convenience fee", amount_cents: 1623 },
    { kind: "tax", label: "Estimated sales tax", amount_cents: 2600 },
  ],
  basePriceCents: 22_900,
  earlyBirdDiscountCents: 0,
  addonPriceCents: 9600,
  subtotalCents: 32_500,
  feeCents: 1623,
  taxCents: 2600,
  totalCents: 34_123,
  grandTotalCents: 36_723,
  seasonStartsOn: null,
  seasonEndsOn: null,
} satisfies Partial<NewOrder>;
