import { and, eq } from "drizzle-orm";
import { serviceOf } from "../account/customer-account";
import { formatVisitTime } from "../account/format-visit-time";
import type { Business } from "../business/business-store";
import type { MailFrom } from "../config/env";
import type { Db } from "../db/database";
import { visitTips } from "../db/schema";
import { savedCardPayments } from "../payments/create-payments-provider";
import type { PaymentsProvider } from "../payments/payments-provider";
import { queueTipPaid } from "./record-visit-tip";
import type { TippableVisit } from "./tippable-visit";

/** Where paying a tip leads: Stripe's page, recorded at once (test mode), or not online. */
export type TipCheckoutOutcome =
  | { kind: "checkout"; url: string }
  | { kind: "tipped" }
  | { kind: "not_online" };

/**
 * The customer's tip of a completed visit (docs/product/customer-account.md#tips, decision 059):
 * a Checkout Session of its own on the business's connected account, with no application fee,
 * its row `open` until the payment is recorded. A visit paid in test mode is tipped in test mode:
 * recorded at once, with no money moving, as its plan's visits are charged.
 */
export async function openTipCheckout(options: {
  db: Db;
  payments: PaymentsProvider;
  business: Business;
  tippable: TippableVisit;
  amountCents: number;
  now: Date;
  successUrl: string;
  cancelUrl: string;
  mailFrom: MailFrom | undefined;
}): Promise<TipCheckoutOutcome> {
  const { db, business, tippable, amountCents, now } = options;
  const { order, visit } = tippable;
  const payments = savedCardPayments(order, business, options.payments);
  if (!payments) return { kind: "not_online" };
  const row = {
    businessId: business.id,
    bookingId: visit.id,
    orderId: order.id,
    amountCents,
  };
  if (payments.mode === "test") {
    await db.transaction(async (tx) => {
      const [tip] = await tx
        .insert(visitTips)
        .values({ ...row, status: "paid", paidAt: now })
        .returning();
      await queueTipPaid(tx, {
        business,
        tip: tip!,
        order,
        startsAt: visit.startsAt,
        now,
        mailFrom: options.mailFrom,
      });
    });
    return { kind: "tipped" };
  }
  const [tip] = await db
    .insert(visitTips)
    .values({ ...row, status: "open" })
    .returning();
  const session = await payments.createTipCheckout({
    order,
    tip: tip!,
    paymentAccount: business.paymentAccount,
    description: `Tip for the visit of ${formatVisitTime(visit.startsAt, business.config.timezone)}: ${serviceOf(order, business.config)}`,
    successUrl: options.successUrl,
    cancelUrl: options.cancelUrl,
  });
  await db
    .update(visitTips)
    .set({ checkoutSessionId: session.id })
    .where(and(eq(visitTips.businessId, business.id), eq(visitTips.id, tip!.id)));
  return { kind: "checkout", url: session.url };
}
