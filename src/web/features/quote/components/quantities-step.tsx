import { useRef, useState } from "react";
import type { PublicService } from "@/shared/api/quote-contract";
import { formatQuantity, QUANTITY_UNITS } from "@/shared/quantity-units";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import type { QuantityChoice } from "@/web/components/wizard/quote-wizard-state";
import { StepActions } from "@/web/components/wizard/step-actions";
import { StepHeading } from "@/web/components/wizard/step-heading";

type Quantity = PublicService["quantities"][number];
type StepTexts = NonNullable<PublicService["texts"]["steps"]["quantities"]>;

/** What the field takes: "from 1 to 4 bathrooms", "from 500 to 5,000 sq ft, in steps of 100". */
function describeBounds(quantity: Quantity): string {
  const { min, max, step, unit } = quantity;
  const range = `from ${min.toLocaleString("en-US")} to ${formatQuantity(unit, max)}`;
  return step > 1 ? `${range}, in steps of ${step.toLocaleString("en-US")}` : range;
}

/** The quantity typed when the field takes it (a whole number in bounds, on a step), else null. */
export function parseQuantity(text: string, quantity: Quantity): number | null {
  const digits = text.trim().replace(/,/g, "");
  if (!/^\d+$/.test(digits)) return null;
  const value = Number(digits);
  const { min, max, step } = quantity;
  return value >= min && value <= max && (value - min) % step === 0 ? value : null;
}

const toChoice = (quantity: Quantity, value: number): QuantityChoice => ({
  code: quantity.code,
  quantity: value,
  customQuote: quantity.custom_quote_above !== undefined && value > quantity.custom_quote_above,
});

/**
 * What the customer counts for a service (docs/product/quote-journey.md#services): a number field
 * per quantity with its unit and bounds, checked at the field; above a quantity's custom-quote
 * threshold the way on is a custom quote.
 */
export function QuantitiesStep({
  texts,
  quantities,
  given,
  onChange,
  onContinue,
  onBack,
  continueLabel,
  continuing,
  compact,
}: {
  texts: StepTexts;
  quantities: readonly Quantity[];
  given: readonly QuantityChoice[];
  onChange: (code: string, choice: QuantityChoice | null) => void;
  onContinue: () => void;
  onBack: () => void;
  continueLabel: string;
  continuing: boolean;
  compact: boolean;
}) {
  const [texted, setTexted] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      quantities.map((quantity) => {
        const choice = given.find((candidate) => candidate.code === quantity.code);
        return [quantity.code, choice ? String(choice.quantity) : ""];
      }),
    ),
  );
  // A field says what it takes once typed in, or once Continue was pressed with it wrong.
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const fields = useRef(new Map<string, HTMLInputElement>());
  const invalid = quantities.filter(
    (quantity) => parseQuantity(texted[quantity.code] ?? "", quantity) === null,
  );

  const submit = () => {
    const [first] = invalid;
    if (!first) {
      onContinue();
      return;
    }
    setShown(new Set(invalid.map((quantity) => quantity.code)));
    fields.current.get(first.code)?.focus();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <StepHeading>{texts.title}</StepHeading>
      {texts.subtitle && <p className="mt-1 text-muted-foreground">{texts.subtitle}</p>}
      <div className={cn("mt-4 grid gap-4", compact && "mt-3 gap-3")}>
        {quantities.map((quantity) => {
          const id = `quantity-${quantity.code}`;
          const text = texted[quantity.code] ?? "";
          const value = parseQuantity(text, quantity);
          const wrong = value === null && shown.has(quantity.code);
          const custom =
            value !== null &&
            quantity.custom_quote_above !== undefined &&
            value > quantity.custom_quote_above;
          const units = QUANTITY_UNITS[quantity.unit].other;
          return (
            <div key={quantity.code} data-testid={id} className="grid gap-1.5">
              <label htmlFor={id} className="font-semibold">
                {quantity.label}
              </label>
              <div className="flex items-center gap-2">
                <input
                  id={id}
                  ref={(element) => {
                    if (element) fields.current.set(quantity.code, element);
                    else fields.current.delete(quantity.code);
                  }}
                  type="number"
                  inputMode="numeric"
                  min={quantity.min}
                  max={quantity.max}
                  step={quantity.step}
                  value={text}
                  aria-invalid={wrong || undefined}
                  aria-describedby={`${id}-help`}
                  onChange={(event) => {
                    const next = event.target.value;
                    setTexted((current) => ({ ...current, [quantity.code]: next }));
                    const parsed = parseQuantity(next, quantity);
                    setShown((current) => new Set(current).add(quantity.code));
                    onChange(quantity.code, parsed === null ? null : toChoice(quantity, parsed));
                  }}
                  // The variant, not a plain border-danger: cn does not drop border-input.
                  className="h-11 w-32 rounded-md border border-input bg-card px-3 text-base tabular-nums aria-invalid:border-danger"
                />
                <span className="text-sm text-muted-foreground">{units}</span>
              </div>
              <p
                id={`${id}-help`}
                aria-live="polite"
                className={cn(
                  "text-sm",
                  wrong ? "font-medium text-danger" : "text-muted-foreground",
                )}
              >
                {wrong
                  ? `Enter a number ${describeBounds(quantity)}.`
                  : custom
                    ? `Above ${formatQuantity(quantity.unit, quantity.custom_quote_above!)} we price it for you: continue to ask for a custom quote.`
                    : `Any number ${describeBounds(quantity)}.`}
              </p>
            </div>
          );
        })}
      </div>
      <StepActions compact={compact} className={compact ? undefined : "mt-6"}>
        <Button type="button" variant="secondary" onClick={onBack} disabled={continuing}>
          Back
        </Button>
        <Button type="submit" className="flex-1 sm:flex-none" loading={continuing}>
          {continueLabel}
        </Button>
      </StepActions>
    </form>
  );
}
