import { and, eq, notExists, sql } from "drizzle-orm";
import type { AdminLeadsResponse } from "@/shared/api/admin-contract";
import type { Db } from "../db/database";
import { orders, quoteLeads } from "../db/schema";
import { afterCursor, cursorTimestamp, decodeCursor, newestFirst, toPage } from "./page-cursor";

/**
 * Service-area checks by visitors who never placed an order (of any status) with that email:
 * the people the business should still follow up. Newest first.
 */
export async function listQuoteLeads(
  db: Db,
  options: { businessId: string; limit: number; cursor?: string | undefined },
): Promise<AdminLeadsResponse> {
  const rows = await db
    .select({
      id: quoteLeads.id,
      email: quoteLeads.email,
      address: quoteLeads.address,
      city: quoteLeads.city,
      state: quoteLeads.state,
      zipCode: quoteLeads.zipCode,
      inServiceArea: quoteLeads.inServiceArea,
      town: quoteLeads.town,
      createdAt: quoteLeads.createdAt,
      cursorAt: cursorTimestamp(quoteLeads.createdAt),
    })
    .from(quoteLeads)
    .where(
      and(
        eq(quoteLeads.businessId, options.businessId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(orders)
            .where(
              and(
                eq(orders.businessId, quoteLeads.businessId),
                eq(sql`lower(${orders.email})`, sql`lower(${quoteLeads.email})`),
              ),
            ),
        ),
        afterCursor(
          quoteLeads,
          options.cursor === undefined ? undefined : decodeCursor(options.cursor),
        ),
      ),
    )
    .orderBy(...newestFirst(quoteLeads))
    .limit(options.limit + 1);
  const page = toPage(rows, options.limit);
  return {
    leads: page.rows.map(({ cursorAt: _cursor, createdAt, ...lead }) => ({
      ...lead,
      createdAt: createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
