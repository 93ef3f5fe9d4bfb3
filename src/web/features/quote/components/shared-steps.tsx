import { lazy, Suspense } from "react";
import type { BusinessConfigResponse } from "@/shared/api/quote-contract";
import { Skeleton } from "@/web/components/ui/skeleton";
import { OptionStep } from "@/web/components/wizard/option-step";
import { canShowReview } from "@/web/components/wizard/quote-wizard-state";
import type { QuoteWizard } from "../use-quote-wizard";
import { AddonsStep } from "./addons-step";
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
    case "OPTION":
      if (!state.serviceArea?.area) return null;
      return (
        <OptionStep
          texts={config.service.steps.option}
          options={config.options}
          area={state.serviceArea.area}
          cityNote={state.serviceArea.cityNote}
          earlyBirdOffered={config.early_bird !== null}
          selected={state.option?.code ?? null}
          onSelect={wizard.selectOption}
          onContinue={wizard.confirmOption}
          onBack={wizard.back}
          compact={compact}
        />
      );
    case "ADDONS":
      if (!state.serviceArea?.area || !state.option) return null;
      return (
        <AddonsStep
          texts={config.service.steps.addons}
          addons={config.addons}
          area={state.serviceArea.area}
          option={state.option.code}
          selected={state.addons}
          onChange={wizard.setAddon}
          onGetQuote={wizard.getQuote}
          onBack={wizard.back}
          pricing={wizard.isPricing}
          compact={compact}
        />
      );
    case "REVIEW": {
      if (!canShowReview(state)) return null;
      return (
        <ReviewStep
          service={config.service}
          address={state.addressData}
          area={state.serviceArea.area}
          optionLabel={state.pricing.option_label}
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
            texts={config.service.steps.details}
            contractName={config.service.contract.name}
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
      return (
        <ThankYou
          customerName={state.customerName}
          contact={config.business.contact}
          onRestart={wizard.reset}
        />
      );
    default:
      return null;
  }
}
