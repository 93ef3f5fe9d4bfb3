import type { AnalyticsSink } from "@/web/lib/analytics/track";
import type { ConsentChoices } from "@/web/lib/consent/consent-choices";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const GTAG_SCRIPT_ORIGIN = "https://www.googletagmanager.com";

/** Google consent mode signals for the visitor's categories. */
function consentSignals(choices: ConsentChoices) {
  const value = (granted: boolean) => (granted ? "granted" : "denied");
  return {
    analytics_storage: value(choices.performance),
    functionality_storage: value(choices.functional),
    personalization_storage: value(choices.functional),
    ad_storage: value(choices.targeting),
    ad_user_data: value(choices.targeting),
    ad_personalization: value(choices.targeting),
  };
}

function ensureGtag(): (...args: unknown[]) => void {
  if (window.gtag) return window.gtag;
  window.dataLayer ??= [];
  const dataLayer = window.dataLayer;
  // gtag.js reads Arguments objects from the data layer, not arrays.
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js requires the Arguments object
    dataLayer.push(arguments);
  };
  // Everything starts denied; the update below grants only what the visitor chose.
  window.gtag("consent", "default", {
    ...consentSignals({ performance: false, functional: false, targeting: false }),
    security_storage: "granted",
  });
  return window.gtag;
}

/**
 * Loads GA4 once the visitor allowed performance cookies, and returns the sink that sends
 * events to it. Page views are sent by the app (send_page_view off) so client navigation counts.
 */
export function startGoogleAnalytics(options: {
  measurementId: string;
  choices: ConsentChoices;
}): AnalyticsSink {
  const gtag = ensureGtag();
  gtag("consent", "update", consentSignals(options.choices));
  if (!document.querySelector("script[data-analytics='ga4']")) {
    gtag("js", new Date());
    gtag("config", options.measurementId, { send_page_view: false });
    const script = document.createElement("script");
    script.async = true;
    script.src = `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(options.measurementId)}`;
    script.dataset.analytics = "ga4";
    document.head.append(script);
  }
  return (event, params) => gtag("event", event, params);
}

/** After a withdrawal: tells GA to stop storing and removes its cookies. */
export function stopGoogleAnalytics(choices: ConsentChoices): void {
  window.gtag?.("consent", "update", consentSignals(choices));
  const hostParts = window.location.hostname.split(".");
  const domains = hostParts.map((_, index) => hostParts.slice(index).join("."));
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]!.trim();
    if (!name.startsWith("_ga")) continue;
    for (const domain of ["", ...domains.map((d) => `; domain=.${d}`)]) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser
      document.cookie = `${name}=; max-age=0; path=/${domain}`;
    }
  }
}
