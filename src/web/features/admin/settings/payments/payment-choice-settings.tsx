import { useMemo } from "react";
import type { BusinessConfig } from "@/shared/business-config";
import { type PaymentSettings, paymentSettingsOf } from "@/shared/payment-settings";
import { SelectSetting, SettingsGroup } from "../form/setting-fields";
import { SettingsSectionForm } from "../form/settings-section-form";
import { useSectionForm } from "../form/use-section-form";

type ChoiceKey = "convenienceFee" | "planCharges";

/**
 * One of the business's payment settings chosen from a list (docs/product/settings.md#payments),
 * saved on its own: who pays Quotewise's fee, when plans' visits are charged.
 */
export function PaymentChoiceSettings<Value extends string>(props: {
  setting: ChoiceKey;
  read: (config: BusinessConfig) => Value;
  legend: string;
  description: string;
  label: string;
  saveLabel: string;
  choices: { value: Value; label: string }[];
}) {
  const { setting, read } = props;
  const rules = useMemo(
    () => ({
      toDraft: (config: BusinessConfig) => ({ value: read(config) }),
      toConfig: (config: BusinessConfig, draft: { value: Value }) => ({
        config: {
          ...config,
          payments: { ...paymentSettingsOf(config), [setting]: draft.value } as PaymentSettings,
        },
        issues: [],
      }),
    }),
    [setting, read],
  );
  const form = useSectionForm(rules);
  return (
    <SettingsSectionForm form={form} saveLabel={props.saveLabel}>
      <SettingsGroup legend={props.legend} description={props.description}>
        <SelectSetting
          field={form.field(`payments.${setting}`)}
          label={props.label}
          value={form.draft.value}
          choices={props.choices}
          onChange={(value) =>
            form.update((next) => {
              next.value = value as Value;
            })
          }
          className="max-w-md"
        />
      </SettingsGroup>
    </SettingsSectionForm>
  );
}
