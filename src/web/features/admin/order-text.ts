import type { AdminOrder } from "@/shared/api/admin-contract";
import { formatCents } from "@/shared/money";

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

export function formatPaymentStatus(status: AdminOrder["paymentStatus"]): string {
  return status === "paid" ? "Paid" : "Pending";
}

export function formatAddons(order: Pick<AdminOrder, "addons">): string {
  return order.addons.length ? order.addons.map((addon) => addon.label).join(", ") : "None";
}

/** A Google Maps Street View link at the order's location, or null without one. */
export function streetViewUrl(order: Pick<AdminOrder, "lat" | "lng">): string | null {
  if (order.lat === null || order.lng === null) return null;
  return `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${order.lat},${order.lng}`;
}

/**
 * The order summary SPEC section 9 puts on the clipboard for a CRM: customer, email, phone,
 * address, town, service, add-ons, total, payment and created, one per line.
 */
export function formatOrderForCrm(order: AdminOrder, timeZone: string): string {
  return [
    `Customer: ${order.customerName ?? "Not provided"}`,
    `Email: ${order.email}`,
    `Phone: ${order.phone ?? "Not provided"}`,
    `Address: ${order.address}, ${order.city}, ${order.state} ${order.zipCode}`,
    `Town: ${order.town}`,
    `Service: ${order.drivewaySizeLabel}`,
    `Add-ons: ${formatAddons(order)}`,
    `Total: ${formatCents(order.totalCents)}`,
    `Payment: ${formatPaymentStatus(order.paymentStatus)}`,
    `Created: ${formatAdminDate(order.createdAt, timeZone)}`,
  ].join("\n");
}
