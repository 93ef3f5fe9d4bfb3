import type { RecurringFrequency } from "./plan-schedule";

/**
 * How many visits a year each recurring frequency makes, as a fraction (numerator, denominator):
 * every 3 weeks is 52/3 visits a year. A year is 52 weeks or 12 months.
 */
export const VISITS_PER_YEAR: Record<RecurringFrequency, readonly [number, number]> = {
  weekly: [52, 1],
  every_2_weeks: [26, 1],
  every_3_weeks: [52, 3],
  every_4_weeks: [13, 1],
  monthly: [12, 1],
  every_2_months: [6, 1],
  quarterly: [4, 1],
  twice_a_year: [2, 1],
  yearly: [1, 1],
};

/**
 * What one plan brings in a month (docs/product/dashboard.md#plan-stats): its price per visit
 * times its visits a year, over 12, in whole cents, half a cent rounded up. A weekly $45.00 plan
 * is $195.00 a month (45 x 52 / 12).
 */
export function monthlyPlanCents(visitPriceCents: number, frequency: RecurringFrequency): number {
  if (!Number.isSafeInteger(visitPriceCents) || visitPriceCents < 0) {
    throw new RangeError(`a visit's price must be whole cents, not ${visitPriceCents}`);
  }
  const [visits, years] = VISITS_PER_YEAR[frequency];
  const divisor = years * 12;
  // Integer arithmetic: round(price x visits / divisor), halves up.
  return Math.floor((2 * visitPriceCents * visits + divisor) / (2 * divisor));
}

export type RevenuePlan = {
  status: "active" | "paused" | "cancelled";
  frequency: RecurringFrequency;
  visitPriceCents: number;
  /** How many plans alike this stands for (a database's group of them); 1 when left out. */
  count?: number;
};

/**
 * Monthly recurring revenue: the sum of every active plan's monthly figure (`monthlyPlanCents`),
 * so it equals the figures of the plans added up. Paused and cancelled plans bring nothing.
 */
export function monthlyRecurringRevenueCents(plans: Iterable<RevenuePlan>): number {
  let total = 0;
  for (const plan of plans) {
    const count = plan.count ?? 1;
    if (!Number.isSafeInteger(count) || count < 0) {
      throw new RangeError(`a count of plans must be whole, not ${count}`);
    }
    if (plan.status === "active") {
      total += count * monthlyPlanCents(plan.visitPriceCents, plan.frequency);
    }
  }
  return total;
}
