import type { VisitPrice } from "@/domain/plans/plan-price";
import type { BusinessConfig } from "../config/business-config";
import type { Order } from "../db/schema";
import { AppError } from "../http/app-error";
import { priceSelection } from "../quotes/price-services";

/**
 * What one later visit of the plan bought by `order` costs at `frequency` under `config`, priced
 * by the price engine as a new purchase of the same selection would be
 * (docs/product/pricing.md#frequencies); null when the business no longer sells that selection
 * so (its service, option or frequency gone): the plan keeps its price.
 */
export function pricePlanVisit(options: {
  config: BusinessConfig;
  order: Order;
  frequency: string;
  now: Date;
}): VisitPrice | null {
  const { order } = options;
  try {
    const priced = priceSelection({
      config: options.config,
      now: options.now,
      selection: {
        service: order.serviceCode ?? undefined,
        area: order.area,
        option: order.optionCode || undefined,
        quantities: order.quantities?.map(({ code, quantity }) => ({ code, quantity })),
        frequency: options.frequency,
        addons: order.addons.map(({ code, quantity }) => ({ code, quantity })),
      },
    });
    const recurring = priced.quote?.recurring;
    if (!recurring) return null;
    return {
      grandTotalCents: recurring.visit_grand_total_cents,
      platformFeeCents: priced.visitPlatformFeeCents,
    };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
