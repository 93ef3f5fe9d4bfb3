import { describeOrderService } from "@/domain/order-service";
import type { AdminOrder } from "@/shared/api/admin-contract";
import type { Offering } from "@/shared/offering";
import { orders } from "../db/schema";
import { cursorTimestamp } from "./page-cursor";

/** The columns an admin order is built from, plus the cursor text. */
export const adminOrderColumns = {
  id: orders.id,
  customerName: orders.customerName,
  email: orders.email,
  phone: orders.phone,
  address: orders.address,
  city: orders.city,
  state: orders.state,
  zipCode: orders.zipCode,
  area: orders.area,
  optionCode: orders.optionCode,
  optionLabel: orders.optionLabel,
  addons: orders.addons,
  totalCents: orders.totalCents,
  taxCents: orders.taxCents,
  grandTotalCents: orders.grandTotalCents,
  lines: orders.lines,
  serviceCode: orders.serviceCode,
  quantities: orders.quantities,
  frequency: orders.frequency,
  recurring: orders.recurring,
  paymentStatus: orders.paymentStatus,
  paidInTestMode: orders.paidInTestMode,
  depositCents: orders.depositCents,
  balanceStatus: orders.balanceStatus,
  needsNewTimeSince: orders.needsNewTimeSince,
  paidAt: orders.paidAt,
  onboarded: orders.onboarded,
  onboardedAt: orders.onboardedAt,
  onboardedBy: orders.onboardedBy,
  createdAt: orders.createdAt,
  lat: orders.lat,
  lng: orders.lng,
  demo: orders.demo,
  locationPrecision: orders.locationPrecision,
  cursorAt: cursorTimestamp(orders.createdAt),
};

export type AdminOrderRow = Pick<
  typeof orders.$inferSelect,
  Exclude<keyof typeof adminOrderColumns, "cursorAt">
> & { cursorAt: string };

/**
 * An order as the dashboard shows it, labelled as the customer saw it when buying; an order
 * priced as services names its service as the business's settings do (`offering`).
 */
export function toAdminOrder(row: AdminOrderRow, offering: Offering): AdminOrder {
  const service = describeOrderService(row, offering);
  return {
    id: row.id,
    customerName: row.customerName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    town: row.area,
    option: { code: row.optionCode, label: row.optionLabel },
    ...(service && { service }),
    addons: row.addons,
    totalCents: row.totalCents,
    taxCents: row.taxCents,
    grandTotalCents: row.grandTotalCents,
    lines: row.lines,
    paymentStatus: row.paymentStatus,
    paidInTestMode: row.paidInTestMode,
    depositCents: row.depositCents,
    balanceStatus: row.balanceStatus,
    ...(row.needsNewTimeSince && { needsNewTime: true as const }),
    onboarded: row.onboarded,
    onboardedAt: row.onboardedAt?.toISOString() ?? null,
    onboardedBy: row.onboardedBy,
    createdAt: row.createdAt.toISOString(),
    lat: row.lat,
    lng: row.lng,
    demo: row.demo,
    locationPrecision: row.locationPrecision,
  };
}
