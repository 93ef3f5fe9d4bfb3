import { afterEach, describe, expect, it } from "vitest";
import {
  trackFormInteraction,
  trackPageView,
  trackWebVital,
} from "@/web/lib/analytics/site-events";
import { type AnalyticsParams, setAnalyticsSink } from "@/web/lib/analytics/track";

afterEach(() => setAnalyticsSink(undefined));

function recordEvents() {
  const events: Array<[string, AnalyticsParams]> = [];
  setAnalyticsSink((event, params) => events.push([event, params]));
  return events;
}

describe("site analytics events", () => {
  it("sends a page view, plus seo_page_visit on a classified page", () => {
    const events = recordEvents();
    trackPageView({ path: "/", title: "Home", url: "https://q.example/" });
    trackPageView({
      path: "/industries/hvac-instant-quote",
      title: "HVAC",
      url: "https://q.example/industries/hvac-instant-quote",
    });
    expect(events.map(([name]) => name)).toEqual(["page_view", "page_view", "seo_page_visit"]);
    expect(events[2]![1]).toEqual({
      page_type: "industry",
      industry: "hvac",
      page_path: "/industries/hvac-instant-quote",
    });
  });

  it("reports CLS multiplied by 1000 and other vitals as they are", () => {
    const events = recordEvents();
    trackWebVital({ name: "CLS", value: 0.0123, delta: 0.0123, id: "v1", rating: "good" });
    trackWebVital({ name: "LCP", value: 1234.4, delta: 1234.4, id: "v2", rating: "good" });
    expect(events).toEqual([
      ["CLS", { value: 12, metric_delta: 12, metric_id: "v1", metric_rating: "good" }],
      ["LCP", { value: 1234, metric_delta: 1234, metric_id: "v2", metric_rating: "good" }],
    ]);
  });

  it("names the form, the action and the step", () => {
    const events = recordEvents();
    trackFormInteraction({ form: "contact", action: "step_complete", step: 1 });
    trackFormInteraction({ form: "contact", action: "success" });
    expect(events).toEqual([
      ["form_interaction", { form_name: "contact", action: "step_complete", step_number: 1 }],
      ["form_interaction", { form_name: "contact", action: "success" }],
    ]);
  });
});
