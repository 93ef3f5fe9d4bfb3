import { and, asc, eq, inArray } from "drizzle-orm";
import { orderAmounts } from "@/domain/order-lifecycle";
import type { AdminOrderDetail, OrderTimelineEntry } from "@/shared/api/admin-contract";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { orderEvents, orderRefunds, orders, outbox } from "../db/schema";
import type { EmailPayload } from "../email/queue-email";
import { AppError } from "../http/app-error";
import { balanceLinkOf } from "../payments/balance-link";
import { refundView } from "../payments/describe-refunds";
import { balanceEmailKeys, orderEmailKeys } from "../payments/order-notices";
import { refundableCentsOf } from "../payments/order-payments";
import { adminOrderColumns, toAdminOrder } from "./admin-order-columns";

const detailColumns = {
  ...adminOrderColumns,
  basePriceCents: orders.basePriceCents,
  earlyBirdDiscountCents: orders.earlyBirdDiscountCents,
  addonPriceCents: orders.addonPriceCents,
  subtotalCents: orders.subtotalCents,
  feeCents: orders.feeCents,
  seasonStartsOn: orders.seasonStartsOn,
  seasonEndsOn: orders.seasonEndsOn,
  checkoutSessionId: orders.checkoutSessionId,
  updatedAt: orders.updatedAt,
  applicationFeeCents: orders.applicationFeeCents,
  refundedCents: orders.refundedCents,
  paymentIntentId: orders.paymentIntentId,
  balanceApplicationFeeCents: orders.balanceApplicationFeeCents,
  balancePaidAt: orders.balancePaidAt,
  balancePaymentIntentId: orders.balancePaymentIntentId,
  stripePaymentMethodId: orders.stripePaymentMethodId,
  balanceAttempts: orders.balanceAttempts,
  balanceLinkToken: orders.balanceLinkToken,
  balanceLinkOpenedAt: orders.balanceLinkOpenedAt,
};

/** Order events and emails merged by time; the email comes after the event that queued it. */
function byTime(left: OrderTimelineEntry, right: OrderTimelineEntry): number {
  const difference = Date.parse(left.at) - Date.parse(right.at);
  if (difference !== 0) return difference;
  return (left.source === "email" ? 1 : 0) - (right.source === "email" ? 1 : 0);
}

/**
 * One order of the business with everything the detail view shows, or a 404. `apiUrl` is where
 * the business's public API answers: the base of its balance link.
 */
export async function getAdminOrderDetail(
  db: Db,
  { business, orderId, apiUrl }: { business: Business; orderId: string; apiUrl: string },
): Promise<AdminOrderDetail> {
  const [row] = await db
    .select(detailColumns)
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.businessId, business.id)));
  if (!row) throw new AppError("not_found", `Order not found: ${orderId}`);
  const balanceKeys = balanceEmailKeys(orderId, row.balanceAttempts);
  const emailKeys = [
    ...Object.values(orderEmailKeys(orderId)),
    ...balanceKeys.links,
    balanceKeys.receipt,
    balanceKeys.paidNotice,
  ];

  const [events, emails, refunds] = await Promise.all([
    db
      .select({ type: orderEvents.type, actor: orderEvents.actor, at: orderEvents.createdAt })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db
      .select()
      .from(outbox)
      .where(inArray(outbox.dedupeKey, emailKeys))
      .orderBy(asc(outbox.createdAt), asc(outbox.id)),
    db
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.businessId, business.id), eq(orderRefunds.orderId, orderId)))
      .orderBy(asc(orderRefunds.createdAt)),
  ]);

  const timeline: OrderTimelineEntry[] = [
    ...events.map((event) => ({
      source: "event" as const,
      type: event.type,
      actor: event.actor,
      at: event.at.toISOString(),
    })),
    ...emails.map((email) => {
      const payload = email.payload as EmailPayload;
      return {
        source: "email" as const,
        kind: email.kind,
        to: payload.to,
        subject: payload.subject,
        status: email.status,
        attempts: email.attempts,
        at: email.createdAt.toISOString(),
        sentAt: email.sentAt?.toISOString() ?? null,
        lastError: email.lastError,
      };
    }),
  ].sort(byTime);

  const { seasonStartsOn, seasonEndsOn, checkoutSessionId, updatedAt, ...amounts } = row;
  const held = refunds
    .filter((refund) => refund.status !== "failed")
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  return {
    order: {
      ...toAdminOrder(row, business.config.offering),
      basePriceCents: amounts.basePriceCents,
      earlyBirdDiscountCents: amounts.earlyBirdDiscountCents,
      addonPriceCents: amounts.addonPriceCents,
      subtotalCents: amounts.subtotalCents,
      feeCents: amounts.feeCents,
      seasonStartsOn,
      seasonEndsOn,
      paidAt: row.paidAt?.toISOString() ?? null,
      checkoutSessionId,
      updatedAt: updatedAt.toISOString(),
      applicationFeeCents: amounts.applicationFeeCents,
      balanceApplicationFeeCents: amounts.balanceApplicationFeeCents,
      balancePaidAt: row.balancePaidAt?.toISOString() ?? null,
      cardSaved: row.stripePaymentMethodId !== null,
      balanceLink: balanceLinkOf(row, apiUrl),
      amounts: orderAmounts(row),
      refundedCents: amounts.refundedCents,
      refundableCents: refundableCentsOf(row, held),
    },
    refunds: refunds.map(refundView),
    timeline,
    onboarding: events
      .filter((event) => event.type === "onboarded" || event.type === "unonboarded")
      .map((event) => ({
        onboarded: event.type === "onboarded",
        actor: event.actor,
        at: event.at.toISOString(),
      })),
  };
}
