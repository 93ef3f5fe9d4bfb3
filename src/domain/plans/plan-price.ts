import { Temporal } from "temporal-polyfill";

/**
 * Which price a plan's visit is charged, and when a price change reaches a plan
 * (docs/product/plans.md#price-changes). Pure: the server reads the plan and the clock.
 */

/** One visit's price: what the customer pays, and Quotewise's fee in it (null: the order's). */
export type VisitPrice = { grandTotalCents: number; platformFeeCents: number | null };

/** A plan's prices as stored: the current one, and a next one from an instant on. */
export type PlanPrices = {
  visitGrandTotalCents: number;
  visitPlatformFeeCents: number | null;
  nextVisitGrandTotalCents: number | null;
  nextVisitPlatformFeeCents: number | null;
  nextPriceFrom: Date | null;
};

/**
 * The price of the plan's visit that starts at `visitStart`: the next price once its date has
 * come, else the current one. A visit before the notice has passed keeps the old price, whenever
 * it is charged.
 */
export function visitPriceOn(plan: PlanPrices, visitStart: Date): VisitPrice {
  if (
    plan.nextPriceFrom !== null &&
    plan.nextVisitGrandTotalCents !== null &&
    visitStart.getTime() >= plan.nextPriceFrom.getTime()
  ) {
    return {
      grandTotalCents: plan.nextVisitGrandTotalCents,
      platformFeeCents: plan.nextVisitPlatformFeeCents,
    };
  }
  return {
    grandTotalCents: plan.visitGrandTotalCents,
    platformFeeCents: plan.visitPlatformFeeCents,
  };
}

/**
 * The first instant of a new price told `now`: the start of the business's day once `noticeDays`
 * whole days have passed (a change told at 15:00 on March 4 with 30 days' notice reaches the
 * visits from April 4 at 00:00 on; a day of 23 or 25 hours counts as a day).
 */
export function priceChangeEffectiveFrom(options: {
  now: Date;
  noticeDays: number;
  timeZone: string;
}): Date {
  const told = Temporal.Instant.fromEpochMilliseconds(options.now.getTime()).toZonedDateTimeISO(
    options.timeZone,
  );
  const passed = told.add({ days: options.noticeDays });
  const dayStart = passed.startOfDay();
  const from =
    Temporal.ZonedDateTime.compare(dayStart, passed) === 0
      ? dayStart
      : dayStart.add({ days: 1 }).startOfDay();
  return new Date(from.epochMilliseconds);
}

/** What a price change does to one plan: nothing, drop a waiting change, or set a new one. */
export type PlanPriceChange =
  | { kind: "unchanged" }
  | { kind: "withdrawn"; prices: PlanPrices }
  | { kind: "scheduled"; prices: PlanPrices; from: Date; oldCents: number; newCents: number };

/**
 * The plan's prices once the service's price for it becomes `price` at `now`: a next price that
 * has come becomes the current one; a new price waits for the notice; the price the plan already
 * has or will have changes nothing; and a change back to the current price withdraws the waiting
 * one.
 */
export function changePlanPrice(options: {
  plan: PlanPrices;
  price: VisitPrice;
  now: Date;
  noticeDays: number;
  timeZone: string;
}): PlanPriceChange {
  const { price, now } = options;
  const current = settlePlanPrice(options.plan, now);
  const waiting = current.nextVisitGrandTotalCents;
  if (
    waiting === null
      ? price.grandTotalCents === current.visitGrandTotalCents
      : price.grandTotalCents === waiting
  ) {
    return { kind: "unchanged" };
  }
  if (price.grandTotalCents === current.visitGrandTotalCents) {
    return { kind: "withdrawn", prices: withoutNext(current) };
  }
  const from = priceChangeEffectiveFrom(options);
  return {
    kind: "scheduled",
    from,
    oldCents: current.visitGrandTotalCents,
    newCents: price.grandTotalCents,
    prices: {
      ...current,
      nextVisitGrandTotalCents: price.grandTotalCents,
      nextVisitPlatformFeeCents: price.platformFeeCents,
      nextPriceFrom: from,
    },
  };
}

/** The plan's prices at `now`: a next price whose date has come is the current one. */
export function settlePlanPrice(plan: PlanPrices, now: Date): PlanPrices {
  if (plan.nextPriceFrom === null || plan.nextPriceFrom.getTime() > now.getTime()) return plan;
  return withoutNext({
    ...plan,
    visitGrandTotalCents: plan.nextVisitGrandTotalCents ?? plan.visitGrandTotalCents,
    visitPlatformFeeCents: plan.nextVisitPlatformFeeCents,
  });
}

function withoutNext(plan: PlanPrices): PlanPrices {
  return {
    ...plan,
    nextVisitGrandTotalCents: null,
    nextVisitPlatformFeeCents: null,
    nextPriceFrom: null,
  };
}
