import type { Offering } from "@/shared/offering";
import { frequencyName, type OrderService, orderServiceName } from "@/shared/order-service";
import { formatQuantity } from "@/shared/quantity-units";
import { servicesOf } from "./stored-offering";

/** The service columns of an order (migration 0030): all null on an order priced as today's. */
export type OrderServiceColumns = {
  serviceCode?: string | null | undefined;
  quantities?: { code: string; label: string; quantity: number; price_cents: number }[] | null;
  frequency?: string | null | undefined;
  recurring?: { first_visit_grand_total_cents: number; visit_grand_total_cents: number } | null;
};

/**
 * What an order priced as services bought, named as the business's settings name its service
 * and units today (docs/product/orders.md#services); undefined for an order priced as today's.
 */
export function describeOrderService(
  order: OrderServiceColumns,
  offering: Offering,
): OrderService | undefined {
  if (!order.serviceCode) return undefined;
  const service = servicesOf(offering).services.find(({ code }) => code === order.serviceCode);
  const units = new Map(
    (service?.pricing.quantities ?? []).map((quantity) => [quantity.code, quantity.unit]),
  );
  return {
    code: order.serviceCode,
    name: service?.texts.name ?? order.serviceCode,
    quantities: (order.quantities ?? []).map((quantity) => {
      const unit = units.get(quantity.code);
      return {
        ...quantity,
        amount: unit
          ? formatQuantity(unit, quantity.quantity)
          : quantity.quantity.toLocaleString("en-US"),
      };
    }),
    frequency: order.frequency
      ? { code: order.frequency, name: frequencyName(order.frequency) }
      : null,
    recurring: order.recurring
      ? {
          first_visit_grand_total_cents: order.recurring.first_visit_grand_total_cents,
          visit_grand_total_cents: order.recurring.visit_grand_total_cents,
        }
      : null,
  };
}

/** A service's selection as a custom quote request keeps it (migration 0031). */
export type RequestedSelection = {
  service?: string | undefined;
  option?: string | undefined;
  quantities?: { code: string; quantity: number }[] | undefined;
  frequency?: string | undefined;
};

/**
 * What a custom quote request asked for, as label and value rows in the business's words: the
 * service, its option, each quantity with its unit and the frequency; none without a selection.
 */
export function describeSelection(
  selection: RequestedSelection | null | undefined,
  offering: Offering,
): { label: string; value: string }[] {
  if (!selection?.service) return [];
  const service = servicesOf(offering).services.find(({ code }) => code === selection.service);
  const option = service?.pricing.options?.find(({ code }) => code === selection.option);
  const quantities = new Map(
    (service?.pricing.quantities ?? []).map((quantity) => [quantity.code, quantity]),
  );
  return [
    {
      label: "Service",
      value: orderServiceName({ name: service?.texts.name ?? selection.service }),
    },
    ...(selection.option ? [{ label: "Option", value: option?.label ?? selection.option }] : []),
    ...(selection.quantities ?? []).map(({ code, quantity }) => {
      const known = quantities.get(code);
      return known
        ? { label: known.label, value: formatQuantity(known.unit, quantity) }
        : { label: code, value: quantity.toLocaleString("en-US") };
    }),
    ...(selection.frequency
      ? [{ label: "Frequency", value: frequencyName(selection.frequency) }]
      : []),
  ];
}
