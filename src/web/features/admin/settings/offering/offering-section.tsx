import { useMemo, useState } from "react";
import type { Offering } from "@/shared/offering";
import type { ServicesOffering } from "@/shared/offering-services";
import { todaysOfferingOf } from "@/shared/stored-business-config";
import { SettingsSectionForm } from "../form/settings-section-form";
import type { SectionDraftRules } from "../form/use-section-form";
import { useSectionForm } from "../form/use-section-form";
import { fillPreviewText } from "../preview/describe-preview";
import { QuantitiesPreview } from "../preview/quantities-preview";
import { QuotePreview } from "../preview/quote-preview";
import { useBusinessSettings } from "../use-business-settings";
import { AddonsEditor } from "./addons-editor";
import { FrequenciesEditor } from "./frequencies-editor";
import {
  applyOfferingDraft,
  isLiveQuantityIssue,
  type OfferingDraft,
  toOfferingDraft,
} from "./offering-draft";
import { ChargesSettings, SeasonSettings } from "./season-and-charges";
import { serviceFormOf } from "./service-form";
import { ServicePricing } from "./service-pricing";
import { ServiceStepTexts } from "./service-step-texts";
import { ServiceTexts } from "./service-texts";
import { ServicesList, serviceName } from "./services-list";

const rules: SectionDraftRules<OfferingDraft, ReturnType<typeof applyOfferingDraft>["config"]> = {
  toDraft: (_config, settings) => toOfferingDraft(settings.services),
  toConfig: applyOfferingDraft,
  live: isLiveQuantityIssue,
};

/**
 * What the business sells (docs/product/settings.md#what-you-sell): its services, each with its
 * pricing (an option's price matrix, quantities, or both), billing and frequencies, add-ons and
 * texts, one edited at a time; then the fee and tax. The preview draws the wizard of the service
 * being edited.
 */
export function OfferingSection() {
  const { slug } = useBusinessSettings();
  const form = useSectionForm(rules);
  const [picked, setPicked] = useState(0);
  const selected = Math.min(picked, form.draft.services.length - 1);
  const service = serviceFormOf(form, selected);
  const { previewConfig } = form;
  const preview = useMemo(
    () => ({ ...previewConfig, offering: previewOffering(previewConfig.offering, selected) }),
    [previewConfig, selected],
  );
  const name = serviceName(service.service, selected);
  return (
    <SettingsSectionForm
      form={form}
      saveLabel="Save what you sell"
      preview={
        <QuotePreview
          config={preview}
          slug={slug}
          step={
            service.service.pricedByOption ? undefined : (
              <QuantitiesPreview
                title={fillPreviewText(service.service.quantitiesStep.title, preview.offering)}
                quantities={previewConfig.offering.services[selected]?.pricing.quantities ?? []}
              />
            )
          }
        />
      }
    >
      <ServicesList form={form} selected={selected} onSelect={setPicked} />
      <section aria-labelledby="service-editor-title" className="grid gap-5">
        <h3 id="service-editor-title" className="border-b border-border pb-2 text-xl font-semibold">
          {form.draft.services.length > 1 ? `Editing: ${name}` : name}
        </h3>
        <ServicePricing key={`pricing-${service.service.key}`} form={service} />
        <AddonsEditor key={`addons-${service.service.key}`} form={service} />
        <FrequenciesEditor form={service} />
        <SeasonSettings form={service} />
        <ServiceTexts key={`texts-${service.service.key}`} form={service} />
        <ServiceStepTexts form={service} />
      </section>
      <ChargesSettings form={form} />
    </SettingsSectionForm>
  );
}

/**
 * The service being edited in today's shape, for the preview; a service priced by quantities
 * alone asks them where the option step would be, so the progress names that step so.
 */
function previewOffering(offering: ServicesOffering, index: number): Offering {
  const today = todaysOfferingOf(offering, index);
  const chosen = offering.services[index];
  const quantities = chosen?.texts.steps.quantities;
  if (!chosen || chosen.pricing.options || !quantities) return today;
  const { progressLabel, progressShortLabel } = quantities;
  const option = { ...today.service.steps.option, progressLabel, progressShortLabel };
  return {
    ...today,
    service: { ...today.service, steps: { ...today.service.steps, option } },
  };
}
