/**
 * The quote funnel's analytics events (docs/product/marketing-site.md#consent-and-analytics).
 * Events go to the sink the consent
 * layer connects once the visitor agrees to analytics; until then, and after a withdrawal,
 * they go nowhere.
 */
export type AnalyticsParams = Readonly<Record<string, string | number>>;
export type AnalyticsSink = (event: string, params: AnalyticsParams) => void;

let sink: AnalyticsSink | undefined;

/** Called by the consent layer: a sink on consent, undefined when consent is withdrawn. */
export function setAnalyticsSink(next: AnalyticsSink | undefined): void {
  sink = next;
}

export function track(event: string, params: AnalyticsParams): void {
  try {
    sink?.(event, params);
  } catch {
    // Analytics must never break the quote.
  }
}

const UNKNOWN_LOCATION = "unknown";

export function trackQuoteStart(options: { industry: string }): void {
  track("quote_start", { industry: options.industry });
}

export function trackQuoteStep(options: { step: number; industry: string }): void {
  track("quote_step", { step_number: options.step, industry: options.industry });
}

interface QuoteValueEvent {
  industry: string;
  quoteValueCents: number;
  serviceType: string;
  location?: string | null | undefined;
}

function quoteValueParams(options: QuoteValueEvent): AnalyticsParams {
  return {
    industry: options.industry,
    quoteValue: options.quoteValueCents / 100,
    currency: "USD",
    serviceType: options.serviceType,
    location: options.location || UNKNOWN_LOCATION,
  };
}

export function trackQuoteComplete(options: QuoteValueEvent): void {
  track("quote_complete", quoteValueParams(options));
}

/** The customer was sent to (or given) the payment page. */
export function trackQuoteAccept(options: QuoteValueEvent): void {
  track("quote_accept", quoteValueParams(options));
}

export function trackCustomQuoteRequest(options: { city: string; state: string }): void {
  track("custom_quote_request", { city: options.city, state: options.state });
}
