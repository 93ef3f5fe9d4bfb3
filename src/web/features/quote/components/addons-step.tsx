import { PartyPopper } from "lucide-react";
import { useState } from "react";
import type { BusinessConfigResponse, PublicAddon } from "@/shared/api/quote-contract";
import { formatCents } from "@/shared/money";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import type { AddonChoice } from "@/web/components/wizard/quote-wizard-state";
import { StepActions } from "@/web/components/wizard/step-actions";
import { StepHeading } from "@/web/components/wizard/step-heading";
import { type PricedSelection, useAddonsPrice } from "@/web/lib/api/get-price";
import { formatShortCents, pluralize } from "@/web/lib/format-display";

type AddonsStepTexts = BusinessConfigResponse["service"]["steps"]["addons"];
type PerUnitPricing = Extract<PublicAddon["pricing"], { type: "per_unit" }>;

/** "$8 per window, at least $24". */
function describeUnitPrice(pricing: PerUnitPricing): string {
  const unit = `${formatShortCents(pricing.unit_price_cents)} per ${pricing.unit_label}`;
  return pricing.minimum_cents
    ? `${unit}, at least ${formatShortCents(pricing.minimum_cents)}`
    : unit;
}

/** A whole number within the add-on's bounds, else null (the field then says what it takes). */
function parseQuantity(text: string, pricing: PerUnitPricing): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const quantity = Number(text);
  return quantity >= pricing.min_quantity && quantity <= pricing.max_quantity ? quantity : null;
}

/**
 * The quantity of an add-on priced per unit: a number field within its bounds, and the price the
 * server charges for that quantity (asked as it changes).
 */
function QuantityField({
  id,
  pricing,
  quantity,
  priced,
  onChange,
  onValidityChange,
}: {
  id: string;
  pricing: PerUnitPricing;
  quantity: number;
  /** The server's price for this add-on at `quantity`; undefined while it is asked. */
  priced: { quantity?: number | undefined; price_cents: number } | undefined;
  onChange: (quantity: number) => void;
  onValidityChange: (valid: boolean) => void;
}) {
  const [text, setText] = useState(String(quantity));
  const valid = parseQuantity(text, pricing) !== null;
  const inputId = `${id}-quantity`;
  const units = pluralize(pricing.unit_label);
  return (
    <div className="mt-3 grid gap-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          Number of {units}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={pricing.min_quantity}
          max={pricing.max_quantity}
          step={1}
          value={text}
          aria-invalid={!valid || undefined}
          aria-describedby={`${inputId}-help`}
          onChange={(event) => {
            setText(event.target.value);
            const next = parseQuantity(event.target.value, pricing);
            onValidityChange(next !== null);
            if (next !== null) onChange(next);
          }}
          // The variant, not a plain border-danger: cn does not drop border-input.
          className="h-10 w-24 rounded-md border border-input bg-card px-3 text-base tabular-nums aria-invalid:border-danger"
        />
        <p
          className="text-sm font-semibold tabular-nums"
          aria-live="polite"
          data-testid={`${id}-price`}
        >
          {valid && priced?.quantity === quantity && (
            <>
              <span className="sr-only">
                Price for {quantity} {quantity === 1 ? pricing.unit_label : units}:{" "}
              </span>
              +{formatCents(priced.price_cents)}
            </>
          )}
        </p>
      </div>
      <p
        id={`${inputId}-help`}
        className={cn("text-xs", valid ? "text-muted-foreground" : "font-medium text-danger")}
      >
        {valid
          ? `From ${pricing.min_quantity} to ${pricing.max_quantity} ${units}.`
          : `Enter a whole number from ${pricing.min_quantity} to ${pricing.max_quantity}.`}
      </p>
    </div>
  );
}

/**
 * Step 3: the add-ons. A flat one is a checkbox; one priced per unit also takes a quantity, priced
 * by the server as it changes. Get My Quote asks the server for the whole price.
 */
