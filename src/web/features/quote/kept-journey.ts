import { ADDRESS_FIELDS } from "@/web/components/wizard/quote-wizard-state";
import { getSessionStorage, loadQuoteState } from "@/web/lib/quote-storage";
import { hasResumeToken } from "./resume-link";

/**
 * Whether this tab holds a journey the server-rendered first step does not show: a step past
 * the address, a typed address or its errors, a quote email's link (#resume=...) or a return to
 * the review (?resume=review). The page then renders in the browser instead of hydrating the
 * server's markup, which is the empty address step
 * (docs/decisions/016-preact-and-server-rendered-first-steps.md).
 */
export function keepsJourney(options: { storageKey: string; location: Location }): boolean {
  const { storageKey, location } = options;
  if (hasResumeToken(location)) return true;
  const resumeReview = new URLSearchParams(location.search).get("resume") === "review";
  if (resumeReview) return true;
  const state = loadQuoteState({ storage: getSessionStorage(), key: storageKey, resumeReview });
  return (
    state.step !== "ADDRESS" ||
    state.addressErrors !== null ||
    ADDRESS_FIELDS.some((field) => state.addressData[field] !== "")
  );
}
