import { desc, lt, sql } from "drizzle-orm";
import type {
  DemoRequestsResponse,
  PlatformBusinessesResponse,
} from "@/shared/api/platform-contract";
import type { Db } from "../db/database";
import { businesses, contactLeads, orders } from "../db/schema";

export const DEMO_REQUESTS_PAGE_SIZE = 50;

/**
 * Every business with its figures, newest first: the one place that reads across businesses,
 * for Quotewise's operators only (docs/product/settings.md#the-platform-console).
 */
export async function listPlatformBusinesses(db: Db): Promise<PlatformBusinessesResponse> {
  const figures = db
    .select({
      businessId: orders.businessId,
      orders: sql<number>`count(*)::int`.as("orders"),
      paidOrders: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'paid')::int`.as(
        "paid_orders",
      ),
      fees: sql<number>`coalesce(sum(coalesce(${orders.platformFeeCents}, ${orders.feeCents})) filter (where ${orders.paymentStatus} = 'paid' and not ${orders.paidInTestMode}), 0)::int`.as(
        "fees",
      ),
    })
    .from(orders)
    .groupBy(orders.businessId)
    .as("figures");
  const rows = await db
    .select({
      id: businesses.id,
      slug: businesses.slug,
      name: businesses.name,
      status: businesses.status,
      trade: sql<string>`coalesce(${businesses.config}->'offering'->>'trade', '')`,
      createdAt: businesses.createdAt,
      orders: sql<number>`coalesce(${figures.orders}, 0)`,
      paidOrders: sql<number>`coalesce(${figures.paidOrders}, 0)`,
      feesCollectedCents: sql<number>`coalesce(${figures.fees}, 0)`,
    })
    .from(businesses)
    .leftJoin(figures, sql`${figures.businessId} = ${businesses.id}`)
    .orderBy(desc(businesses.createdAt));
  return {
    businesses: rows.map((row) => ({
      ...row,
      orders: Number(row.orders),
      paidOrders: Number(row.paidOrders),
      feesCollectedCents: Number(row.feesCollectedCents),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** The marketing site's demo requests, newest first, a page at a time. */
export async function listDemoRequests(
  db: Db,
  options: { cursor?: string | undefined },
): Promise<DemoRequestsResponse> {
  const rows = await db
    .select()
    .from(contactLeads)
    .where(options.cursor ? lt(contactLeads.createdAt, new Date(options.cursor)) : undefined)
    .orderBy(desc(contactLeads.createdAt))
    .limit(DEMO_REQUESTS_PAGE_SIZE + 1);
  const page = rows.slice(0, DEMO_REQUESTS_PAGE_SIZE);
  return {
    requests: page.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextCursor: rows.length > DEMO_REQUESTS_PAGE_SIZE ? page.at(-1)!.createdAt.toISOString() : null,
  };
}
