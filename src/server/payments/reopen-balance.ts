import { sql } from "drizzle-orm";
import { type BalanceSignal, decideBalanceTransition } from "@/domain/order-lifecycle";
import type { Db, Tx } from "../db/database";
import { orderEvents } from "../db/schema";
import type { BalanceOutcome } from "./balance-payment";
import { lockOrder } from "./lock-order";
import { updateOrder } from "./update-order";

/**
 * Applies a signal that changes the balance's status only (no money), in the caller's
 * transaction: the balance is due again after a charge that could not reach Stripe, or after
 * the customer's link expired unpaid, so the business may charge again.
 */
export async function reopenBalance(
  tx: Tx,
  options: {
    businessId: string;
    orderId: string;
    signal: Extract<BalanceSignal, { type: "unreachable" | "link_expired" }>;
    /** Only this link's expiry reopens the balance (a late one of an older link does not). */
    sessionId?: string;
    actor: string;
    data?: Record<string, unknown>;
  },
): Promise<BalanceOutcome> {
  const order = await lockOrder(tx, options.businessId, options.orderId);
  if (!order?.balanceStatus) return "not_found";
  if (options.sessionId !== undefined && order.balanceCheckoutSessionId !== options.sessionId) {
    return "ignored";
  }
  const decision = decideBalanceTransition(order.balanceStatus, options.signal);
  if (decision.action !== "reopen") return "ignored";
  await updateOrder(
    tx,
    { businessId: order.businessId, orderId: order.id },
    { balanceStatus: "due", balanceChargingSince: null, updatedAt: sql`now()` },
  );
  if (options.signal.type === "link_expired") {
    await tx.insert(orderEvents).values({
      orderId: order.id,
      businessId: order.businessId,
      type: "balance_link_expired",
      actor: options.actor,
      data: options.data ?? null,
    });
    return "link_expired";
  }
  return "ignored";
}

/** The balance is due again after a charge that did not happen (in its own transaction). */
export async function reopenUncharged(
  db: Db,
  options: { businessId: string; orderId: string; actor: string; why?: string },
): Promise<void> {
  await db.transaction((tx) =>
    reopenBalance(tx, {
      businessId: options.businessId,
      orderId: options.orderId,
      signal: { type: "unreachable" },
      actor: options.actor,
      ...(options.why && { data: { why: options.why } }),
    }),
  );
}
