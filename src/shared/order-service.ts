import { z } from "zod";
import { FREQUENCY_LABELS } from "./frequency-names";
import { formatCents } from "./money";

/**
 * What an order priced as services bought (decision 042), as the dashboard, the export and the
 * emails show it (docs/product/orders.md#services): absent on an order priced as today's.
 */
export const orderServiceSchema = z.object({
  code: z.string(),
  /** The service's name in the business's settings; its code once the business no longer sells it. */
  name: z.string(),
  quantities: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      quantity: z.number(),
      /** The quantity with its unit, "2,000 sq ft" (the number alone without the service). */
      amount: z.string(),
      price_cents: z.number().int(),
    }),
  ),
  frequency: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** A recurring frequency's first and each later visit, tax and fee included. */
  recurring: z
    .object({
      first_visit_grand_total_cents: z.number().int(),
      visit_grand_total_cents: z.number().int(),
    })
    .nullable(),
});
export type OrderService = z.infer<typeof orderServiceSchema>;

/** "every_2_weeks" -> "Every 2 weeks"; a code no longer known is shown as it is. */
export function frequencyName(code: string): string {
  return Object.hasOwn(FREQUENCY_LABELS, code)
    ? FREQUENCY_LABELS[code as keyof typeof FREQUENCY_LABELS]
    : code;
}

/** "Home size 2,000 sq ft; Bathrooms 2 bathrooms". */
export function formatOrderQuantities(
  quantities: OrderService["quantities"],
  separator = "; ",
): string {
  return quantities.map((quantity) => `${quantity.label} ${quantity.amount}`).join(separator);
}

/** The service's name as a heading or a row shows it: "Lawn mowing". */
export function orderServiceName(service: Pick<OrderService, "name">): string {
  return service.name.charAt(0).toUpperCase() + service.name.slice(1);
}

/** A recurring plan's later visits, "then $40.00 every 2 weeks"; "" for one visit. */
export function formatLaterVisits(service: OrderService): string {
  const { frequency, recurring } = service;
  if (!frequency || !recurring) return "";
  return `then ${formatCents(recurring.visit_grand_total_cents)} ${frequency.name.toLowerCase()}`;
}

/** "Every 2 weeks: $60.00 the first visit, then $40.00 every 2 weeks"; "One time". */
export function formatOrderFrequency(service: OrderService): string {
  const { frequency, recurring } = service;
  if (!frequency) return "";
  if (!recurring) return frequency.name;
  const first = formatCents(recurring.first_visit_grand_total_cents);
  return `${frequency.name}: ${first} the first visit, ${formatLaterVisits(service)}`;
}

/**
 * The rows the order page and the emails show of what was bought: the service, the option when
 * it was priced by one (`option`), each quantity and the frequency.
 */
export function orderServiceRows(
  service: OrderService,
  option?: { code: string; label: string },
): { label: string; value: string }[] {
  return [
    { label: "Service", value: orderServiceName(service) },
    // A service priced by quantities alone sold no option (its code is "", decision 042).
    ...(option?.code ? [{ label: "Option", value: option.label }] : []),
    ...service.quantities.map((quantity) => ({ label: quantity.label, value: quantity.amount })),
    ...(service.frequency ? [{ label: "Frequency", value: formatOrderFrequency(service) }] : []),
  ];
}
