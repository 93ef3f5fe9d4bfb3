import type { Order } from "../db/schema";

/**
 * The `data` of each event as a business's CRM reads it (docs/product/webhooks.md#events): what
 * the dashboard shows, in snake_case, money in integer cents; none of our internal columns
 * (business id, config version, Stripe session, idempotency key).
 */

type Address = { address: string; city: string; state: string; zipCode: string };

function addressOf(row: Address) {
  return { line1: row.address, city: row.city, state: row.state, zip_code: row.zipCode };
}

/** order.created, order.paid, order.onboarded (and order.refunded). */
export function orderEventData(order: Order) {
  return {
    /** The order's id as the dashboard shows it (its page is /admin/orders/{id}). */
    id: order.id,
    payment_status: order.paymentStatus,
    test_mode: order.paidInTestMode,
    onboarded: order.onboarded,
    customer: { name: order.customerName, email: order.email, phone: order.phone },
    address: addressOf(order),
    area: order.area,
    option: { code: order.optionCode, label: order.optionLabel },
    // An order priced as services (decision 042): what it bought and how often.
    ...(order.serviceCode !== null && {
      service: order.serviceCode,
      quantity: order.quantities ?? [],
      frequency: order.frequency,
      recurring: order.recurring,
    }),
    addons: order.addons,
    lines: order.lines,
    subtotal_cents: order.subtotalCents,
    fee_cents: order.feeCents,
    tax_cents: order.taxCents,
    total_cents: order.totalCents,
    grand_total_cents: order.grandTotalCents,
    // A deposit and its balance (docs/product/payments.md#deposits): null without one.
    deposit_cents: order.depositCents,
    balance_status: order.balanceStatus,
    season: order.seasonStartsOn
      ? { starts_on: order.seasonStartsOn, ends_on: order.seasonEndsOn }
      : null,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    onboarded_at: order.onboardedAt?.toISOString() ?? null,
  };
}

/** lead.created: a visitor checked an address (in the area or not) and left an email. */
export function leadEventData(
  lead: Address & {
    email: string;
    inServiceArea: boolean;
    area: string | null;
    message: string;
  },
) {
  return {
    email: lead.email,
    address: addressOf(lead),
    in_service_area: lead.inServiceArea,
    area: lead.area,
    message: lead.message,
  };
}

/** custom_quote.requested (and custom_quote.accepted). */
export function customQuoteEventData(
  request: Address & {
    id: string;
    customerName: string;
    email: string;
    phone: string;
    area: string | null;
    description: string;
    propertyDetails?: string | null | undefined;
    status: string;
  },
) {
  return {
    id: request.id,
    status: request.status,
    customer: { name: request.customerName, email: request.email, phone: request.phone },
    address: addressOf(request),
    area: request.area,
    description: request.description,
    property_details: request.propertyDetails ?? null,
  };
}
