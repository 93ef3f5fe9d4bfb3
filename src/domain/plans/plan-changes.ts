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
