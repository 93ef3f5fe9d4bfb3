import { FieldError, fieldErrorId } from "@/web/components/ui/field-error";
import { MoneySetting, SettingsGroup } from "../form/setting-fields";
import { blankQuantity, newKey } from "./offering-draft";
import { OptionsEditor } from "./options-editor";
import { PriceMatrix } from "./price-matrix";
import { QuantitiesEditor } from "./quantities-editor";
import type { ServiceForm } from "./service-form";

const WAYS = [
  {
    key: "pricedByOption",
    label: "By an option the customer chooses (sizes, packages), priced per area",
  },
  { key: "pricedByQuantities", label: "By quantities the customer gives (square feet, windows)" },
] as const;

/**
 * How a service is priced (docs/product/settings.md#what-you-sell): by an option (the option
 * list and its price matrix), by quantities, or both (the option's price plus the
 * quantities'), with the least a visit costs.
 */
export function ServicePricing({ form }: { form: ServiceForm }) {
  const { service } = form;
  const pricing = form.field("pricing");
  return (
    <>
      <SettingsGroup
        legend="Priced"
        description="Tick both to charge the option's price plus the quantities'."
      >
        <div id={pricing.id} tabIndex={-1} className="grid gap-2 outline-none">
          {WAYS.map(({ key, label }) => {
            const id = `${pricing.id}-${key}`;
            return (
              <div key={key} className="flex items-center gap-2">
                <input
                  id={id}
                  type="checkbox"
                  checked={service[key]}
                  onChange={(event) =>
                    form.update((next) => {
                      next[key] = event.target.checked;
                      if (key === "pricedByQuantities" && next.quantities.length === 0) {
                        next.quantities.push(blankQuantity("quantity_1"));
                      }
                      if (key === "pricedByOption" && next.options.length === 0) {
                        const code = "OPTION_1";
                        next.options.push({
                          key: newKey("option"),
                          code,
                          label: "",
                          description: "",
                        });
                      }
                    })
                  }
                  aria-describedby={pricing.error ? fieldErrorId(pricing.id) : undefined}
                  className="size-5 accent-primary"
                />
                <label htmlFor={id} className="text-sm font-medium">
                  {label}
                </label>
              </div>
            );
          })}
        </div>
        <FieldError fieldId={pricing.id} message={pricing.error} />
        <MoneySetting
          field={form.field("pricing.minimumChargeCents")}
          label="Minimum charge ($, optional)"
          hint="The least a visit costs before fee and tax, in every area without its own."
          value={service.minimumCharge}
          onChange={(value) =>
            form.update((next) => {
              next.minimumCharge = value;
            })
          }
          className="max-w-64"
        />
      </SettingsGroup>
      {service.pricedByOption && (
        <>
          <PriceMatrix form={form} />
          <OptionsEditor form={form} />
        </>
      )}
      {service.pricedByQuantities && <QuantitiesEditor form={form} />}
    </>
  );
}
