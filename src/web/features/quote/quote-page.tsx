import { Suspense, useRef } from "react";
import { useBrandTheme } from "@/web/components/business/brand";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ProgressBar } from "@/web/components/wizard/progress-bar";
import { QuoteFooter } from "@/web/components/wizard/quote-footer";
import { QuoteHeader } from "@/web/components/wizard/quote-header";
import { StepHeading } from "@/web/components/wizard/step-heading";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import type { BusinessConfigWithClock } from "@/web/lib/api/get-business-config";
import { useBusinessConfig } from "@/web/lib/api/get-business-config";
import { businessStorageKey } from "@/web/lib/business-scope";
import { formatList } from "@/web/lib/format-display";
import { useWhenIdle } from "@/web/lib/lazy-preload";
import { QUOTE_STORAGE_KEY } from "@/web/lib/quote-storage";
import { AddressForm } from "./components/address-form";
import { EarlyBirdCountdown } from "./components/early-bird-countdown";
import { NotServiceableCard, SharedSteps, StepLoading } from "./components/later-steps";
import { PromoBanner } from "./components/promo-banner";
import { SearchingCard } from "./components/searching-card";
import { StepTransition } from "./components/step-transition";
import { TestModeNotice } from "./components/test-mode-notice";
import { useServerNow } from "./components/use-server-now";
import { computeCountdown, isCountdownShown } from "./countdown";
import { headlineOf, progressLabelsOf } from "./service-journey";
import { pricedOptionCodes, useQuoteWizard } from "./use-quote-wizard";

/** The full-page quote wizard at /quote and /demo. */
export default function QuotePage({ title }: { title: string }) {
  useDocumentTitle(title);
  const configQuery = useBusinessConfig();
  useBrandTheme(configQuery.data?.config.business.brand);
  return (
    <div data-testid="quote-page" className="flex min-h-dvh flex-col">
      {configQuery.data ? (
        <QuoteWizardPage loaded={configQuery.data} />
      ) : (
        <main className="mx-auto w-full max-w-content flex-1 px-4 py-8">
          {configQuery.isError ? (
            <Card role="alert" className="text-center">
              <h1 className="text-xl font-semibold">We couldn't load the quote form</h1>
              <p className="mt-2 text-muted-foreground">
                Please check your connection and try again.
              </p>
              <Button className="mt-4" onClick={() => configQuery.refetch()}>
                Try again
              </Button>
            </Card>
          ) : (
            <div role="status">
              <span className="sr-only">Loading the quote form...</span>
              <Skeleton className="h-14" />
              <Skeleton className="mt-6 h-96" />
            </div>
          )}
        </main>
      )}
    </div>
  );
}

function QuoteWizardPage({ loaded }: { loaded: BusinessConfigWithClock }) {
  const { config, clockOffsetMs } = loaded;
  const wizard = useQuoteWizard({
    variant: "page",
    storageKey: businessStorageKey(QUOTE_STORAGE_KEY),
    industry: config.service.name,
    // A service's option previews are asked on its option step.
    previewOptions: config.services ? [] : pricedOptionCodes(config.options),
    services: config.services,
    billing: config.service.billing,
  });
  const { state } = wizard;
  const progressRef = useRef<HTMLElement>(null);
  useWhenIdle(() => {
    void SharedSteps.preload();
    void NotServiceableCard.preload();
  });
  const { service, early_bird: earlyBird } = config;
  const addressTexts = service.steps.address;

  // A business without an early-bird discount shows none of its banner and countdown.
  const earlyBirdEndsMs = earlyBird ? Date.parse(earlyBird.ends_at) : 0;
  const now = useServerNow({ clockOffsetMs, ticking: Boolean(earlyBird?.active) });
  const earlyBirdRunning = Boolean(earlyBird?.active) && now < earlyBirdEndsMs;
  const countdown = computeCountdown({ endsAtMs: earlyBirdEndsMs, nowMs: now });
  const showCountdown = earlyBirdRunning && state.step !== "ADDRESS" && isCountdownShown(countdown);

  return (
    <>
      {earlyBird && earlyBirdRunning && (
        <PromoBanner
          discountCents={earlyBird.discount_cents}
          endsAt={earlyBird.ends_at}
          timeZone={config.business.timezone}
          contractName={service.contract.name}
        />
      )}
      {config.payment_mode === "test" && <TestModeNotice businessName={config.business.name} />}
      <QuoteHeader
        businessName={config.business.name}
        brand={config.business.brand}
        icon={service.icon}
        headline={headlineOf(config, state)}
      />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        <ProgressBar
          labels={progressLabelsOf(config, state)}
          current={wizard.progress.current}
          navRef={progressRef}
        />
        {showCountdown && (
          <div className="mt-4">
            <EarlyBirdCountdown countdown={countdown} />
          </div>
        )}
        <Card className="mt-6 overflow-hidden">
          <StepTransition step={state.step} direction={state.direction} scrollTarget={progressRef}>
            {wizard.isResuming ? (
              <div role="status" className="py-8 text-center text-muted-foreground">
                Opening your quote...
              </div>
            ) : state.step === "ADDRESS" ? (
              <div>
                <StepHeading>{addressTexts.title}</StepHeading>
                <p className="mt-1 mb-5 text-muted-foreground" id="address-help">
                  {addressTexts.subtitle ??
                    (config.areas.length > 0
                      ? `We'll check that your address is in our service area: ${formatList(config.areas)}.`
                      : "We'll check that your address is in our service area.")}
                </p>
                <AddressForm
                  idPrefix="quote"
                  initial={state.addressData}
                  stateCode={config.business.state}
                  errors={state.addressErrors}
                  onSubmit={wizard.submitAddress}
                />
              </div>
            ) : state.step === "SEARCHING" ? (
              <SearchingCard />
            ) : (
              <Suspense fallback={<StepLoading />}>
                {state.step === "NOT_SERVICEABLE" ? (
                  <NotServiceableCard
                    areas={config.areas}
                    contact={config.business.contact}
                    onRequestCustomQuote={wizard.requestCustomQuote}
                    onTryAgain={wizard.back}
                  />
                ) : (
                  <SharedSteps wizard={wizard} config={config} />
                )}
              </Suspense>
            )}
          </StepTransition>
        </Card>
      </main>
      <div className="border-t border-border">
        <QuoteFooter
          businessName={config.business.name}
          phone={config.business.contact.phone}
          className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6"
        />
      </div>
    </>
  );
}
