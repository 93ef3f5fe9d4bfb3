import { and, eq } from "drizzle-orm";
import { scopeOfSlug } from "@/shared/business-scope";
import { serviceOf } from "../account/customer-account";
import { hashToken } from "../admin/admin-sessions";
import type { Business } from "../business/business-store";
import type { MailFrom } from "../config/env";
import type { Db, Tx } from "../db/database";
import { bookings, type Order, type VisitCharge, visitPaymentLinks } from "../db/schema";
import { businessSender, queueEmail } from "../email/queue-email";
import { renderVisitPaymentLink } from "../email/visit-payment-emails";
import type { LinkReason } from "../payments/payments-provider";
import { newLinkToken } from "../signup/account-links";

/** How long an emailed link to pay a visit works (docs/product/plans.md#paying-a-failed-visit). */
export const VISIT_PAYMENT_LINK_MS = 30 * 24 * 60 * 60 * 1000;

/** 256 random bits, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The business's account pages, absolute: `{PUBLIC_URL}/b/{slug}/account`. */
export function accountUrlOf(publicUrl: string, business: Pick<Business, "slug">): string {
  return `${publicUrl}${scopeOfSlug(business.slug).pageBase}/account`;
}

/**
 * After a failed try of a visit's charge, in its transaction: a new link to pay that visit (its
 * token kept only as SHA-256), emailed to the customer from the business's name, once per try,
 * saying when the card on file is tried next or that the plan is paused.
 */
export async function sendVisitPaymentLink(
  tx: Tx,
  options: {
    business: Business;
    charge: VisitCharge;
    order: Order;
    reason: LinkReason;
    retryAt: Date | null;
    now: Date;
    publicUrl: string;
    mailFrom: MailFrom | undefined;
  },
): Promise<void> {
  const { business, charge, order, now } = options;
  const [visit] = await tx
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .where(and(eq(bookings.businessId, business.id), eq(bookings.id, charge.bookingId)));
  const link = newLinkToken();
  await tx.insert(visitPaymentLinks).values({
    tokenHash: link.tokenHash,
    businessId: business.id,
    visitChargeId: charge.id,
    bookingId: charge.bookingId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + VISIT_PAYMENT_LINK_MS),
  });
  await queueEmail(tx, {
    kind: "visit_payment_link",
    businessId: business.id,
    dedupeKey: `visit-charge:${charge.id}:payment-link:${charge.attempt}`,
    from: businessSender(business.config, options.mailFrom),
    to: order.email,
    replyTo: business.config.contact.email,
    ...renderVisitPaymentLink({
      config: business.config,
      visit: {
        customerName: order.customerName,
        service: serviceOf(order, business.config),
        startsAt: visit!.startsAt,
        amountCents: charge.amountCents,
      },
      reason: options.reason,
      url: `${accountUrlOf(options.publicUrl, business)}/pay?token=${link.token}`,
      retryAt: options.retryAt,
    }),
  });
}

/** What a visit's payment link is: the visit it pays, or why it does not work. */
export type VisitPaymentLinkState =
  | { kind: "valid"; bookingId: string }
  | { kind: "expired" }
  | { kind: "unknown" };

/** A payment link of this business (a token of another business is unknown here). */
export async function findVisitPaymentLink(
  db: Db,
  options: { businessId: string; token: string; now: Date },
): Promise<VisitPaymentLinkState> {
  if (!TOKEN_PATTERN.test(options.token)) return { kind: "unknown" };
  const [link] = await db
    .select({ bookingId: visitPaymentLinks.bookingId, expiresAt: visitPaymentLinks.expiresAt })
    .from(visitPaymentLinks)
    .where(
      and(
        eq(visitPaymentLinks.businessId, options.businessId),
        eq(visitPaymentLinks.tokenHash, hashToken(options.token)),
      ),
    );
  if (!link) return { kind: "unknown" };
  if (link.expiresAt.getTime() <= options.now.getTime()) return { kind: "expired" };
  return { kind: "valid", bookingId: link.bookingId };
}
