import type { ServicesOffering } from "@/shared/offering-services";
import { priceService, type ServiceQuoteFailure, type ServiceSelection } from "../price-service";
import { jobMinutes } from "./job-minutes";

/** Selections that have no instant price and so no slot: the business quotes them itself. */
const CUSTOM_QUOTE_FAILURES = new Set<ServiceQuoteFailure["code"]>([
  "custom_quote_option",
  "custom_quote_quantity",
]);

export type BookableJob =
  | { ok: true; job: { area: string; minutes: number } | null }
  | { ok: false; failure: ServiceQuoteFailure };

/** Whether a service's sales book a time: all but a season's (done when the season calls for it). */
export const booksTimes = (service: ServicesOffering["services"][number]): boolean =>
  service.billing.type !== "season";

/**
 * The job a selection books (docs/product/booking.md#the-slots-call): its area and how long it takes;
 * `job` is null for a selection that books no slot, a season-billed service (done when the
 * season calls for it) or a custom quote. A selection that cannot be priced fails as the price
 * call would, naming its field.
 */
export function bookableJob(offering: ServicesOffering, selection: ServiceSelection): BookableJob {
  const priced = priceService({ offering, ...selection, earlyBirdActive: false });
  if (!priced.ok) {
    return CUSTOM_QUOTE_FAILURES.has(priced.failure.code)
      ? { ok: true, job: null }
      : { ok: false, failure: priced.failure };
  }
  const { quote } = priced;
  const service = offering.services.find((each) => each.code === quote.service)!;
  if (!booksTimes(service)) return { ok: true, job: null };
  return { ok: true, job: { area: quote.area, minutes: jobMinutes(service, quote) } };
}
