import { Link } from "wouter";
import { ROUTES } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { ALL_GRANTED, NON_ESSENTIAL_DENIED } from "./consent-choices";
import { openConsentSettings, saveConsentChoices, useConsent } from "./consent-store";

/**
 * Asks for consent until the visitor decides; nothing optional runs before that. It opens the
 * page in the flow of its content, above it: it takes its own room and covers no button (a
 * bar floating over the bottom of a phone's screen sat on the Pay button).
 */
export function ConsentBanner() {
  const { ready, choices, settingsOpen } = useConsent();
  if (!ready || choices || settingsOpen) return null;
  return (
    <section aria-label="Cookie consent" className="border-b border-border bg-card">
      <div className="mx-auto flex max-w-page flex-col gap-3 px-4 py-3 sm:px-6 md:flex-row md:items-center md:gap-6">
        <p className="text-sm text-muted-foreground md:flex-1">
          We use analytics cookies only if you agree.{" "}
          <Link href={ROUTES.cookiePolicy} className="font-medium text-primary underline">
            Cookie Policy
          </Link>
        </p>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
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
        </div>
      </div>
    </section>
  );
}