export function AddonsStep({
  texts,
  addons,
  selection,
  option,
  selected,
  onChange,
  onGetQuote,
  onBack,
  pricing,
  compact = false,
}: {
  texts: AddonsStepTexts;
  addons: readonly PublicAddon[];
  /** The rest of the choice the add-ons are priced with. */
  selection: PricedSelection;
  option: string | undefined;
  selected: readonly AddonChoice[];
  onChange: (code: string, choice: AddonChoice | null) => void;
  onGetQuote: () => void;
  onBack: () => void;
  pricing: boolean;
  compact?: boolean;
}) {
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const setValidity = (code: string, valid: boolean) =>
    setInvalid((current) => {
      const next = new Set(current);
      if (valid) next.delete(code);
      else next.add(code);
      return next;
    });
  const chosenPerUnit = selected.some((choice) => choice.quantity !== undefined);
  const addonsPrice = useAddonsPrice({
    selection,
    option,
    addons: selected,
    enabled: chosenPerUnit,
  });
  const blocked = selected.some((choice) => invalid.has(choice.code));

  return (
    <div>
      <StepHeading>{texts.title}</StepHeading>
      {texts.subtitle && <p className="mt-1 text-muted-foreground">{texts.subtitle}</p>}
      <ul className={cn("mt-4 grid gap-3", compact && "mt-3")}>
        {addons.map((addon) => {
          const id = `addon-${addon.code}`;
          const choice = selected.find((candidate) => candidate.code === addon.code);
          const checked = Boolean(choice);
          const { pricing: addonPricing } = addon;
          return (
            <li
              key={addon.code}
              data-testid={id}
              className={cn(
                "rounded-lg border-2 bg-card p-4 transition-colors",
                checked ? "border-primary bg-primary-soft" : "border-border",
                compact && "p-3",
              )}
            >
              <div className="flex items-start justify-between gap-3">
                <div id={`${id}-about`}>
                  <p className="font-semibold">{addon.label}</p>
                  <p className="text-sm text-muted-foreground">{addon.description}</p>
                </div>
                <p className="shrink-0 text-right font-semibold tabular-nums">
                  {addonPricing.type === "flat" ? (
                    `+${formatShortCents(addonPricing.price_cents)}`
                  ) : (
                    <>
                      {formatShortCents(addonPricing.unit_price_cents)}
                      <span className="block text-xs font-normal text-muted-foreground">
                        per {addonPricing.unit_label}
                      </span>
                    </>
                  )}
                </p>
              </div>
              {addonPricing.type === "per_unit" && (
                <p className="mt-1 text-xs text-muted-foreground" id={`${id}-unit-price`}>
                  {describeUnitPrice(addonPricing)}
                </p>
              )}
              <div className="mt-3 flex items-center gap-3">
                <input
                  id={id}
                  type="checkbox"
                  checked={checked}
                  onChange={(event) => {
                    if (!event.target.checked) {
                      setValidity(addon.code, true);
                      onChange(addon.code, null);
                    } else {
                      onChange(
                        addon.code,
                        addonPricing.type === "per_unit"
                          ? { code: addon.code, quantity: addonPricing.min_quantity }
                          : { code: addon.code },
                      );
                    }
                  }}
                  aria-describedby={`${id}-about`}
                  className="size-5 shrink-0 accent-primary"
                />
                <label htmlFor={id} className="text-sm font-medium">
                  Add to package
                </label>
              </div>
              {addonPricing.type === "per_unit" && choice?.quantity !== undefined && (
                <QuantityField
                  id={id}
                  pricing={addonPricing}
                  quantity={choice.quantity}
                  priced={addonsPrice.data?.addons.find((priced) => priced.code === addon.code)}
                  onChange={(quantity) => onChange(addon.code, { code: addon.code, quantity })}
                  onValidityChange={(valid) => setValidity(addon.code, valid)}
                />
              )}
            </li>
          );
        })}
      </ul>
      <p
        className={cn(
          "mt-6 flex items-center gap-2 font-medium text-success-soft-foreground",
          compact && "mt-4",
        )}
      >
        <PartyPopper aria-hidden className="size-5" />
        Ready for your quote!
      </p>
      <StepActions compact={compact}>
        <Button variant="secondary" onClick={onBack} disabled={pricing}>
          Back
        </Button>
        <Button
          className="flex-1 sm:flex-none"
          onClick={onGetQuote}
          loading={pricing}
          disabled={blocked}
        >
          Get My Quote
        </Button>
      </StepActions>
    </div>
  );
}
