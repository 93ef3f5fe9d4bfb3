import { and, eq, gte, lt, not, type SQL, sql } from "drizzle-orm";
import type { OrderTab } from "@/shared/api/admin-contract";
import { orderSearchText, orders } from "../db/schema";
import { getBusinessDay } from "./business-day";

export type OrderFilter = { tab: OrderTab; q?: string | undefined };

/** A LIKE pattern matching `text` anywhere; a search for "100%" or "a_b" means those characters. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The tabs' filter rules (docs/product/dashboard.md#tabs-and-filters): Today = created today in
 * the business's time zone; Paid = paid
 * and not onboarded; Incomplete = pending; Onboarded; All. Search matches address, customer
 * name, email and area, case-insensitive, anywhere in the text.
 */
export function buildOrderFilter(
  filter: OrderFilter,
  { businessId, now, timeZone }: { businessId: string; now: Date; timeZone: string },
): SQL {
  const conditions: (SQL | undefined)[] = [eq(orders.businessId, businessId)];
  switch (filter.tab) {
    case "today": {
      const day = getBusinessDay(now, timeZone);
      conditions.push(gte(orders.createdAt, day.start), lt(orders.createdAt, day.end));
      break;
    }
    case "paid":
      conditions.push(eq(orders.paymentStatus, "paid"), not(orders.onboarded));
      break;
    case "incomplete":
      conditions.push(eq(orders.paymentStatus, "pending"));
      break;
    case "onboarded":
      conditions.push(eq(orders.onboarded, true));
      break;
    case "all":
      break;
  }
  const q = filter.q?.trim();
  if (q) conditions.push(sql`${orderSearchText(orders)} ilike ${containsPattern(q)}`);
  return and(...conditions)!;
}
