import { SettingsGroup, TextSetting } from "../form/setting-fields";
import { SettingsSectionForm } from "../form/settings-section-form";
import { useSectionForm } from "../form/use-section-form";
import { PRICE_NOTICE_PATH, priceNoticeToConfig, toPriceNoticeDraft } from "./price-notice-draft";

const rules = { toDraft: toPriceNoticeDraft, toConfig: priceNoticeToConfig };

/**
 * How many days a new price waits before it reaches the plans already sold
 * (docs/product/settings.md#plans, docs/product/plans.md#price-changes), saved on its own.
 */
export function PriceNoticeSettings() {
  const form = useSectionForm(rules);
  return (
    <SettingsSectionForm form={form} saveLabel="Save price notice">
      <SettingsGroup
        legend="Recurring plans: new prices"
        description="When you change a price, customers with a plan are emailed the new price and pay it for visits from this many days on; until then their visits keep the old price."
      >
        <TextSetting
          field={form.field(PRICE_NOTICE_PATH)}
          label="Notice of a new price (days)"
          hint="A whole number of days from 0 (at once) to 365. 30 unless you change it."
          inputMode="numeric"
          autoComplete="off"
          value={form.draft.days}
          onChange={(value) =>
            form.update((next) => {
              next.days = value;
            })
          }
          className="max-w-md"
        />
      </SettingsGroup>
    </SettingsSectionForm>
  );
}
