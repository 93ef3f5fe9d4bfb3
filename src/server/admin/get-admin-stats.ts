import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import type { AdminStatsResponse } from "@/shared/api/admin-contract";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { orders } from "../db/schema";
import { getBusinessDay } from "./business-day";

/**
 * The four stat cards (docs/product/dashboard.md#stats): orders created today (business time
 * zone), revenue (the sum of totalCents of paid orders; test-mode payments moved no money and
 * are left out), incomplete (pending) orders and onboarded orders. One statement: a single pass
 * over orders_business_stats_idx (index only), and today from the created index.
 */
export async function getAdminStats(
  db: Db,
  { business, now }: { business: Business; now: Date },
): Promise<AdminStatsResponse> {
  const day = getBusinessDay(now, business.config.timezone);
  const ofBusiness = eq(orders.businessId, business.id);
  const today = db
    .select({ value: count() })
    .from(orders)
    .where(and(ofBusiness, gte(orders.createdAt, day.start), lt(orders.createdAt, day.end)));
  const [row] = await db
    .select({
      todayOrders: sql<string>`(${today})`,
      totalRevenueCents: sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${orders.paymentStatus} = 'paid' and not ${orders.paidInTestMode}), 0)`,
      incompleteOrders: sql<string>`count(*) filter (where ${orders.paymentStatus} = 'pending')`,
      onboardedOrders: sql<string>`count(*) filter (where ${orders.onboarded})`,
    })
    .from(orders)
    .where(ofBusiness);
  // count and sum are bigint, which the drivers hand over as text.
  return {
    todayOrders: Number(row?.todayOrders ?? 0),
    totalRevenueCents: Number(row?.totalRevenueCents ?? 0),
    incompleteOrders: Number(row?.incompleteOrders ?? 0),
    onboardedOrders: Number(row?.onboardedOrders ?? 0),
    today: day.date,
    timezone: business.config.timezone,
  };
}
