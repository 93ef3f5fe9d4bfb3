import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { DEFAULT_AVAILABILITY } from "@/domain/booking/business-availability";
import { describeOrderService } from "@/domain/order-service";
import { canSkipVisit, visitsEndedByCancelling } from "@/domain/plans/plan-changes";
import { settlePlanPrice } from "@/domain/plans/plan-price";
import { FREQUENCY_LABELS, type Frequency } from "@/shared/frequency-names";
import { paymentStage } from "@/shared/order-status";
import type { BusinessConfig } from "../config/business-config";
import type { MailFrom } from "../config/env";
import type { Db } from "../db/database";
import { bookings, orders, plans, visitCharges, visitTips } from "../db/schema";
import { describeOrderContract } from "../email/order-emails";
import { businessNoticeRecipient, businessSender, queueEmail } from "../email/queue-email";
import { queuePlanEvent } from "../plans/plan-events";
import { renderPlanChangeNotice } from "./account-emails";
import { sameEmail } from "./customer-sign-in";
import { formatVisitTime } from "./format-visit-time";
import { cancelPlanVisits, loadPlanVisits } from "./load-plan-visits";

/** The most orders the page lists, newest first: a customer with more calls the business. */
export const ACCOUNT_ORDERS_LIMIT = 100;
/** The most upcoming visits the page lists, soonest first. */
export const ACCOUNT_VISITS_LIMIT = 50;
/** The most completed visits the page lists, latest first. */
export const ACCOUNT_COMPLETED_LIMIT = 10;
/** The most paid visits the page lists per plan, latest first, each with its receipt. */
export const ACCOUNT_PAID_VISITS_LIMIT = 10;

export type AccountOrder = {
  id: string;
  service: string;
  /** When it was paid, else when it was ordered. */
  date: Date;
  grandTotalCents: number;
  refundedCents: number;
  status: "not_paid" | "paid" | "deposit_paid" | "refunded" | "partly_refunded" | "test";
  /** Whether it has a receipt to download: paid orders do. */
  hasReceipt: boolean;
};

export type AccountVisit = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: "booked" | "skipped";
  service: string;
  planId: string | null;
  canSkip: boolean;
};

export type AccountPlan = {
  id: string;
  service: string;
  frequency: string;
  status: string;
  visitGrandTotalCents: number;
  /** When a plan its customer paused resumes; null otherwise. */
  resumesAt: Date | null;
  /** A new price per visit from an instant on (a price change, a new frequency); null if none. */
  nextPrice: { cents: number; from: Date } | null;
  /** Its visits to come, booked or skipped, soonest first. */
  visits: AccountVisit[];
  /** Its visits whose charge failed, for the customer to pay (plans.md#paying-a-failed-visit). */
  unpaid: { id: string; startsAt: Date; amountCents: number }[];
  /** Its later visits paid, latest first, each with its receipt (receipts.md#visit-receipts). */
  paid: { chargeId: string; startsAt: Date; amountCents: number }[];
  /** Whether its card can be replaced from the page: active, with a card saved at Stripe. */
  canUpdateCard: boolean;
};

/** A visit the business marked done, with the tips paid for it (customer-account.md#tips). */
export type AccountCompletedVisit = {
  id: string;
  startsAt: Date;
  service: string;
  /** The tips paid for it, summed; 0 when none. */
  tippedCents: number;
  /** Whether it may be tipped: its order was paid. */
  canTip: boolean;
};

export type CustomerAccount = {
  orders: AccountOrder[];
  /** The visits to come, soonest first: each one-off visit and each plan's next. */
  visits: AccountVisit[];
  plans: AccountPlan[];
  /** The visits done, latest first. */
  completed: AccountCompletedVisit[];
};

/** How long before a visit the customer may still skip it: the business's booking notice. */
export function skipNoticeHours(config: BusinessConfig): number {
  return config.availability?.minimumNoticeHours ?? DEFAULT_AVAILABILITY.minimumNoticeHours;
}

function statusOf(order: typeof orders.$inferSelect): AccountOrder["status"] {
  if (order.paymentStatus === "pending") return "not_paid";
  if (order.paidInTestMode) return "test";
  const stage = paymentStage(order);
  // What was charged: the whole total, or the deposit until the balance is paid.
  const charged = stage === "paid_in_full" ? order.grandTotalCents : (order.depositCents ?? 0);
  if (order.refundedCents > 0) {
    return order.refundedCents >= charged ? "refunded" : "partly_refunded";
  }
  return stage === "paid_in_full" ? "paid" : "deposit_paid";
}

