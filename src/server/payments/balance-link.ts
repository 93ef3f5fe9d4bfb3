import { and, eq, sql } from "drizzle-orm";
import type { CustomerLink } from "@/shared/api/admin-contract";
import { hashToken } from "../admin/admin-sessions";
import type { Db } from "../db/database";
import { type Order, orders } from "../db/schema";
import { updateOrder } from "./update-order";

/**
 * The balance's payment link of our own (docs/product/payments.md#deposits, decision 030): the
 * emailed link and the dashboard's copy open it; it records the first opening, then sends the
 * customer on to Stripe's page for the balance. The token rides in the query, which request logs
 * redact (src/server/http/log-redaction.ts).
 */
export const BALANCE_LINK_PATH = "/pay-balance";

/** The link, under the business's public API (`NoticeContext.apiUrl`). */
export function balanceLinkUrl(apiUrl: string, token: string): string {
  return `${apiUrl.replace(/\/+$/, "")}${BALANCE_LINK_PATH}?token=${token}`;
}

/** What opening the link finds: Stripe's page to pay on, or why there is nothing to pay there. */
export type BalanceLinkTarget =
  | { kind: "pay"; url: string }
  | { kind: "paid" }
  | { kind: "closed" }
  | { kind: "unknown" };

/**
 * Opens a balance link of this business: records its first opening, and answers where it
 * leads: Stripe's page while the balance awaits the customer, else that it is paid or closed
 * (the link expired and the business may charge again or send a new one).
 */
export async function openBalanceLink(
  db: Db,
  options: { businessId: string; token: string; now: Date },
): Promise<BalanceLinkTarget> {
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, options.businessId),
        eq(orders.balanceLinkTokenHash, hashToken(options.token)),
      ),
    );
  if (!found) return { kind: "unknown" };
  const [order] = await updateOrder(
    db,
    { businessId: options.businessId, orderId: found.id },
    {
      balanceLinkOpenedAt: sql`coalesce(${orders.balanceLinkOpenedAt}, ${options.now.toISOString()}::timestamptz)`,
    },
  ).returning({ balanceStatus: orders.balanceStatus, balanceLinkUrl: orders.balanceLinkUrl });
  if (!order) return { kind: "unknown" };
  if (order.balanceStatus === "paid") return { kind: "paid" };
  if (order.balanceStatus === "awaiting_customer" && order.balanceLinkUrl) {
    return { kind: "pay", url: order.balanceLinkUrl };
  }
  return { kind: "closed" };
}

/** The order's balance link for the dashboard to copy: only while it awaits the customer. */
export function balanceLinkOf(
  order: Pick<Order, "balanceStatus" | "balanceLinkToken" | "balanceLinkOpenedAt">,
  apiUrl: string,
): CustomerLink | null {
  if (order.balanceStatus !== "awaiting_customer" || !order.balanceLinkToken) return null;
  return {
    url: balanceLinkUrl(apiUrl, order.balanceLinkToken),
    openedAt: order.balanceLinkOpenedAt?.toISOString() ?? null,
  };
}
