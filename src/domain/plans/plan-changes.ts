import { type PlanPrices, visitPriceOn } from "./plan-price";

/**
 * What a customer may change on their plan from their page, and until when
 * (docs/product/customer-account.md#skipping-a-visit). Pure: the server reads the rows and the clock.
 */

const HOUR_MS = 3_600_000;

/** A plan's visit as the customer's page sees it. */
export type PlanVisit = {
  startsAt: Date;
  status: string;
  /** The order that paid for it: only the plan's first visit has one. */
  orderId: string | null;
  /** When the business marked it done: from then on it is charged (docs/product/plans.md#billing). */
  doneAt?: Date | null;
};

/**
 * The last instant a visit can be skipped: the business's minimum notice before its start, the
 * same notice a new booking needs (the crew's day is planned by then).
 */
export function skipDeadline(visit: Pick<PlanVisit, "startsAt">, noticeHours: number): Date {
  return new Date(visit.startsAt.getTime() - noticeHours * HOUR_MS);
}

/**
 * Whether the customer may skip this visit now: a booked later visit of an active plan, not
 * marked done, before the notice deadline. The first visit was paid at checkout, so skipping it would be a refund:
 * the business's to give.
 */
export function canSkipVisit(options: {
  visit: PlanVisit;
  planStatus: string;
  noticeHours: number;
  now: Date;
}): boolean {
  const { visit, planStatus, noticeHours, now } = options;
  return (
    planStatus === "active" &&
    visit.status === "booked" &&
    visit.orderId === null &&
    !visit.doneAt &&
    now.getTime() < skipDeadline(visit, noticeHours).getTime()
  );
}

/**
 * Whether a visit moved from `from` to `to` keeps its price
 * (docs/product/customer-account.md#moving-a-visit): a move never crosses a new price's date.
 */
export function moveKeepsPrice(plan: PlanPrices, from: Date, to: Date): boolean {
  return visitPriceOn(plan, from).grandTotalCents === visitPriceOn(plan, to).grandTotalCents;
}

/**
 * The visits a cancelled plan takes off the calendar: every booked later visit still to come.
 * Visits already paid stay (the first, bought at checkout, and any marked done, which is charged),
 * and so do those already past.
 */
export function visitsEndedByCancelling<Visit extends PlanVisit>(
  visits: readonly Visit[],
  now: Date,
): Visit[] {
  return visits.filter(
    (visit) =>
      visit.status === "booked" &&
      visit.orderId === null &&
      !visit.doneAt &&
      visit.startsAt.getTime() > now.getTime(),
  );
}

/** Whether a visit is still the plan's to move or drop: booked, not paid, not done. */
function unpaidBooked(visit: PlanVisit & { charged?: boolean }): boolean {
  return visit.status === "booked" && visit.orderId === null && !visit.doneAt && !visit.charged;
}

/** The first start a change by the customer may reach: the business's booking notice from now. */
export function changeableFrom(now: Date, noticeHours: number): Date {
  return new Date(now.getTime() + noticeHours * HOUR_MS);
}

/**
 * The visits a pause until `resumesAt` takes off the calendar (docs/product/plans.md#pausing):
 * booked, not paid, starting from the business's notice on and before the plan resumes. Those
 * inside the notice stay: the crew's day is planned.
 */
export function visitsEndedByPausing<Visit extends PlanVisit & { charged?: boolean }>(
  visits: readonly Visit[],
  options: { now: Date; noticeHours: number; resumesAt: Date },
): Visit[] {
  const from = changeableFrom(options.now, options.noticeHours).getTime();
  return visits.filter(
    (visit) =>
      unpaidBooked(visit) &&
      visit.startsAt.getTime() >= from &&
      visit.startsAt.getTime() < options.resumesAt.getTime(),
  );
}

/**
 * The visits a change of frequency books again on the new rule
 * (docs/product/plans.md#changing-the-frequency): booked, not paid, from the notice on.
 */
export function visitsRebookedByFrequencyChange<Visit extends PlanVisit & { charged?: boolean }>(
  visits: readonly Visit[],
  options: { now: Date; noticeHours: number },
): Visit[] {
  const from = changeableFrom(options.now, options.noticeHours).getTime();
  return visits.filter((visit) => unpaidBooked(visit) && visit.startsAt.getTime() >= from);
}

/**
 * Whether a plan's booked visits are charged: an active plan's, and a plan its customer paused
 * (the visits inside the notice stay booked, and are done and charged); never a plan paused because
 * its card failed, nor a cancelled one.
 */
export function chargesPlanVisits(plan: { status: string; resumesAt: Date | null }): boolean {
  return plan.status === "active" || (plan.status === "paused" && plan.resumesAt !== null);
}
