import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { startGoogleAnalytics, stopGoogleAnalytics } from "@/web/lib/analytics/google-analytics";
import { trackPageView, trackWebVital } from "@/web/lib/analytics/site-events";
import { setAnalyticsSink } from "@/web/lib/analytics/track";
import { getPublicConfig } from "@/web/lib/api/get-public-config";
import { useConsent } from "@/web/lib/consent/consent-store";

let measurementId: Promise<string | null> | undefined;

/** The configured GA4 ID, or null. Checked by hand: zod stays out of the first-load bundle. */
function loadMeasurementId(): Promise<string | null> {
  measurementId ??= getPublicConfig().then(
    (config) => {
      const id = config?.analytics?.gaMeasurementId;
      return typeof id === "string" && /^G-[A-Z0-9]+$/.test(id) ? id : null;
    },
    () => null,
  );
  return measurementId;
}

let vitalsStarted = false;

/**
 * Web vitals are measured once per page load; a failed chunk load is ignored
 * (docs/product/marketing-site.md#consent-and-analytics).
 */
function startWebVitals() {
  if (vitalsStarted) return;
  vitalsStarted = true;
  import("web-vitals")
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      for (const report of [onCLS, onFCP, onINP, onLCP, onTTFB]) report(trackWebVital);
    })
    .catch(() => {});
}

/**
 * Connects analytics when, and only while, the visitor allows performance cookies: nothing is
 * fetched from a third party before that. Sends a page view for every route.
 */
export function AnalyticsBridge() {
  const { choices } = useConsent();
  const [location] = useLocation();
  const [connected, setConnected] = useState(false);
  const allowed = choices?.performance === true;

  useEffect(() => {
    if (!choices) return;
    if (!allowed) {
      setAnalyticsSink(undefined);
      setConnected(false);
      stopGoogleAnalytics(choices);
      return;
    }
    let cancelled = false;
    loadMeasurementId().then((id) => {
      if (cancelled || !id) return;
      setAnalyticsSink(startGoogleAnalytics({ measurementId: id, choices }));
      setConnected(true);
      startWebVitals();
    });
    return () => {
      cancelled = true;
    };
  }, [allowed, choices]);

  useEffect(() => {
    if (!connected) return;
    trackPageView({ path: location, title: document.title, url: window.location.href });
  }, [connected, location]);

  return null;
}
