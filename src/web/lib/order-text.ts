import type { AdminOrder } from "@/shared/api/admin-contract";
import { formatCents } from "@/shared/money";
import { formatSoldAddons } from "@/shared/order-addons";
import { orderServiceRows } from "@/shared/order-service";
import { type PaymentStage, paymentStage } from "@/shared/order-status";

/** "Oct 1, 2025, 8:05 AM" on the business's wall clock. */
export function formatAdminDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}

/** "Oct 1, 2025" in the business's time zone. */
export function formatAdminDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium" }).format(new Date(iso));
}

/** "8:05 AM" in the business's time zone. */
export function formatAdminTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, timeStyle: "short" }).format(new Date(iso));
}

const STAGE_TEXT: Record<Exclude<PaymentStage, "pending" | "paid_in_full">, string> = {
  deposit_paid: "Deposit paid",
  balance_charging: "Charging the balance",
  balance_awaiting_customer: "Balance awaiting customer",
};

/**
 * Where the order's payment stands (docs/product/payments.md#deposits): "Pending", "Paid", and
 * for an order with a deposit "Deposit paid", "Balance awaiting customer", "Paid in full".
 */
export function formatPaymentStatus(
  order: Pick<AdminOrder, "paymentStatus" | "paidInTestMode" | "depositCents" | "balanceStatus">,
): string {
  const stage = paymentStage(order);
  if (stage === "pending") return "Pending";
  const text =
    stage === "paid_in_full"
      ? order.depositCents === null
        ? "Paid"
        : "Paid in full"
      : STAGE_TEXT[stage];
  return order.paidInTestMode ? `${text} in test mode (no money received)` : text;
}

/** "$258.56 charged ($245.84 + $12.72 tax)": what the customer paid, and how it splits. */
export function formatChargedAmount(
  order: Pick<AdminOrder, "grandTotalCents" | "totalCents" | "taxCents">,
): string {
  return `${formatCents(order.grandTotalCents)} charged (${formatCents(order.totalCents)} + ${formatCents(order.taxCents)} tax)`;
}

/** "Extra Windows x 12, Hard Water Stain Removal", or "None". */
/**
 * What the order bought, as label and value: the option sold, or for an order priced as
 * services (docs/product/orders.md#services) its service, option, quantities and frequency.
 */
export function orderServiceFields(
  order: Pick<AdminOrder, "option" | "service">,
): [string, string][] {
  if (!order.service) return [["Service", order.option.label]];
  return orderServiceRows(order.service, order.option).map(({ label, value }) => [label, value]);
}

export function formatAddons(order: Pick<AdminOrder, "addons">): string {
  return order.addons.length ? formatSoldAddons(order.addons) : "None";
}

export type OrderMapLink = { precision: "street" | "zip"; url: string };

/**
 * Google Maps Street View of the house when it was located at street level; otherwise (only
 * its ZIP code's centre is known) a map of the ZIP code's area. Null when not located.
 */
export function orderMapLink(
  order: Pick<AdminOrder, "lat" | "lng" | "locationPrecision" | "zipCode" | "state">,
): OrderMapLink | null {
  if (order.lat === null || order.lng === null) return null;
  if (order.locationPrecision === "street") {
    return {
      precision: "street",
      url: `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${order.lat},${order.lng}`,
    };
  }
  const query = encodeURIComponent(`${order.zipCode.slice(0, 5)} ${order.state}`);
  return { precision: "zip", url: `https://www.google.com/maps/search/?api=1&query=${query}` };
}

/**
 * The order summary Copy to CRM puts on the clipboard: customer, email, phone, address, town,
 * service, add-ons, total, payment and created, one per line
 * (docs/product/dashboard.md#row-actions).
 */
export function formatOrderForCrm(order: AdminOrder, timeZone: string): string {
  return [
    `Customer: ${order.customerName ?? "Not provided"}`,
    `Email: ${order.email}`,
    `Phone: ${order.phone ?? "Not provided"}`,
    `Address: ${order.address}, ${order.city}, ${order.state} ${order.zipCode}`,
    `Town: ${order.town}`,
    ...orderServiceFields(order).map(([label, value]) => `${label}: ${value}`),
    `Add-ons: ${formatAddons(order)}`,
    `Total: ${formatChargedAmount(order)}`,
    `Payment: ${formatPaymentStatus(order)}`,
    `Created: ${formatAdminDate(order.createdAt, timeZone)}`,
  ].join("\n");
}
