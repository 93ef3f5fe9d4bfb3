import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { showsConsentBanner } from "@/shared/consent-banner-scope";
import { CONSENT_DECIDED_CLASS } from "@/shared/consent-peek";
import { ROUTES } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { PendingFieldset } from "@/web/components/ui/form";
import { analyticsSetUp } from "@/web/lib/consent/analytics-set-up";
import { ALL_GRANTED, NON_ESSENTIAL_DENIED } from "@/web/lib/consent/consent-choices";
import {
  openConsentSettings,
  saveConsentChoices,
  useConsent,
} from "@/web/lib/consent/consent-store";

/**
 * Asks for consent until the visitor decides; nothing optional runs before that. It opens the
 * page in the flow of its content, above it: it takes its own room and covers no button (a
 * bar floating over the bottom of a phone's screen sat on the Pay button). Prerendered pages
 * carry it, so it is in the first paint and nothing moves when it appears; for a visitor who
 * already decided, the head script (src/shared/consent-peek.ts) keeps it hidden until the
 * hydrated app removes it. Its buttons wait, looking ready, for the hydration. The dashboard and
 * a business's pages leave it out where nothing needing consent can load (src/shared/consent-banner-scope.ts).
 */
export function ConsentBanner() {
  const { ready, choices, settingsOpen } = useConsent();
  const [location] = useLocation();
  useEffect(() => {
    if (ready) document.documentElement.classList.remove(CONSENT_DECIDED_CLASS);
  }, [ready]);
  if (choices || settingsOpen || !showsConsentBanner(location, analyticsSetUp())) return null;
  return (
    <section
      aria-label="Cookie consent"
      data-consent-banner
      className="border-b border-border bg-card"
    >
      <div className="mx-auto flex max-w-page flex-col gap-3 px-4 py-3 sm:px-6 md:flex-row md:items-center md:gap-6">
        <p className="text-sm text-muted-foreground md:flex-1">
          We use analytics cookies only if you agree.{" "}
          <Link href={ROUTES.cookiePolicy} className="font-medium text-primary underline">
            Cookie Policy
          </Link>
        </p>
        <PendingFieldset hydrated={ready} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button size="sm" onClick={() => saveConsentChoices(ALL_GRANTED)}>
            Accept all
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => saveConsentChoices(NON_ESSENTIAL_DENIED)}
          >
            Reject non-essential
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="col-span-2 underline sm:col-span-1"
            onClick={openConsentSettings}
          >
            Customize
          </Button>
        </PendingFieldset>
      </div>
    </section>
  );
}
