import { and, asc, eq, isNull, lte, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { STALE_CHARGE_MS } from "@/domain/order-lifecycle";
import type { Services } from "../app-context";
import type { BusinessStore } from "../business/business-store";
import type { MailFrom } from "../config/env";
import { visitCharges } from "../db/schema";
import { type PollingLoop, startPollingLoop } from "../jobs/polling-loop";
import { chargeVisit } from "./charge-visit";
import { findVisitsDueToday } from "./visits-due-today";

const BATCH_SIZE = 20;

type RetryOptions = {
  services: Services;
  businesses: Pick<BusinessStore, "byId">;
  log: FastifyBaseLogger;
  /** MAIL_FROM: the owner's notice of a paused plan is sent from it. */
  mailFrom: MailFrom | undefined;
  /** PUBLIC_URL: where the customer's link to pay a failed visit leads. */
  publicUrl: string;
};

/**
 * Tries again the visits whose charge failed and whose retry day has come, and those whose try
 * was left unfinished (docs/product/plans.md#billing); answers how many were due. Each try claims its visit, so any
 * number of instances may run it at once.
 */
export async function retryDueVisitCharges(options: RetryOptions) {
  const { services, businesses, log } = options;
  const now = services.clock();
  const due = await services.db
    .select({ businessId: visitCharges.businessId, bookingId: visitCharges.bookingId })
    .from(visitCharges)
    .where(
      or(
        and(
          eq(visitCharges.status, "failed"),
          lte(visitCharges.retryAt, now),
          // Not while the customer may be paying it themselves.
          or(isNull(visitCharges.checkoutUntil), lte(visitCharges.checkoutUntil, now)),
        ),
        // A try an instance began and never finished (it stopped, or Stripe was unreachable).
        and(
          eq(visitCharges.status, "charging"),
          lte(visitCharges.chargingSince, new Date(now.getTime() - STALE_CHARGE_MS)),
        ),
      ),
    )
    .orderBy(asc(visitCharges.retryAt))
    .limit(BATCH_SIZE);
  for (const { businessId, bookingId } of due) {
    const business = await businesses.byId(businessId);
    if (!business) continue;
    try {
      await chargeVisit({ ...options, ...services, business, bookingId, now });
    } catch (error) {
      log.warn({ err: error, businessId, bookingId }, "retrying a visit's charge failed");
    }
  }
  return due.length;
}

/**
 * Charges the visits due on their day (businesses that charge plans so), each claimed as a visit
 * marked done is; answers how many were due.
 */
export async function chargeVisitsDueToday(options: RetryOptions) {
  const { services, businesses, log } = options;
  const now = services.clock();
  const due = await findVisitsDueToday(services.db, { now, limit: BATCH_SIZE });
  for (const { businessId, bookingId } of due) {
    const business = await businesses.byId(businessId);
    if (!business) continue;
    try {
      await chargeVisit({ ...options, ...services, business, bookingId, now });
    } catch (error) {
      log.warn({ err: error, businessId, bookingId }, "charging a visit on its day failed");
    }
  }
  return due.length;
}

/** Polls for visits to charge on their day and to charge again, every `pollIntervalMs`. */
export function startVisitChargeRetries(
  options: RetryOptions & { pollIntervalMs: number },
): PollingLoop {
  return startPollingLoop({
    log: options.log,
    name: "visit charge retries",
    pollIntervalMs: options.pollIntervalMs,
    batchSize: BATCH_SIZE,
    runBatch: async () =>
      Math.max(await chargeVisitsDueToday(options), await retryDueVisitCharges(options)),
  });
}
