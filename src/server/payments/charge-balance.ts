import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { decideBalanceTransition, isStaleCharge } from "@/domain/order-lifecycle";
import type { ChargeBalanceResponse } from "@/shared/api/payments-contract";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { orderEvents, orders } from "../db/schema";
import { AppError } from "../http/app-error";
import { balanceCentsOf } from "./balance-payment";
import { savedCardPayments } from "./create-payments-provider";
import { lockOrder } from "./lock-order";
import type { NoticeContext } from "./order-notices";
import type { PaymentsProvider } from "./payments-provider";
import { reopenUncharged } from "./reopen-balance";
import { requestBalanceLink } from "./request-balance-link";
import { settleBalance } from "./settle-balance";
import { updateOrder } from "./update-order";

const REFUSALS = {
  already_paid: "This order is already paid in full.",
  in_progress: "The balance is being charged right now.",
  awaiting_customer:
    "The customer was emailed a link to pay the balance; it can be charged again if the link expires unpaid.",
} as const;

/**
 * The dashboard's "Charge balance" (docs/product/payments.md#deposits): claims the charge with
 * the order locked (two clicks, on any instances, charge once), charges the saved card
 * off-session outside any transaction, then records what the provider answered. An order paid
 * on the test page is charged by the test provider: settled at once, no money moves.
 */
export async function chargeBalance(options: {
  db: Db;
  payments: PaymentsProvider;
  business: Business;
  orderId: string;
  actor: string;
  now: Date;
  notices: NoticeContext;
  log: FastifyBaseLogger;
}): Promise<ChargeBalanceResponse> {
  const { db, business, orderId } = options;
  /** What the dashboard is told, with the balance's status as it is now. */
  const answer = async (
    outcome: ChargeBalanceResponse["outcome"],
    message: string,
  ): Promise<ChargeBalanceResponse> => {
    const [now] = await db
      .select({ balanceStatus: orders.balanceStatus })
      .from(orders)
      .where(and(eq(orders.businessId, business.id), eq(orders.id, orderId)));
    return { outcome, message, balanceStatus: now!.balanceStatus! };
  };
  const claimed = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, business.id, orderId);
    if (!order) throw new AppError("not_found", "Order not found");
    if (order.paymentStatus !== "paid" || order.balanceStatus === null) {
      throw new AppError("conflict", "This order has no balance to charge: it takes no deposit.");
    }
    const stale =
      order.balanceStatus === "charging" && isStaleCharge(order.balanceChargingSince, options.now);
    const decision = decideBalanceTransition(order.balanceStatus, {
      type: stale ? "resume_charge" : "charge",
    });
    if (decision.action === "refuse") throw new AppError("conflict", REFUSALS[decision.reason]);
    if (decision.action !== "start_charge") throw new AppError("conflict", REFUSALS.in_progress);
    // A charge taken over repeats its attempt: the same idempotency key, so Stripe answers what
    // it answered before instead of charging again.
    const attempt = stale ? Math.max(order.balanceAttempts, 1) : order.balanceAttempts + 1;
    const [charging] = await updateOrder(
      tx,
      { businessId: order.businessId, orderId: order.id },
      {
        balanceStatus: "charging",
        balanceAttempts: attempt,
        balanceChargingSince: options.now,
        updatedAt: sql`now()`,
      },
    ).returning();
    await tx.insert(orderEvents).values({
      orderId: order.id,
      businessId: order.businessId,
      type: "balance_charge_started",
      actor: options.actor,
      data: { attempt, amount_cents: balanceCentsOf(order) },
    });
    return { order: charging!, attempt };
  });
  const { order, attempt } = claimed;

  // The balance is charged where the deposit was paid.
  const payments = savedCardPayments(order, business, options.payments);
  if (!payments) {
    await reopenUncharged(db, {
      businessId: business.id,
      orderId,
      actor: "quotewise",
      why: "stripe not configured",
    });
    throw new AppError(
      "conflict",
      "This business's Stripe account is not connected: the balance cannot be charged.",
    );
  }

  const charge = await payments.chargeSavedCard({
    order,
    attempt,
    paymentAccount: business.paymentAccount,
  });
  switch (charge.outcome) {
    case "unreachable":
      options.log.error({ err: charge.error, orderId }, "charging the balance failed");
      await reopenUncharged(db, {
        businessId: business.id,
        orderId,
        actor: "quotewise",
        why: "unreachable",
      });
      throw new AppError(
        "unavailable",
        "Stripe is not reachable right now. Nothing was charged; please try again in a moment.",
      );
    case "customer_needed":
      await requestBalanceLink({
        ...options,
        attempt,
        reason: charge.reason,
        paymentIntentId: charge.paymentIntentId,
      });
      return answer(
        "customer_emailed",
        charge.reason === "authentication_required"
          ? "The customer's bank wants them to approve this payment: we emailed them a link to pay the balance."
          : "The saved card was declined: we emailed the customer a link to pay the balance.",
      );
    case "processing":
      return answer("processing", "The payment is processing; the order updates when it clears.");
    case "succeeded": {
      const testMode = payments.mode === "test";
      await db.transaction((tx) =>
        settleBalance(tx, {
          businessId: business.id,
          orderId,
          paymentIntentId: charge.paymentIntentId,
          amountCents: charge.amountReceivedCents,
          applicationFeeCents: charge.applicationFeeCents,
          actor: options.actor,
          ...(testMode && { data: { mode: "test" } }),
          notices: options.notices,
        }),
      );
      return testMode
        ? answer("paid", "Balance recorded in test mode: no card was charged.")
        : answer("paid", "Balance charged: the order is paid in full.");
    }
  }
}
