import { lazy, Suspense } from "react";
import type { BusinessConfigResponse } from "@/shared/api/quote-contract";
import { Skeleton } from "@/web/components/ui/skeleton";
import { OptionStep } from "@/web/components/wizard/option-step";
import {
  asksForPrice,
  canShowReview,
  hasTimeStep,
  selectionOf,
} from "@/web/components/wizard/quote-wizard-state";
import { chosenServiceOf, serviceTextsOf, toChosenService } from "../service-journey";
import { type QuoteWizard, slotsRequestOf } from "../use-quote-wizard";
import { AddonsStep } from "./addons-step";
import { FrequencyStep } from "./frequency-step";
import { QuantitiesStep } from "./quantities-step";
import { ReviewStep } from "./review-step";
import { SearchingCard } from "./searching-card";
import { ServiceStep } from "./service-step";
import { SlotStep } from "./slot-step";
import { ThankYou } from "./thank-you";

const CustomQuoteForm = lazy(() => import("./custom-quote-form"));

const GET_QUOTE = "Get My Quote";

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
  const area = state.serviceArea?.area;
  // The chosen service (a business selling beyond one), else the business's own.
  const service = chosenServiceOf(config, state);
  const texts = serviceTextsOf(config, state);
  const asksPrice = asksForPrice(state);
  const stepButton = {
    continueLabel: asksPrice ? GET_QUOTE : "Continue",
    continuing: asksPrice && wizard.isPricing,
    onContinue: wizard.advance,
    onBack: wizard.back,
    compact,
  };
  switch (state.step) {
    case "SEARCHING":
      return <SearchingCard />;
    case "SERVICE":
      if (!area || !config.services?.step) return null;
      return (
        <ServiceStep
          texts={config.services.step}
          services={config.services.list}
          area={area}
          cityNote={state.serviceArea?.cityNote}
          selected={state.service?.code ?? null}
          onSelect={(chosen) => wizard.selectService(toChosenService(chosen))}
          onContinue={wizard.advance}
          onBack={wizard.back}
          compact={compact}
        />
      );
    case "OPTION": {
      if (!area) return null;
      const { quantities = [] } = service ?? {};
      return (
        <OptionStep
          texts={texts.steps.option}
          options={service?.options ?? config.options}
          area={area}
          cityNote={state.serviceArea?.cityNote}
          earlyBirdOffered={config.early_bird !== null && texts.billing === "season"}
          selected={state.option?.code ?? null}
          onSelect={wizard.selectOption}
          selection={
            service && {
              // Priced with each quantity at its least, so each card says "From".
              priced: {
                area,
                service: service.code,
                ...(quantities.length > 0 && {
                  quantities: quantities.map(({ code, min }) => ({ code, quantity: min })),
                }),
              },
              from: quantities.length > 0,
            }
          }
          {...stepButton}
        />
      );
    }
    case "QUANTITIES": {
      const steps = texts.steps.quantities;
      if (!service || !steps) return null;
      return (
        <QuantitiesStep
          texts={steps}
          quantities={service.quantities}
          given={state.quantities}
          onChange={wizard.setQuantity}
          {...stepButton}
        />
      );
    }
    case "FREQUENCY": {
      const steps = texts.steps.frequency;
      if (!service || !steps) return null;
      return (
        <FrequencyStep
          texts={steps}
          frequencies={service.frequencies}
          priceUnit={texts.steps.option.priceUnit}
          selected={state.frequency}
          onSelect={wizard.selectFrequency}
          {...stepButton}
        />
      );
    }
    case "ADDONS": {
      if (!area) return null;
      const { option, ...selection } = selectionOf(state, area);
      return (
        <AddonsStep
          texts={texts.steps.addons}
          addons={service?.addons ?? config.addons}
          selection={selection}
          option={option}
          selected={state.addons}
          onChange={wizard.setAddon}
          onGetQuote={wizard.getQuote}
          onBack={wizard.back}
          pricing={wizard.isPricing}
          compact={compact}
        />
      );
    }
    case "SLOT": {
      const request = slotsRequestOf(state);
      if (!request || !state.pricing) return null;
      return (
        <SlotStep
          request={request}
          businessName={config.business.name}
          timeZone={config.business.timezone}
          totalCents={state.pricing.grand_total_cents}
          selected={state.slot?.start}
          slotTaken={state.slotTaken}
          onSelect={wizard.selectSlot}
          onNone={wizard.skipTime}
          onContinue={wizard.advance}
          onBack={wizard.back}
          compact={compact}
        />
      );
    }
    case "REVIEW": {
      if (!canShowReview(state)) return null;
      return (
        <ReviewStep
          service={texts}
          chosen={service}
          address={state.addressData}
          area={state.serviceArea.area}
          pricing={state.pricing}
          slot={hasTimeStep(state) ? state.slot : null}
          timeZone={config.business.timezone}
          visitChanges={config.visit_changes}
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
            texts={texts.steps.details}
            contractName={texts.contract.name}
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
