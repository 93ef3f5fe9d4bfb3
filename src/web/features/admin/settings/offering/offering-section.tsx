import { SettingsSectionForm } from "../form/settings-section-form";
import { useSectionForm } from "../form/use-section-form";
import { QuotePreview } from "../preview/quote-preview";
import { useBusinessSettings } from "../use-business-settings";
import { AddonsEditor } from "./addons-editor";
import { applyOfferingDraft, toOfferingDraft } from "./offering-draft";
import { OptionsEditor } from "./options-editor";
import { PriceMatrix } from "./price-matrix";
import { ChargesSettings, SeasonSettings } from "./season-and-charges";
import { ServiceTexts } from "./service-texts";

const rules = { toDraft: toOfferingDraft, toConfig: applyOfferingDraft };

/**
 * What the business sells: the service and its texts, the options, the price matrix, add-ons,
 * season, fee and tax (docs/product/settings.md#what-you-sell).
 */
export function OfferingSection() {
  const { slug } = useBusinessSettings();
  const form = useSectionForm(rules);
  return (
    <SettingsSectionForm
      form={form}
      saveLabel="Save what you sell"
      preview={<QuotePreview config={form.previewConfig} slug={slug} />}
    >
      <PriceMatrix form={form} />
      <OptionsEditor form={form} />
      <AddonsEditor form={form} />
      <SeasonSettings form={form} />
      <ChargesSettings form={form} />
      <ServiceTexts form={form} />
    </SettingsSectionForm>
  );
}
