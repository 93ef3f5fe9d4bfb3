import { and } from "drizzle-orm";
import type { AdminOrdersResponse } from "@/shared/api/admin-contract";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { orders } from "../db/schema";
import { type AdminOrderRow, adminOrderColumns, toAdminOrder } from "./admin-order-columns";
import { buildOrderFilter, type OrderFilter } from "./order-filters";
import { afterCursor, decodeCursor, newestFirst, toPage } from "./page-cursor";

type ListOptions = {
  business: Business;
  now: Date;
  filter: OrderFilter;
  limit: number;
  cursor?: string | undefined;
};

/** One page of the rows a tab and search match, newest first, as database rows. */
export async function listAdminOrderRows(
  db: Db,
  { business, now, filter, limit, cursor }: ListOptions,
): Promise<{ rows: AdminOrderRow[]; nextCursor: string | null }> {
  const rows = await db
    .select(adminOrderColumns)
    .from(orders)
    .where(
      and(
        buildOrderFilter(filter, {
          businessId: business.id,
          now,
          timeZone: business.config.timezone,
        }),
        afterCursor(orders, cursor === undefined ? undefined : decodeCursor(cursor)),
      ),
    )
    .orderBy(...newestFirst(orders))
    .limit(limit + 1);
  return toPage(rows, limit);
}

export async function listAdminOrders(db: Db, options: ListOptions): Promise<AdminOrdersResponse> {
  const page = await listAdminOrderRows(db, options);
  return {
    orders: page.rows.map((row) => toAdminOrder(row, options.business.config.offering)),
    nextCursor: page.nextCursor,
  };
}
