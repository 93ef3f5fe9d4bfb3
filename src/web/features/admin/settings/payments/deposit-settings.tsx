import type { BusinessConfig } from "@/shared/business-config";
import type { DepositRule } from "@/shared/deposit-rule";
import { formatHundredths, parseHundredths } from "@/shared/money";
import { type DepositKind, paymentSettingsOf } from "@/shared/payment-settings";
import { MoneySetting, SelectSetting, SettingsGroup, TextSetting } from "../form/setting-fields";
import { SettingsSectionForm } from "../form/settings-section-form";
import type { DraftResult } from "../form/use-section-form";
import { useSectionForm } from "../form/use-section-form";

/** The deposit as its fields hold it: the kind, and the percent or the dollars as typed. */
type DepositDraft = { kind: DepositKind; percent: string; amount: string };

const KIND_PATH = "payments.deposit.kind";
const PERCENT_PATH = "payments.deposit.percent";
const AMOUNT_PATH = "payments.deposit.amountCents";

function toDraft(config: BusinessConfig): DepositDraft {
  const { deposit } = paymentSettingsOf(config);
  return {
    kind: deposit.kind,
    percent: deposit.kind === "percent" ? String(deposit.percent) : "",
    amount: deposit.kind === "fixed" ? formatHundredths(deposit.amountCents) : "",
  };
}

/**
 * The draft as a deposit rule; text that is not a whole percent or dollars and cents is a problem
 * at its field (the schema then checks the bounds).
 */
function toConfig(config: BusinessConfig, draft: DepositDraft): DraftResult {
  const saved = paymentSettingsOf(config);
  const withDeposit = (deposit: DepositRule) => ({
    ...config,
    payments: { ...saved, deposit },
  });
  if (draft.kind === "percent") {
    const text = draft.percent.trim().replace(/%$/, "");
    if (!/^\d+$/.test(text)) {
      return {
        config,
        issues: [{ path: PERCENT_PATH, message: "must be a whole percent from 1 to 99" }],
      };
    }
    return { config: withDeposit({ kind: "percent", percent: Number(text) }), issues: [] };
  }
  if (draft.kind === "fixed") {
    const cents = parseHundredths(draft.amount);
    if (cents === null) {
      return {
        config,
        issues: [{ path: AMOUNT_PATH, message: "must be an amount in dollars, like 150 or 99.50" }],
      };
    }
    return { config: withDeposit({ kind: "fixed", amountCents: cents }), issues: [] };
  }
  return { config: withDeposit({ kind: "none" }), issues: [] };
}

const rules = { toDraft, toConfig };

/**
 * The deposit the business's custom quotes ask on accepting (docs/product/settings.md#payments):
 * none, a percent of the total, or a fixed amount; each offer may set its own.
 */
export function DepositSettings() {
  const form = useSectionForm(rules);
  const { draft, update } = form;
  return (
    <SettingsSectionForm form={form} saveLabel="Save deposit">
      <SettingsGroup
        legend="Deposit on custom quotes"
        description="When a customer accepts a custom quote, they pay this deposit and their card is saved; you charge the rest from the order's page when the job is done. Each offer can ask another deposit. Instant quotes are paid in full."
      >
        <SelectSetting
          field={form.field(KIND_PATH)}
          label="Deposit"
          value={draft.kind}
          choices={[
            { value: "none", label: "No deposit: the whole total on accepting" },
            { value: "percent", label: "A percent of the total" },
            { value: "fixed", label: "A fixed amount" },
          ]}
          onChange={(value) =>
            update((next) => {
              next.kind = value as DepositKind;
            })
          }
          className="max-w-md"
        />
        {draft.kind === "percent" && (
          <TextSetting
            field={form.field(PERCENT_PATH)}
            label="Deposit (% of the total)"
            hint="A whole percent from 1 to 99 of the total with fee and tax, rounded to the cent."
            inputMode="numeric"
            value={draft.percent}
            onChange={(value) =>
              update((next) => {
                next.percent = value;
              })
            }
            className="max-w-md"
          />
        )}
        {draft.kind === "fixed" && (
          <MoneySetting
            field={form.field(AMOUNT_PATH)}
            label="Deposit ($)"
            hint="At least $0.50. A job whose total is not at least $0.50 more is paid in full."
            value={draft.amount}
            onChange={(value) =>
              update((next) => {
                next.amount = value;
              })
            }
            className="max-w-md"
          />
        )}
      </SettingsGroup>
    </SettingsSectionForm>
  );
}