/** What an order bought, in the business's words: "Lawn mowing: Small lawn". */
export function serviceOf(order: typeof orders.$inferSelect, config: BusinessConfig): string {
  const service =
    describeOrderService(order, config.offering)?.name ??
    describeOrderContract(config.offering, order)?.name;
  if (!service) return order.optionLabel;
  const named = service.charAt(0).toUpperCase() + service.slice(1);
  return order.optionLabel ? `${named}: ${order.optionLabel}` : named;
}

/**
 * Everything of one business a signed-in customer sees (docs/product/customer-account.md): the
 * orders bought with their address, newest first; their visits to come; their plans with each
 * one's visits to come. Every read names the business, and the customer's orders by their email.
 */
export async function loadCustomerAccount(
  db: Db,
  options: { businessId: string; email: string; config: BusinessConfig; now: Date },
): Promise<CustomerAccount> {
  const { businessId, email, config, now } = options;
  const orderRows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, businessId), sameEmail(email), eq(orders.demo, false)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ACCOUNT_ORDERS_LIMIT);
  const serviceByOrder = new Map(orderRows.map((order) => [order.id, serviceOf(order, config)]));
  const orderIds = orderRows.map((order) => order.id);
  const planRows =
    orderIds.length === 0
      ? []
      : await db
          .select()
          .from(plans)
          .where(and(eq(plans.businessId, businessId), inArray(plans.orderId, orderIds)))
          .orderBy(asc(plans.createdAt));
  const planIds = planRows.map((plan) => plan.id);
  const planById = new Map(planRows.map((plan) => [plan.id, plan]));
  const owned = [
    ...(orderIds.length > 0 ? [inArray(bookings.orderId, orderIds)] : []),
    ...(planIds.length > 0 ? [inArray(bookings.planId, planIds)] : []),
  ];
  /** The customer's visits here that also meet `which`, in `order`, at most `limit`. */
  const ownedVisits = async (
    which: SQL | undefined,
    order: "soonest" | "latest",
    limit: number,
  ) => {
    if (owned.length === 0) return [];
    const by = order === "soonest" ? asc : desc;
    return db
      .select()
      .from(bookings)
      .where(and(eq(bookings.businessId, businessId), or(...owned), which))
      .orderBy(by(bookings.startsAt), by(bookings.id))
      .limit(limit);
  };
  const visitRows = await ownedVisits(
    // A visit marked done before its end is done, not to come.
    and(
      inArray(bookings.status, ["booked", "skipped"]),
      gt(bookings.endsAt, now),
      isNull(bookings.doneAt),
    ),
    "soonest",
    ACCOUNT_VISITS_LIMIT,
  );
  const completedRows = await ownedVisits(
    and(eq(bookings.status, "booked"), isNotNull(bookings.doneAt)),
    "latest",
    ACCOUNT_COMPLETED_LIMIT,
  );
  /** Visit charges of the customer's plans that also meet `which`, each with its visit's time. */
  const planCharges = (which: SQL | undefined) =>
    db
      .select({
        chargeId: visitCharges.id,
        bookingId: bookings.id,
        planId: visitCharges.planId,
        startsAt: bookings.startsAt,
        amountCents: visitCharges.amountCents,
      })
      .from(visitCharges)
      .innerJoin(
        bookings,
        and(
          eq(bookings.businessId, visitCharges.businessId),
          eq(bookings.id, visitCharges.bookingId),
        ),
      )
      .where(and(eq(visitCharges.businessId, businessId), which));
  const unpaidRows =
    planIds.length === 0
      ? []
      : await planCharges(
          and(
            inArray(visitCharges.planId, planIds),
            eq(visitCharges.status, "failed"),
            eq(bookings.status, "booked"),
          ),
        ).orderBy(asc(bookings.startsAt));
  // Each plan's latest paid visits, each with its receipt: a query per plan (a customer has few).
  const paidByPlan = new Map<string, Awaited<ReturnType<typeof planCharges>>>();
  for (const planId of planIds) {
    paidByPlan.set(
      planId,
      await planCharges(and(eq(visitCharges.planId, planId), eq(visitCharges.status, "paid")))
        .orderBy(desc(bookings.startsAt), desc(visitCharges.id))
        .limit(ACCOUNT_PAID_VISITS_LIMIT),
    );
  }
  const tipRows =
    completedRows.length === 0
      ? []
      : await db
          .select({
            bookingId: visitTips.bookingId,
            cents: sql<string>`sum(${visitTips.amountCents})`,
          })
          .from(visitTips)
          .where(
            and(
              eq(visitTips.businessId, businessId),
              inArray(
                visitTips.bookingId,
                completedRows.map((visit) => visit.id),
              ),
              eq(visitTips.status, "paid"),
            ),
          )
          .groupBy(visitTips.bookingId);
  const tippedByVisit = new Map(tipRows.map((row) => [row.bookingId, Number(row.cents)]));
  const orderById = new Map(orderRows.map((order) => [order.id, order]));
  const noticeHours = skipNoticeHours(config);
  // A plan's first visit is its order's booking: it is listed with the plan too.
  const planByOrder = new Map(planRows.map((plan) => [plan.orderId, plan]));
  const visits: AccountVisit[] = visitRows.map((visit) => {
    const plan = visit.planId ? planById.get(visit.planId) : planByOrder.get(visit.orderId ?? "");
    return {
      id: visit.id,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      status: visit.status === "skipped" ? "skipped" : "booked",
      service: serviceByOrder.get(visit.orderId ?? plan?.orderId ?? "") ?? "",
      planId: plan?.id ?? null,
      canSkip: plan ? canSkipVisit({ visit, planStatus: plan.status, noticeHours, now }) : false,
    };
  });
  return {
    orders: orderRows.map((order) => ({
      id: order.id,
      service: serviceByOrder.get(order.id) ?? order.optionLabel,
      date: order.paidAt ?? order.createdAt,
      grandTotalCents: order.grandTotalCents,
      refundedCents: order.refundedCents,
      status: statusOf(order),
      hasReceipt: order.paymentStatus === "paid" && order.paidAt !== null,
    })),
    // Each plan's visits are listed with it: here only its next one, beside the other visits.
    visits: visits.filter(
      (visit) =>
        visit.status === "booked" &&
        (visit.planId === null ||
          visit ===
            visits.find((next) => next.planId === visit.planId && next.status === "booked")),
    ),
    plans: planRows.map((plan) => ({
      id: plan.id,
      service: serviceByOrder.get(plan.orderId) ?? plan.serviceCode,
      frequency: plan.frequency,
      status: plan.status,
      ...planPricesShown(plan, now),
      resumesAt: plan.resumesAt,
      visits: visits.filter((visit) => visit.planId === plan.id),
      unpaid: unpaidRows
        .filter((row) => row.planId === plan.id)
        .map(({ bookingId, startsAt, amountCents }) => ({ id: bookingId, startsAt, amountCents })),
      paid: paidByPlan.get(plan.id) ?? [],
      canUpdateCard:
        plan.status === "active" &&
        !orderById.get(plan.orderId)?.paidInTestMode &&
        Boolean(orderById.get(plan.orderId)?.stripeCustomerId),
    })),
    completed: completedRows.map((visit) => {
      const plan = visit.planId ? planById.get(visit.planId) : undefined;
      const orderId = visit.orderId ?? plan?.orderId ?? "";
      return {
        id: visit.id,
        startsAt: visit.startsAt,
        service: serviceByOrder.get(orderId) ?? "",
        tippedCents: tippedByVisit.get(visit.id) ?? 0,
        canTip: orderById.get(orderId)?.paymentStatus === "paid",
      };
    }),
  };
}

