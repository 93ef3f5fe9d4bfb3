import { Suspense, useRef } from "react";
import { BusinessLogo, useBrandTheme } from "@/web/components/business/brand";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { QuoteFooter } from "@/web/components/wizard/quote-footer";
import { StepHeading } from "@/web/components/wizard/step-heading";
import { AddressForm } from "@/web/features/quote/components/address-form";
import { SharedSteps, StepLoading } from "@/web/features/quote/components/later-steps";
import { SearchingCard } from "@/web/features/quote/components/searching-card";
import { StepTransition } from "@/web/features/quote/components/step-transition";
import { TestModeNotice } from "@/web/features/quote/components/test-mode-notice";
import { ProgressDots } from "@/web/features/quote/embed/progress-dots";
import { useReportHeight } from "@/web/features/quote/embed/use-report-height";
import { pricedOptionCodes, useQuoteWizard } from "@/web/features/quote/use-quote-wizard";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { type BusinessConfigWithClock, useBusinessConfig } from "@/web/lib/api/get-business-config";
import { businessStorageKey } from "@/web/lib/business-scope";
import { lazyWithPreload, useWhenIdle } from "@/web/lib/lazy-preload";
import { EMBED_STORAGE_KEY } from "@/web/lib/quote-storage";

const AwaitingPayment = lazyWithPreload(() =>
  import("@/web/features/quote/embed/awaiting-payment").then((module) => module.AwaitingPayment),
);
const ServiceAreaNotice = lazyWithPreload(() =>
  import("@/web/features/quote/embed/service-area-notice").then(
    (module) => module.ServiceAreaNotice,
  ),
);

/** /embed: the quote flow in a compact panel, at most 600 px high, for a business's own site. */
export default function EmbedPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const configQuery = useBusinessConfig();
  useBrandTheme(configQuery.data?.config.business.brand);
  const panel = useRef<HTMLDivElement>(null);
  useReportHeight(panel);
  return (
    <div
      ref={panel}
      data-testid="embed-page"
      className="flex max-h-[600px] flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm"
    >
      {configQuery.data ? (
        <EmbedWizard loaded={configQuery.data} />
      ) : configQuery.isError ? (
        <div role="alert" className="p-6 text-center">
          <h1 className="font-semibold">We couldn't load the quote form</h1>
          <Button className="mt-4" onClick={() => configQuery.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div role="status" className="p-4">
          <span className="sr-only">Loading the quote form...</span>
          <Skeleton className="h-10" />
          <Skeleton className="mt-4 h-80" />
        </div>
      )}
    </div>
  );
}

function EmbedWizard({ loaded }: { loaded: BusinessConfigWithClock }) {
  const { config } = loaded;
  const wizard = useQuoteWizard({
    variant: "embed",
    storageKey: businessStorageKey(EMBED_STORAGE_KEY),
    industry: config.service.name,
    // A service's option previews are asked on its option step.
    previewOptions: config.services ? [] : pricedOptionCodes(config.options),
    services: config.services,
    billing: config.service.billing,
  });
  const { state } = wizard;
  const scroller = useRef<HTMLDivElement>(null);
  // The later steps load while the address is typed (the widget's first load is the address step).
  useWhenIdle(() => {
    void SharedSteps.preload();
    void ServiceAreaNotice.preload();
    void AwaitingPayment.preload();
  });

  return (
    <>
      <header className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
        <div>
          <h1 className="font-semibold leading-tight">
            {config.business.brand?.logoUrl ? (
              <BusinessLogo
                name={config.business.name}
                brand={config.business.brand}
                className="h-8 max-w-40"
              />
            ) : (
              config.business.name
            )}
          </h1>
          <p className="text-xs text-muted-foreground">Instant quote</p>
        </div>
        <ProgressDots current={wizard.progress.current} count={wizard.progress.steps.length} />
      </header>
      {config.payment_mode === "test" && <TestModeNotice />}
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
        <StepTransition step={state.step} direction={state.direction} scrollTarget={scroller}>
          {state.step === "ADDRESS" ? (
            <div>
              <StepHeading>Get your instant quote</StepHeading>
              <p className="mt-1 mb-4 text-sm text-muted-foreground">
                {config.service.steps.address.compactSubtitle}
              </p>
              <AddressForm
                idPrefix="embed"
                initial={state.addressData}
                stateCode={config.business.state}
                errors={state.addressErrors}
                onSubmit={wizard.submitAddress}
                disableUntilComplete
                compact
              />
            </div>
          ) : state.step === "SEARCHING" ? (
            <SearchingCard />
          ) : (
            <Suspense fallback={<StepLoading />}>
              {state.step === "NOT_SERVICEABLE" ? (
                <ServiceAreaNotice
                  message={state.serviceArea?.message ?? ""}
                  onRequestCustomQuote={wizard.requestCustomQuote}
                  onTryAgain={wizard.back}
                />
              ) : state.step === "AWAITING_PAYMENT" && state.pendingPayment ? (
                <AwaitingPayment
                  {...state.pendingPayment}
                  onBack={wizard.back}
                  onStartOver={wizard.reset}
                />
              ) : (
                <SharedSteps wizard={wizard} config={config} compact />
              )}
            </Suspense>
          )}
        </StepTransition>
      </div>
      <QuoteFooter
        compact
        businessName={config.business.name}
        phone={config.business.contact.phone}
        className="border-t border-border px-4 py-2 text-xs"
      />
    </>
  );
}
