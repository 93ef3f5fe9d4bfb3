import { lazy, Suspense } from "react";
import type { BusinessConfigResponse } from "@/shared/api/quote-contract";
import { Skeleton } from "@/web/components/ui/skeleton";
import { canShowReview } from "../quote-wizard-state";
import type { QuoteWizard } from "../use-quote-wizard";
import { DrivewayStep } from "./driveway-step";
import { OptionsStep } from "./options-step";
import { ReviewStep } from "./review-step";
import { SearchingCard } from "./searching-card";
import { ThankYou } from "./thank-you";

const CustomQuoteForm = lazy(() => import("./custom-quote-form"));

/**
 * The steps the full page and the embed show alike. Returns null for the steps each of them
 * draws its own way (address, not serviceable, awaiting payment).
 */
export function SharedSteps({
  wizard,
  config,
  compact = false,
}: {
  wizard: QuoteWizard;
  config: BusinessConfigResponse;
  compact?: boolean;
}) {
  const { state } = wizard;
  switch (state.step) {
    case "SEARCHING":
      return <SearchingCard />;
    case "DRIVEWAY":
      if (!state.serviceArea?.town) return null;
      return (
        <DrivewayStep
          sizes={config.drivewaySizes}
          town={state.serviceArea.town}
          selected={state.drivewaySize}
          onSelect={wizard.selectDriveway}
          onContinue={wizard.confirmDriveway}
          onBack={wizard.back}
          compact={compact}
        />
      );
    case "OPTIONS":
      return (
        <OptionsStep
          addons={config.addons}
          selected={state.addons}
          onToggle={wizard.setAddon}
          onGetQuote={wizard.getQuote}
          onBack={wizard.back}
          pricing={wizard.isPricing}
          compact={compact}
        />
      );
    case "REVIEW": {
      if (!canShowReview(state)) return null;
      const size = config.drivewaySizes.find((option) => option.code === state.drivewaySize);
      return (
        <ReviewStep
          serviceName={config.business.serviceName}
          address={state.addressData}
          town={state.serviceArea.town}
          drivewayLabel={size?.label ?? state.drivewaySize.replaceAll("_", "-")}
          triggerInches={config.season.trigger_inches}
          pricing={state.pricing}
          priceChanged={state.priceChanged}
          pending={wizard.isCheckingOut}
          onCheckout={wizard.checkout}
          onBack={wizard.back}
          compact={compact}
        />
      );
    }
    case "CUSTOM_QUOTE":
      return (
        <Suspense fallback={<Skeleton className="h-[34rem]" />}>
          <CustomQuoteForm
            address={[state.addressData.address, state.addressData.city].filter(Boolean).join(", ")}
            defaultEmail={state.addressData.email}
            outsideServiceArea={state.serviceArea?.inServiceArea === false}
            onSubmit={wizard.sendCustomQuote}
            onBack={wizard.back}
            submitting={wizard.isSendingCustomQuote}
            compact={compact}
          />
        </Suspense>
      );
    case "THANK_YOU":
      return <ThankYou customerName={state.customerName} onRestart={wizard.reset} />;
    default:
      return null;
  }
}
