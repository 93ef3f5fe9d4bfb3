import { servicesOf } from "@/domain/stored-offering";
import { FREQUENCY_LABELS, type Frequency } from "@/shared/frequency-names";
import type { BusinessConfig } from "../config/business-config";
import type { Order } from "../db/schema";
import { pricePlanVisit } from "./price-plan-visit";

/** A frequency a plan may change to, and what each visit would cost at it. */
export type FrequencyChoice = {
  code: Frequency;
  label: string;
  visitGrandTotalCents: number;
  visitPlatformFeeCents: number | null;
};

/**
 * The other recurring frequencies the business offers today for the plan's service, each priced
 * as a new purchase of the plan's selection would be (docs/product/plans.md#changing-the-frequency).
 */
export function planFrequencyChoices(options: {
  config: BusinessConfig;
  order: Order;
  current: string;
  now: Date;
}): FrequencyChoice[] {
  const { config, order, current, now } = options;
  const service = servicesOf(config.offering).services.find(
    (candidate) => candidate.code === order.serviceCode,
  );
  if (service?.billing.type !== "per_visit") return [];
  return service.billing.frequencies.flatMap(({ code }) => {
    if (code === "one_time" || code === current) return [];
    const price = pricePlanVisit({ config, order, frequency: code, now });
    if (!price) return [];
    return [
      {
        code,
        label: FREQUENCY_LABELS[code],
        visitGrandTotalCents: price.grandTotalCents,
        visitPlatformFeeCents: price.platformFeeCents,
      },
    ];
  });
}
