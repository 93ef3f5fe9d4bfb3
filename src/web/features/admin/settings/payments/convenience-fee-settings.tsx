import type { BusinessConfig } from "@/shared/business-config";
import type { ConvenienceFee } from "@/shared/convenience-fee";
import { convenienceFeeOf, paymentSettingsOf } from "@/shared/payment-settings";
import { SelectSetting, SettingsGroup } from "../form/setting-fields";
import { SettingsSectionForm } from "../form/settings-section-form";
import type { DraftResult } from "../form/use-section-form";
import { useSectionForm } from "../form/use-section-form";

const PATH = "payments.convenienceFee";

const rules = {
  toDraft: (config: BusinessConfig) => ({ payer: convenienceFeeOf(config) }),
  toConfig: (config: BusinessConfig, draft: { payer: ConvenienceFee }): DraftResult => ({
    config: {
      ...config,
      payments: { ...paymentSettingsOf(config), convenienceFee: draft.payer },
    },
    issues: [],
  }),
};

/**
 * Who pays Quotewise's fee (docs/product/settings.md#payments): the customer, as a
 * "Convenience fee" line, or the business, out of what it receives.
 */
export function ConvenienceFeeSettings() {
  const form = useSectionForm(rules);
  return (
    <SettingsSectionForm form={form} saveLabel="Save convenience fee">
      <SettingsGroup
        legend="Convenience fee"
        description="Quotewise's fee is the same either way. Passed on, your customers see it as a Convenience fee line and pay it; absorbed, they pay the subtotal and tax only, and the fee comes out of what you receive."
      >
        <SelectSetting
          field={form.field(PATH)}
          label="Who pays the fee"
          value={form.draft.payer}
          choices={[
            { value: "pass_on", label: "My customers: add it to their total" },
            { value: "absorb", label: "My business: take it out of what I receive" },
          ]}
          onChange={(value) =>
            form.update((next) => {
              next.payer = value as ConvenienceFee;
            })
          }
          className="max-w-md"
        />
      </SettingsGroup>
    </SettingsSectionForm>
  );
}