/** A plan's price per visit today, and the next one while it waits for its date. */
function planPricesShown(plan: typeof plans.$inferSelect, now: Date) {
  const prices = settlePlanPrice(plan, now);
  return {
    visitGrandTotalCents: prices.visitGrandTotalCents,
    nextPrice:
      prices.nextPriceFrom && prices.nextVisitGrandTotalCents !== null
        ? { cents: prices.nextVisitGrandTotalCents, from: prices.nextPriceFrom }
        : null,
  };
}

/** The plan of this business bought with the customer's email, locked for a change, with its order. */
export async function lockCustomerPlan(
  tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
  options: { businessId: string; email: string; planId: string },
) {
  const [row] = await tx
    .select({ plan: plans, order: orders })
    .from(plans)
    .innerJoin(orders, and(eq(orders.id, plans.orderId), eq(orders.businessId, plans.businessId)))
    .where(
      and(
        eq(plans.id, options.planId),
        eq(plans.businessId, options.businessId),
        sameEmail(options.email),
      ),
    )
    .for("update", { of: plans });
  return row;
}

/** What a change's notice to the business needs: its words, and the sender's address. */
export type PlanChangeNotices = { config: BusinessConfig; mailFrom: MailFrom | undefined };

/** Tells the business of a change its customer made, once per `dedupeKey`. */
export async function queuePlanChangeNotice(
  tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
  options: {
    businessId: string;
    dedupeKey: string;
    order: typeof orders.$inferSelect;
    notices: PlanChangeNotices;
    change: Parameters<typeof renderPlanChangeNotice>[0]["change"];
  },
) {
  const { config, mailFrom } = options.notices;
  await queueEmail(tx, {
    kind: "plan_change_notice",
    businessId: options.businessId,
    dedupeKey: options.dedupeKey,
    from: businessSender(config, mailFrom),
    to: businessNoticeRecipient(config),
    replyTo: options.order.email,
    ...renderPlanChangeNotice({
      customerEmail: options.order.email,
      service: serviceOf(options.order, config),
      change: options.change,
    }),
  });
}

