import { and, eq, sql } from "drizzle-orm";
import { serviceOf } from "../account/customer-account";
import type { Business } from "../business/business-store";
import type { MailFrom } from "../config/env";
import type { Tx } from "../db/database";
import { bookings, type Order, type VisitCharge, visitCharges } from "../db/schema";
import { businessSender, queueEmail } from "../email/queue-email";
import { renderVisitReceipt, type VisitPaidBy } from "../email/visit-payment-emails";
import { nextReceiptNumber } from "../receipts/next-receipt-number";
import { visitReceiptPdfUrl } from "../receipts/visit-receipt-url";
import { queueVisitChargeEvent } from "./plan-events";

/**
 * The one way a plan visit's charge becomes paid, inside the transaction of whatever paid it: the
 * saved card's charge (charge-visit.ts), a processing charge Stripe settled
 * (settle-processing-visit-charge.ts), the customer's payment on its link
 * (record-visit-payment.ts). It takes the business's next receipt number (none for a plan first
 * paid in test mode: no money moved; docs/product/receipts.md#numbers), records the payment and
 * when, clears the failure, the retry, the claim and the customer's checkout hold, and queues
 * `visit.charged` and the customer's receipt email with the link to its PDF, once per charge.
 * The charge's row is locked first: one already paid is answered as it is, so the number is
 * never taken twice nor wasted.
 */
export async function markVisitPaid(
  tx: Tx,
  options: {
    business: Business;
    charge: VisitCharge;
    /** The order that bought the plan: its customer is emailed, its test mode decides the number. */
    order: Order;
    paymentIntentId: string | null;
    applicationFeeCents: number | null;
    /** The customer's own Checkout Session that paid it, when they paid on its link. */
    checkoutSessionId?: string;
    paidBy: VisitPaidBy;
    now: Date;
    /** PUBLIC_URL: the receipt's link is on it. */
    publicUrl: string;
    mailFrom: MailFrom | undefined;
  },
): Promise<VisitCharge> {
  const { business, charge, order, now } = options;
  // Paid once and numbered once, even should two tries of one charge both hear it succeeded.
  const [current] = await tx
    .select()
    .from(visitCharges)
    .where(and(eq(visitCharges.businessId, business.id), eq(visitCharges.id, charge.id)))
    .for("update");
  if (!current || current.status === "paid") return current ?? charge;
  const receiptNumber = order.paidInTestMode ? null : await nextReceiptNumber(tx, business.id);
  const [paid] = await tx
    .update(visitCharges)
    .set({
      status: "paid",
      paidAt: now,
      receiptNumber,
      paymentIntentId: options.paymentIntentId,
      applicationFeeCents: options.applicationFeeCents,
      failure: null,
      retryAt: null,
      chargingSince: null,
      checkoutUntil: null,
      ...(options.checkoutSessionId ? { checkoutSessionId: options.checkoutSessionId } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(visitCharges.businessId, business.id), eq(visitCharges.id, charge.id)))
    .returning();
  await queueVisitChargeEvent(tx, { charge: paid!, type: "visit.charged", occurredAt: now });
  const [visit] = await tx
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .where(and(eq(bookings.businessId, business.id), eq(bookings.id, charge.bookingId)));
  await queueEmail(tx, {
    kind: "visit_receipt",
    businessId: business.id,
    dedupeKey: `visit-charge:${charge.id}:receipt`,
    from: businessSender(business.config, options.mailFrom),
    to: order.email,
    replyTo: business.config.contact.email,
    ...renderVisitReceipt({
      config: business.config,
      visit: {
        customerName: order.customerName,
        service: serviceOf(order, business.config),
        startsAt: visit!.startsAt,
        amountCents: charge.amountCents,
      },
      paidBy: options.paidBy,
      testMode: order.paidInTestMode,
      receiptPdfUrl: visitReceiptPdfUrl(options.publicUrl, business, charge.id),
    }),
  });
  return paid!;
}
