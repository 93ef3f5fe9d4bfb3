import { and, count, eq, sql } from "drizzle-orm";
import { describeSelection } from "@/domain/order-service";
import type { AdminCustomQuotesResponse } from "@/shared/api/admin-contract";
import type { Offering } from "@/shared/offering";
import type { Db } from "../db/database";
import { customQuoteRequests } from "../db/schema";
import { customQuoteStatuses } from "../offers/offer-records";
import { containsPattern } from "./order-filters";
import { afterCursor, cursorTimestamp, decodeCursor, newestFirst, toPage } from "./page-cursor";

/**
 * What the dashboard's search looks in (docs/product/dashboard.md#custom-quotes): the name,
 * email, phone, address, city, ZIP code and area, ignoring case.
 */
const searchText = sql`concat_ws(' ', ${customQuoteRequests.customerName}, ${customQuoteRequests.email}, ${customQuoteRequests.phone}, ${customQuoteRequests.address}, ${customQuoteRequests.city}, ${customQuoteRequests.zipCode}, ${customQuoteRequests.area})`;

export async function listCustomQuotes(
  db: Db,
  options: {
    businessId: string;
    /** Names a request's service in the business's words. */
    offering: Offering;
    limit: number;
    cursor?: string | undefined;
    q?: string | undefined;
    now: Date;
  },
): Promise<AdminCustomQuotesResponse> {
  const table = customQuoteRequests;
  const q = options.q?.trim();
  const ofBusiness = and(
    eq(table.businessId, options.businessId),
    q ? sql`${searchText} ilike ${containsPattern(q)}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: table.id,
        customerName: table.customerName,
        email: table.email,
        phone: table.phone,
        address: table.address,
        city: table.city,
        state: table.state,
        zipCode: table.zipCode,
        town: table.area,
        description: table.description,
        propertyDetails: table.propertyDetails,
        selection: table.selection,
        status: table.status,
        createdAt: table.createdAt,
        cursorAt: cursorTimestamp(table.createdAt),
      })
      .from(table)
      .where(
        and(
          ofBusiness,
          afterCursor(
            table,
            options.cursor === undefined ? undefined : decodeCursor(options.cursor),
          ),
        ),
      )
      .orderBy(...newestFirst(table))
      .limit(options.limit + 1),
    db.select({ total: count() }).from(table).where(ofBusiness),
  ]);
  const page = toPage(rows, options.limit);
  const statuses = await customQuoteStatuses(db, {
    businessId: options.businessId,
    requestIds: page.rows.map((row) => row.id),
    now: options.now,
  });
  return {
    customQuotes: page.rows.map(({ cursorAt: _cursor, createdAt, selection, ...quote }) => ({
      ...quote,
      ...(selection?.service && { selection: describeSelection(selection, options.offering) }),
      offerStatus: statuses.get(quote.id) ?? "new",
      createdAt: createdAt.toISOString(),
    })),
    total: total?.total ?? 0,
    nextCursor: page.nextCursor,
  };
}
