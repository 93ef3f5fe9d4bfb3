import type { Metric } from "web-vitals";
import { classifyPage } from "@/web/lib/analytics/classify-page";
import { track } from "@/web/lib/analytics/track";

/**
 * Events of the marketing site (docs/product/marketing-site.md#consent-and-analytics), sent through
 * the same consent-aware sink.
 */

export function trackPageView(options: { path: string; title: string; url: string }): void {
  track("page_view", {
    page_path: options.path,
    page_title: options.title,
    page_location: options.url,
  });
  const seoClass = classifyPage(options.path);
  if (seoClass) track("seo_page_visit", { ...seoClass, page_path: options.path });
}

export type FormAction = "step_complete" | "step_back" | "submit" | "success" | "error";

export function trackFormInteraction(options: {
  form: string;
  action: FormAction;
  step?: number;
}): void {
  track("form_interaction", {
    form_name: options.form,
    action: options.action,
    ...(options.step === undefined ? {} : { step_number: options.step }),
  });
}

/** One Core Web Vitals report; CLS is multiplied by 1000 so it survives integer reporting. */
export function trackWebVital(metric: Pick<Metric, "name" | "value" | "delta" | "id" | "rating">) {
  const scale = metric.name === "CLS" ? 1000 : 1;
  track(metric.name, {
    value: Math.round(metric.value * scale),
    metric_delta: Math.round(metric.delta * scale),
    metric_id: metric.id,
    metric_rating: metric.rating,
  });
}
