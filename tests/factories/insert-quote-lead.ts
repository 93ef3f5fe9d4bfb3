import type { Db } from "@/server/db/database";
import { quoteLeads } from "@/server/db/schema";
import { DEMO_BUSINESS_ID } from "./insert-order";

type NewQuoteLead = typeof quoteLeads.$inferInsert;

/** A service-area check as POST /api/geo/check records it. */
export async function insertQuoteLead(db: Db, overrides: Partial<NewQuoteLead> = {}) {
  const [lead] = await db
    .insert(quoteLeads)
    .values({
      businessId: DEMO_BUSINESS_ID,
      email: "visitor@example.com",
      address: "12 Main St",
      city: "White Plains",
      state: "NY",
      zipCode: "10601",
      inServiceArea: true,
      area: "White Plains",
      message: "Great news! We service your area.",
      lat: 41.033,
      lng: -73.7629,
      ...overrides,
    })
    .returning();
  return lead!;
}
