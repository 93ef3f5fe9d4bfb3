import type { ReactNode } from "react";
import { QUANTITY_UNITS, type QuantityUnit } from "@/shared/quantity-units";
import { MAX_PRICE_STEPS, MAX_QUANTITIES_PER_SERVICE } from "@/shared/service-quantity";
import { FieldError } from "@/web/components/ui/field-error";
import { AddButton, RemoveButton } from "../form/list-buttons";
import { MoneySetting, SelectSetting, SettingsGroup, TextSetting } from "../form/setting-fields";
import { blankQuantity, type QuantityDraft, unusedCode } from "./offering-draft";
import type { ServiceForm } from "./service-form";

const UNIT_CHOICES = Object.entries(QUANTITY_UNITS).map(([value, words]) => ({
  value,
  label: words.other,
}));
const PRICING_CHOICES = [
  { value: "per_unit", label: "Per unit" },
  { value: "bands", label: "By bands (a price up to each size)" },
  { value: "tiers", label: "Per unit, cheaper in volume (tiers)" },
];

type QuantityProps = { form: ServiceForm; quantity: QuantityDraft; index: number };

/** A list (bands, tiers) whose problem as a whole is shown under it, where focus can go. */
function StepList({
  form,
  path,
  children,
}: {
  form: ServiceForm;
  path: string;
  children: ReactNode;
}) {
  const field = form.field(path);
  return (
    <div
      id={field.id}
      tabIndex={-1}
      className="grid gap-3 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
      <FieldError fieldId={field.id} message={field.error} />
    </div>
  );
}

function Bands({ form, quantity, index }: QuantityProps) {
  const path = `pricing.quantities[${index}].pricing`;
  const unit = QUANTITY_UNITS[quantity.unit].other;
  const edit = (change: (target: QuantityDraft) => void) =>
    form.update((next) => change(next.quantities[index]!));
  return (
    <StepList form={form} path={`${path}.bands`}>
      {quantity.bands.map((band, row) => {
        const rowField = form.field(`${path}.bands[${row}]`);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are controlled inputs edited in place
          <div key={row} id={rowField.id} tabIndex={-1} className="grid gap-1 outline-none">
            <div className="flex flex-wrap items-end gap-3">
              <TextSetting
                field={form.field(`${path}.bands[${row}].upTo`)}
                label={`Band ${row + 1}: up to (${unit})`}
                inputMode="numeric"
                value={band.upTo}
                onChange={(value) =>
                  edit((target) => {
                    target.bands[row]!.upTo = value;
                  })
                }
                className="w-40"
              />
              <MoneySetting
                field={form.field(`${path}.bands[${row}].priceCents`)}
                label={`Band ${row + 1}: price ($)`}
                value={band.price}
                onChange={(value) =>
                  edit((target) => {
                    target.bands[row]!.price = value;
                  })
                }
                className="w-40"
              />
              <RemoveButton
                label={`Remove band ${row + 1}`}
                disabled={quantity.bands.length === 1}
                onClick={() => edit((target) => void target.bands.splice(row, 1))}
              />
            </div>
            <FieldError fieldId={rowField.id} message={rowField.error} />
          </div>
        );
      })}
      {quantity.bands.length < MAX_PRICE_STEPS && (
        <AddButton
          label="Add a band"
          onClick={() => edit((target) => void target.bands.push({ upTo: "", price: "" }))}
        />
      )}
      <OverTheLastBand form={form} quantity={quantity} index={index} />
    </StepList>
  );
}

function OverTheLastBand({ form, quantity, index }: QuantityProps) {
  const path = `pricing.quantities[${index}].pricing.over`;
  const over = form.field(path);
  const unit = QUANTITY_UNITS[quantity.unit].other;
  const edit = (key: "overEach" | "overPrice") => (value: string) =>
    form.update((next) => {
      next.quantities[index]![key] = value;
    });
  return (
    <div id={over.id} tabIndex={-1} className="grid gap-1 outline-none">
      <p className="text-sm text-muted-foreground">
        Above the last band (optional): a price for each so many {unit} more, a part counting as a
        whole.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <TextSetting
          field={form.field(`${path}.each`)}
          label={`For each (${unit})`}
          inputMode="numeric"
          value={quantity.overEach}
          onChange={edit("overEach")}
          className="w-40"
        />
        <MoneySetting
          field={form.field(`${path}.priceCents`)}
          label="Add ($)"
          value={quantity.overPrice}
          onChange={edit("overPrice")}
          className="w-40"
        />
      </div>
      <FieldError fieldId={over.id} message={over.error} />
    </div>
  );
}

function Tiers({ form, quantity, index }: QuantityProps) {
  const path = `pricing.quantities[${index}].pricing`;
  const unit = QUANTITY_UNITS[quantity.unit];
  const edit = (change: (target: QuantityDraft) => void) =>
    form.update((next) => change(next.quantities[index]!));
  return (
    <StepList form={form} path={`${path}.tiers`}>
      <p className="text-sm text-muted-foreground">
        Each {unit.one} is priced by the tier it falls in. Leave the last tier's "up to" empty to
        price every {unit.one} above.
      </p>
      {quantity.tiers.map((tier, row) => {
        const rowField = form.field(`${path}.tiers[${row}]`);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are controlled inputs edited in place
          <div key={row} id={rowField.id} tabIndex={-1} className="grid gap-1 outline-none">
            <div className="flex flex-wrap items-end gap-3">
              <TextSetting
                field={form.field(`${path}.tiers[${row}].upTo`)}
                label={`Tier ${row + 1}: up to (${unit.other})`}
                inputMode="numeric"
                value={tier.upTo}
                onChange={(value) =>
                  edit((target) => {
                    target.tiers[row]!.upTo = value;
                  })
                }
                className="w-40"
              />
              <MoneySetting
                field={form.field(`${path}.tiers[${row}].unitPriceCents`)}
                label={`Tier ${row + 1}: price per ${unit.one} ($)`}
                value={tier.unitPrice}
                onChange={(value) =>
                  edit((target) => {
                    target.tiers[row]!.unitPrice = value;
                  })
                }
                className="w-40"
              />
              <RemoveButton
                label={`Remove tier ${row + 1}`}
                disabled={quantity.tiers.length === 1}
                onClick={() => edit((target) => void target.tiers.splice(row, 1))}
              />
            </div>
            <FieldError fieldId={rowField.id} message={rowField.error} />
          </div>
        );
      })}
      {quantity.tiers.length < MAX_PRICE_STEPS && (
        <AddButton
          label="Add a tier"
          onClick={() => edit((target) => void target.tiers.push({ upTo: "", unitPrice: "" }))}
        />
      )}
    </StepList>
  );
}

