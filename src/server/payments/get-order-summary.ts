import { and, eq } from "drizzle-orm";
import { splitPayment } from "@/domain/deposits";
import type { OrderSummary } from "@/shared/api/checkout-contract";
import { fillNextSteps, formatContractLine } from "@/shared/offering";
import { resolveService } from "@/shared/service-texts";
import { orderVisitTime } from "../booking/order-visit-time";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { orders } from "../db/schema";
import { AppError } from "../http/app-error";

/**
 * The order as its customer may see it, by its unguessable id: only what they typed or were
 * shown (no session ids, keys, location or admin fields).
 */
export async function getOrderSummary(
  db: Db,
  options: { business: Business; orderId: string; paymentMode: "test" | "stripe" },
): Promise<OrderSummary> {
  const { business } = options;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, options.orderId), eq(orders.businessId, business.id)));
  if (!order) throw new AppError("not_found", "Order not found");
  const { config } = business;
  const { offering } = config;
  const split = splitPayment(order);
  const season =
    order.seasonStartsOn && order.seasonEndsOn
      ? { starts_on: order.seasonStartsOn, ends_on: order.seasonEndsOn }
      : null;
  const visitTime = await orderVisitTime(db, {
    businessId: business.id,
    orderId: order.id,
    timezone: config.timezone,
    availability: config.availability,
  });
  return {
    id: order.id,
    paymentStatus: order.paymentStatus,
    paidAt: order.paidAt?.toISOString() ?? null,
    paymentMode: options.paymentMode,
    email: order.email,
    customerName: order.customerName,
    address: order.address,
    city: order.city,
    state: order.state,
    zipCode: order.zipCode,
    area: order.area,
    option: { code: order.optionCode, label: order.optionLabel },
    addons: order.addons,
    lines: order.lines,
    subtotal_cents: order.subtotalCents,
    fee_cents: order.feeCents,
    tax_cents: order.taxCents,
    total_cents: order.totalCents,
    grand_total_cents: order.grandTotalCents,
    amount_due_now_cents: split.dueNowCents,
    amount_due_later_cents: split.dueLaterCents,
    balanceStatus: order.balanceStatus,
    visitTime: visitTime && { ...visitTime, timezone: config.timezone },
    contract: {
      name: resolveService(offering.service).contract.name,
      line: formatContractLine(offering, season),
      ...(season && offering.season?.note !== undefined && { note: offering.season.note }),
    },
    nextSteps: fillNextSteps(offering, config.contact.phone),
    business: {
      name: config.name,
      serviceName: offering.service.name,
      ...(config.contact.phone !== undefined && { phone: config.contact.phone }),
      email: config.contact.email,
    },
  };
}
