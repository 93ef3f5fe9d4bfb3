import { describe, expect, it } from "vitest";
import { markNoAnalytics, showsConsentBanner } from "./consent-banner-scope";

describe("showsConsentBanner", () => {
  it("shows it on every page when analytics is set up", () => {
    for (const path of ["/", "/quote", "/admin", "/admin/setup", "/b/harbor-view/quote"]) {
      expect(showsConsentBanner(path, true), path).toBe(true);
    }
  });

  it("without analytics, leaves it out of the dashboard and a business's customer pages", () => {
    for (const path of [
      "/admin",
      "/admin/setup",
      "/admin/settings/areas",
      "/platform",
      "/terms",
      "/checkout/test?order=x",
      "/offer",
      "/b/harbor-view/quote",
      "/b/harbor-view/embed",
      "/b/harbor-view/checkout/success",
    ]) {
      expect(showsConsentBanner(path, false), path).toBe(false);
    }
  });

  it("without analytics, keeps it on the marketing site and the demo's own quote pages", () => {
    for (const path of ["/", "/quote", "/demo", "/privacy-policy", "/signup", "/no-such-page"]) {
      expect(showsConsentBanner(path, false), path).toBe(true);
    }
  });
});

describe("markNoAnalytics", () => {
  it("marks the html element, keeping its attributes", () => {
    expect(markNoAnalytics('<!doctype html>\n<html lang="en"><head>')).toBe(
      '<!doctype html>\n<html data-analytics="off" lang="en"><head>',
    );
  });
});
