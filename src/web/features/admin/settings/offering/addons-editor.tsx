import { MAX_ADDONS } from "@/shared/offering";
import { AddButton, RemoveButton } from "../form/list-buttons";
import { MoneySetting, SelectSetting, SettingsGroup, TextSetting } from "../form/setting-fields";
import type { AddonDraft } from "./offering-draft";
import type { ServiceForm } from "./service-form";

type Form = ServiceForm;

const PRICING_CHOICES = [
  { value: "flat", label: "One price" },
  { value: "per_unit", label: "Per unit (the customer says how many)" },
];

function AddonRow({ form, addon, index }: { form: Form; addon: AddonDraft; index: number }) {
  const path = `addons[${index}]`;
  const pricing = `${path}.pricing`;
  const text = (key: keyof Omit<AddonDraft, "type">) => (value: string) =>
    form.update((next) => {
      next.addons[index]![key] = value;
    });
  return (
    <SettingsGroup legend={`Add-on ${index + 1}: ${addon.label || "new"}`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextSetting
          field={form.field(`${path}.label`)}
          label="Name"
          value={addon.label}
          onChange={text("label")}
        />
        <TextSetting
          field={form.field(`${path}.code`)}
          label="Code"
          hint="Starts with a lower-case letter; only lower-case letters, digits and _."
          value={addon.code}
          onChange={text("code")}
          spellCheck={false}
        />
      </div>
      <TextSetting
        field={form.field(`${path}.description`)}
        label="Description"
        value={addon.description}
        onChange={text("description")}
      />
      <SelectSetting
        field={form.field(`${pricing}.type`)}
        label="Priced"
        value={addon.type}
        onChange={(value) =>
          form.update((next) => {
            next.addons[index]!.type = value as AddonDraft["type"];
          })
        }
        choices={PRICING_CHOICES}
      />
      {addon.type === "flat" ? (
        <MoneySetting
          field={form.field(`${pricing}.priceCents`)}
          label="Price ($)"
          value={addon.price}
          onChange={text("price")}
          className="max-w-48"
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneySetting
            field={form.field(`${pricing}.unitPriceCents`)}
            label="Price per unit ($)"
            value={addon.unitPrice}
            onChange={text("unitPrice")}
          />
          <TextSetting
            field={form.field(`${pricing}.unitLabel`)}
            label="Unit (singular, lower case)"
            value={addon.unitLabel}
            onChange={text("unitLabel")}
            placeholder="window"
          />
          <TextSetting
            field={form.field(`${pricing}.minQuantity`)}
            label="Least quantity"
            inputMode="numeric"
            value={addon.minQuantity}
            onChange={text("minQuantity")}
          />
          <TextSetting
            field={form.field(`${pricing}.maxQuantity`)}
            label="Most quantity"
            inputMode="numeric"
            value={addon.maxQuantity}
            onChange={text("maxQuantity")}
          />
          <MoneySetting
            field={form.field(`${pricing}.minimumCents`)}
            label="Minimum price ($, optional)"
            hint="The least this add-on costs, whatever the quantity."
            value={addon.minimum}
            onChange={text("minimum")}
          />
        </div>
      )}
      <div>
        <RemoveButton
          label={`Remove ${addon.label || `add-on ${index + 1}`}`}
          onClick={() => form.update((next) => void next.addons.splice(index, 1))}
        />
      </div>
    </SettingsGroup>
  );
}

const NEW_ADDON: AddonDraft = {
  code: "",
  label: "",
  description: "",
  type: "flat",
  price: "",
  unitPrice: "",
  unitLabel: "",
  minQuantity: "1",
  maxQuantity: "100",
  minimum: "",
};

/** Extras on top of the option: a flat price, or a price per unit within quantity bounds. */
export function AddonsEditor({ form }: { form: Form }) {
  const { addons } = form.service;
  return (
    <div className="grid gap-4">
      <h3 className="text-lg font-semibold">Add-ons</h3>
      <p className="-mt-3 text-sm text-muted-foreground">
        Extras customers can add to this service, the same price in every area.
      </p>
      {addons.map((addon, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are controlled inputs edited in place
        <AddonRow key={index} form={form} addon={addon} index={index} />
      ))}
      {addons.length < MAX_ADDONS && (
        <AddButton
          label="Add an add-on"
          onClick={() => form.update((next) => void next.addons.push({ ...NEW_ADDON }))}
        />
      )}
    </div>
  );
}
