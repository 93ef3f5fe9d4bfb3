import { convenienceFeeOf, planChargeTimeOf } from "@/shared/payment-settings";
import { PaymentChoiceSettings } from "./payment-choice-settings";

/**
 * Who pays Quotewise's fee (docs/product/settings.md#payments): the customer, as a
 * "Convenience fee" line, or the business, out of what it receives.
 */
export function ConvenienceFeeSettings() {
  return (
    <PaymentChoiceSettings
      setting="convenienceFee"
      read={convenienceFeeOf}
      legend="Convenience fee"
      description="Quotewise's fee is the same either way. Passed on, your customers see it as a Convenience fee line and pay it; absorbed, they pay the subtotal and tax only, and the fee comes out of what you receive."
      label="Who pays the fee"
      saveLabel="Save convenience fee"
      choices={[
        { value: "pass_on", label: "My customers: add it to their total" },
        { value: "absorb", label: "My business: take it out of what I receive" },
      ]}
    />
  );
}

/** When a plan's later visits are charged to the saved card (docs/product/plans.md#billing). */
export function PlanChargeSettings() {
  return (
    <PaymentChoiceSettings
      setting="planCharges"
      read={planChargeTimeOf}
      legend="Recurring plans"
      description="Each later visit of a plan is charged to the card its customer saved at the first checkout."
      label="Charge each visit"
      saveLabel="Save plan charges"
      choices={[
        { value: "when_done", label: "When I mark it done" },
        { value: "on_visit_day", label: "On the visit's day" },
      ]}
    />
  );
}