/**
 * Skips one later visit of the customer's plan (docs/product/customer-account.md#skipping-a-visit):
 * the booking becomes `skipped`, off the crew's calendar and never charged; the plan goes on.
 * `not_found` for a visit that is not theirs at this business; `not_allowed` once the notice
 * has passed, for the paid first visit, or a visit not booked.
 */
export async function skipPlanVisit(
  db: Db,
  options: {
    businessId: string;
    email: string;
    visitId: string;
    notices: PlanChangeNotices;
    now: Date;
  },
): Promise<"skipped" | "not_found" | "not_allowed"> {
  const { businessId, email, visitId, notices, now } = options;
  return db.transaction(async (tx) => {
    const [visit] = await tx
      .select({ planId: bookings.planId, orderId: bookings.orderId })
      .from(bookings)
      .where(and(eq(bookings.id, visitId), eq(bookings.businessId, businessId)));
    if (!visit) return "not_found";
    if (!visit.planId) {
      if (!visit.orderId) return "not_found";
      // A visit bought by an order (a plan's first one): paid, so not the customer's to skip.
      const [own] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(eq(orders.id, visit.orderId), eq(orders.businessId, businessId), sameEmail(email)),
        );
      return own ? "not_allowed" : "not_found";
    }
    const locked = await lockCustomerPlan(tx, { businessId, email, planId: visit.planId });
    if (!locked) return "not_found";
    const { plan, order } = locked;
    const [row] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, visitId), eq(bookings.businessId, businessId)))
      .for("update");
    if (
      !row ||
      !canSkipVisit({
        visit: row,
        planStatus: plan.status,
        noticeHours: skipNoticeHours(notices.config),
        now,
      })
    ) {
      return "not_allowed";
    }
    await tx
      .update(bookings)
      .set({ status: "skipped", updatedAt: sql`now()` })
      .where(and(eq(bookings.id, visitId), eq(bookings.businessId, businessId)));
    await queuePlanChangeNotice(tx, {
      businessId,
      dedupeKey: `booking:${visitId}:skipped`,
      order,
      notices,
      change: { kind: "skipped", visit: formatVisitTime(row.startsAt, plan.timeZone) },
    });
    await queuePlanEvent(tx, {
      businessId,
      planId: plan.id,
      type: "plan.changed",
      occurredAt: now,
      change: { kind: "visit_skipped", visitId, start: row.startsAt },
    });
    return "skipped";
  });
}

/**
 * Cancels the customer's plan (docs/product/customer-account.md#cancelling-a-plan): no new
 * visits; its booked visits to come that were not paid are cancelled; the paid first visit and
 * the past stay. Cancelling a cancelled plan changes nothing.
 */
export async function cancelCustomerPlan(
  db: Db,
  options: {
    businessId: string;
    email: string;
    planId: string;
    notices: PlanChangeNotices;
    now: Date;
  },
): Promise<{ outcome: "cancelled" | "already_cancelled" | "not_found"; visitsCancelled: number }> {
  const { businessId, email, planId, notices, now } = options;
  return db.transaction(async (tx) => {
    const locked = await lockCustomerPlan(tx, { businessId, email, planId });
    if (!locked) return { outcome: "not_found" as const, visitsCancelled: 0 };
    const { plan, order } = locked;
    if (plan.status === "cancelled") {
      return { outcome: "already_cancelled" as const, visitsCancelled: 0 };
    }
    await tx
      .update(plans)
      .set({ status: "cancelled", cancelledAt: now, resumesAt: null, updatedAt: sql`now()` })
      .where(and(eq(plans.id, planId), eq(plans.businessId, businessId)));
    const booked = await loadPlanVisits(tx, { businessId, planId });
    const ended = visitsEndedByCancelling(booked, now).map((visit) => visit.id);
    await cancelPlanVisits(tx, { businessId, ids: ended });
    await queuePlanChangeNotice(tx, {
      businessId,
      dedupeKey: `plan:${planId}:cancelled`,
      order,
      notices,
      change: {
        kind: "cancelled",
        frequency: FREQUENCY_LABELS[plan.frequency as Frequency] ?? plan.frequency,
        visitsCancelled: ended.length,
      },
    });
    await queuePlanEvent(tx, { businessId, planId, type: "plan.cancelled", occurredAt: now });
    return { outcome: "cancelled" as const, visitsCancelled: ended.length };
  });
}
