import { afterEach, describe, expect, it } from "vitest";
import {
  type AnalyticsParams,
  setAnalyticsSink,
  trackCustomQuoteRequest,
  trackQuoteAccept,
  trackQuoteComplete,
  trackQuoteStart,
  trackQuoteStep,
} from "@/web/lib/analytics/track";

afterEach(() => setAnalyticsSink(undefined));

function recordEvents() {
  const events: Array<[string, AnalyticsParams]> = [];
  setAnalyticsSink((event, params) => events.push([event, params]));
  return events;
}

describe("quote funnel analytics", () => {
  it("sends nothing until the consent layer connects a sink", () => {
    expect(() => trackQuoteStart({ industry: "lawn mowing" })).not.toThrow();
    const events = recordEvents();
    setAnalyticsSink(undefined);
    trackQuoteStart({ industry: "lawn mowing" });
    expect(events).toEqual([]);
  });

  it("emits the funnel events with their parameters", () => {
    const events = recordEvents();
    trackQuoteStart({ industry: "lawn mowing" });
    trackQuoteStep({ step: 2, industry: "lawn mowing" });
    trackQuoteComplete({
      industry: "lawn mowing",
      quoteValueCents: 17981,
      serviceType: "FOUR_CAR",
      location: "Scarsdale",
    });
    trackQuoteAccept({ industry: "lawn mowing", quoteValueCents: 17981, serviceType: "FOUR_CAR" });
    trackCustomQuoteRequest({ city: "Purchase", state: "NY" });
    expect(events).toEqual([
      ["quote_start", { industry: "lawn mowing" }],
      ["quote_step", { step_number: 2, industry: "lawn mowing" }],
      [
        "quote_complete",
        {
          industry: "lawn mowing",
          quoteValue: 179.81,
          currency: "USD",
          serviceType: "FOUR_CAR",
          location: "Scarsdale",
        },
      ],
      [
        "quote_accept",
        {
          industry: "lawn mowing",
          quoteValue: 179.81,
          currency: "USD",
          serviceType: "FOUR_CAR",
          location: "unknown",
        },
      ],
      ["custom_quote_request", { city: "Purchase", state: "NY" }],
    ]);
  });

  it("never lets a failing sink break the quote", () => {
    setAnalyticsSink(() => {
      throw new Error("blocked by an extension");
    });
    expect(() => trackQuoteStart({ industry: "lawn mowing" })).not.toThrow();
  });
});