function QuantityRow({ form, quantity, index }: QuantityProps) {
  const path = `pricing.quantities[${index}]`;
  const name = quantity.label || `quantity ${index + 1}`;
  const text =
    (key: "code" | "label" | "min" | "max" | "step" | "customQuoteAbove" | "unitPrice") =>
    (value: string) =>
      form.update((next) => {
        next.quantities[index]![key] = value;
      });
  const unit = QUANTITY_UNITS[quantity.unit];
  const elsewhere = Object.keys(quantity.pricingByArea ?? {});
  return (
    <SettingsGroup legend={`Quantity ${index + 1}: ${quantity.label || "new"}`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextSetting
          field={form.field(`${path}.label`)}
          label="What the customer is asked"
          hint="Such as Floor area, Windows, Systems."
          value={quantity.label}
          onChange={text("label")}
        />
        <TextSetting
          field={form.field(`${path}.code`)}
          label="Code"
          hint="Starts with a lower-case letter; only lower-case letters, digits and _. Kept on orders."
          value={quantity.code}
          onChange={text("code")}
          spellCheck={false}
        />
        <SelectSetting
          field={form.field(`${path}.unit`)}
          label="Unit"
          value={quantity.unit}
          onChange={(value) =>
            form.update((next) => {
              next.quantities[index]!.unit = value as QuantityUnit;
            })
          }
          choices={UNIT_CHOICES}
        />
        <TextSetting
          field={form.field(`${path}.step`)}
          label={`Goes up by (${unit.other}, optional)`}
          hint="1 when empty."
          inputMode="numeric"
          value={quantity.step}
          onChange={text("step")}
        />
        <TextSetting
          field={form.field(`${path}.min`)}
          label={`Least (${unit.other})`}
          inputMode="numeric"
          value={quantity.min}
          onChange={text("min")}
        />
        <TextSetting
          field={form.field(`${path}.max`)}
          label={`Most (${unit.other})`}
          inputMode="numeric"
          value={quantity.max}
          onChange={text("max")}
        />
        <TextSetting
          field={form.field(`${path}.customQuoteAbove`)}
          label={`Custom quote above (${unit.other}, optional)`}
          hint="Above this, no instant price: the customer asks for a custom quote."
          inputMode="numeric"
          value={quantity.customQuoteAbove}
          onChange={text("customQuoteAbove")}
        />
        <SelectSetting
          field={form.field(`${path}.pricing.type`)}
          label="Priced"
          value={quantity.pricing}
          onChange={(value) =>
            form.update((next) => {
              next.quantities[index]!.pricing = value as QuantityDraft["pricing"];
            })
          }
          choices={PRICING_CHOICES}
        />
      </div>
      {quantity.pricing === "per_unit" && (
        <MoneySetting
          field={form.field(`${path}.pricing.unitPriceCents`)}
          label={`Price per ${unit.one} ($)`}
          value={quantity.unitPrice}
          onChange={text("unitPrice")}
          className="max-w-48"
        />
      )}
      {quantity.pricing === "bands" && <Bands form={form} quantity={quantity} index={index} />}
      {quantity.pricing === "tiers" && <Tiers form={form} quantity={quantity} index={index} />}
      {elsewhere.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Priced differently in {elsewhere.join(", ")}: kept as it is.
        </p>
      )}
      {/* The only quantity stays: untick "By quantities" to price otherwise. */}
      {form.service.quantities.length > 1 && (
        <div>
          <RemoveButton
            label={`Remove ${name}`}
            onClick={() => form.update((next) => void next.quantities.splice(index, 1))}
          />
        </div>
      )}
    </SettingsGroup>
  );
}

/**
 * What the customer counts (square feet, windows, systems), each with its bounds and its price:
 * per unit, by bands or by tiers. Bands and tiers are checked as they are typed: in order, and
 * reaching the most a customer may choose (docs/product/settings.md#what-you-sell).
 */
export function QuantitiesEditor({ form }: { form: ServiceForm }) {
  const { quantities } = form.service;
  return (
    <div className="grid gap-4">
      <h3 className="text-lg font-semibold">Quantities</h3>
      <p className="-mt-3 text-sm text-muted-foreground">
        What customers count; each adds its price, the same in every area.
      </p>
      {quantities.map((quantity, index) => (
        <QuantityRow key={quantity.key} form={form} quantity={quantity} index={index} />
      ))}
      {quantities.length < MAX_QUANTITIES_PER_SERVICE && (
        <AddButton
          label="Add a quantity"
          onClick={() =>
            form.update(
              (next) =>
                void next.quantities.push(
                  blankQuantity(
                    unusedCode(
                      next.quantities.map((each) => each.code),
                      "quantity",
                    ),
                  ),
                ),
            )
          }
        />
      )}
    </div>
  );
}
