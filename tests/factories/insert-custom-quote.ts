import type { Db } from "@/server/db/database";
import { customQuoteRequests } from "@/server/db/schema";
import { CUSTOM_QUOTE_DESCRIPTION } from "@/shared/api/quote-contract";
import { DEMO_BUSINESS_ID } from "./insert-order";

type NewCustomQuote = typeof customQuoteRequests.$inferInsert;

/** A custom quote request as the quote wizard's Custom Layout path stores it. */
export async function insertCustomQuote(db: Db, overrides: Partial<NewCustomQuote> = {}) {
  const [quote] = await db
    .insert(customQuoteRequests)
    .values({
      businessId: DEMO_BUSINESS_ID,
      customerName: "Casey Custom",
      email: "casey@example.com",
      phone: "(555) 010-0177",
      address: "7 Fox Meadow Rd",
      city: "Scarsdale",
      state: "NY",
      zipCode: "10583",
      area: "Scarsdale",
      description: CUSTOM_QUOTE_DESCRIPTION,
      ...overrides,
    })
    .returning();
  return quote!;
}
