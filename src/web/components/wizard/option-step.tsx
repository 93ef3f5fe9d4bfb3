import { CircleCheck, MapPin, Sparkles } from "lucide-react";
import type {
  BusinessConfigResponse,
  PriceResponse,
  PublicOption,
} from "@/shared/api/quote-contract";
import { formatCents } from "@/shared/money";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import { Skeleton } from "@/web/components/ui/skeleton";
import type { ChosenOption } from "@/web/components/wizard/quote-wizard-state";
import { StepActions } from "@/web/components/wizard/step-actions";
import { StepHeading } from "@/web/components/wizard/step-heading";
import { type PricedSelection, usePricePreviews } from "@/web/lib/api/get-price";
import { formatShortCents } from "@/web/lib/format-display";

type OptionStepTexts = BusinessConfigResponse["service"]["steps"]["option"];

/** The part of a price an option's card shows. */
export type OptionPrice = Pick<PriceResponse, "subtotal_cents" | "breakdown" | "early_bird">;

/** An option's price as it loads (the wizard asks the server; the settings preview computes it). */
export interface OptionPriceState {
  data?: OptionPrice | undefined;
  isPending: boolean;
}

function PricePreview({
  preview,
  priceUnit,
  compact,
  from,
}: {
  preview: OptionPriceState | undefined;
  priceUnit: string;
  compact: boolean;
  from: boolean;
}) {
  if (!preview) {
    return <p className="text-sm font-medium text-primary-soft-foreground">Custom quote</p>;
  }
  if (preview.isPending) {
    return (
      <div data-testid="price-skeleton">
        <Skeleton className={compact ? "h-6 w-20" : "h-7 w-24"} />
        <Skeleton className="mt-1.5 h-4 w-36" />
      </div>
    );
  }
  const price = preview.data;
  if (!price) return null;
  const discount = price.breakdown.early_bird_discount_cents;
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span
          data-testid="sale-price"
          className={cn("font-semibold tabular-nums", compact ? "text-lg" : "text-2xl")}
        >
          {from && <span className="text-sm font-medium">From </span>}
          {formatCents(price.subtotal_cents)}
        </span>
        {discount > 0 && (
          <s
            data-testid="base-price"
            className={cn("text-muted-foreground tabular-nums", compact ? "text-xs" : "text-sm")}
          >
            <span className="sr-only">Regular price </span>
            {formatCents(price.breakdown.base_price_cents)}
          </s>
        )}
      </p>
      <p className="mt-0.5 text-xs text-muted-foreground">
        {compact ? priceUnit : `${priceUnit}, plus fee and tax`}
      </p>
    </div>
  );
}

interface OptionStepProps {
  texts: OptionStepTexts;
  options: readonly PublicOption[];
  area: string;
  /** The ZIP code's own city, when the typed one differs: for the customer to confirm. */
  cityNote?: string | undefined;
  /** Whether the business offers an early-bird discount at all (its line then has room kept). */
  earlyBirdOffered: boolean;
  selected: string | null;
  onSelect: (option: ChosenOption) => void;
  onContinue: () => void;
  onBack: () => void;
  compact?: boolean;
  /** A service's step: what the option is priced with (its quantities at their least: "From"). */
  selection?: { priced: PricedSelection; from: boolean } | undefined;
  /** The step that asks for the price says so ("Get My Quote") and waits for it. */
  continueLabel?: string | undefined;
  continuing?: boolean | undefined;
}

/**
 * Step 2: one card per option of the business (its sizes, surfaces...), each priced option
 * priced by the server as the step opens; the custom-quote option says so instead.
 */
export function OptionStep(props: OptionStepProps) {
  const previews = usePricePreviews(
    props.selection?.priced ?? { area: props.area },
    props.options.filter((option) => !option.customQuote).map((option) => option.code),
  );
  return <OptionChoices {...props} previews={previews} />;
}

/**
 * The option step as the customer sees it, with the prices given: the wizard's, and the
 * settings' preview of a business's unsaved offering (docs/product/settings.md#preview).
 */
export function OptionChoices({
  texts,
  options,
  area,
  cityNote,
  earlyBirdOffered,
  selected,
  onSelect,
  onContinue,
  onBack,
  compact = false,
  selection,
  continueLabel = "Continue",
  continuing = false,
  previews,
}: OptionStepProps & {
  /** Each priced option's price by its code; the custom-quote option has none. */
  previews: ReadonlyMap<string, OptionPriceState>;
}) {
  const earlyBird = [...previews.values()].find((preview) => preview.data?.early_bird?.active)?.data
    ?.early_bird;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StepHeading>{texts.title}</StepHeading>
        <Badge variant="success" data-testid="service-area-badge">
          <MapPin aria-hidden className="size-3.5" />
          Service area confirmed: {area}
        </Badge>
      </div>
      {cityNote && (
        <p className="mt-2 text-sm text-muted-foreground" data-testid="city-note">
          {cityNote}
        </p>
      )}
      {texts.subtitle && <p className="mt-1 text-muted-foreground">{texts.subtitle}</p>}
      {/* Its room is kept while the prices load, so the cards do not move when it appears. */}
      {earlyBirdOffered && (
        <p
          className={cn(
            "mt-2 flex min-h-6 items-center gap-1.5 text-sm font-medium text-success-soft-foreground",
            compact && "mt-1",
          )}
        >
          {earlyBird && (
            <>
              <Sparkles aria-hidden className="size-4" />
              Double Early Bird Savings!
            </>
          )}
        </p>
      )}
      <fieldset className="mt-3">
        <legend className="sr-only">{texts.prompt}</legend>
        <div className={cn("grid gap-3 sm:grid-cols-2", compact && "grid-cols-2 gap-2")}>
          {options.map((option) => {
            const preview = option.customQuote ? undefined : previews.get(option.code);
            const checked = selected === option.code;
            const id = `option-${option.code}`;
            return (
              <div
                key={option.code}
                data-testid={id}
                className={cn(
                  "relative flex flex-col rounded-lg border-2 bg-card p-4 transition-colors hover:border-primary/60",
                  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                  checked ? "border-primary bg-primary-soft" : "border-border",
                  compact && "p-3",
                )}
              >
                <input
                  id={id}
                  type="radio"
                  name="option"
                  value={option.code}
                  checked={checked}
                  onChange={() =>
                    onSelect({ code: option.code, customQuote: Boolean(option.customQuote) })
                  }
                  aria-describedby={`${id}-details`}
                  className="sr-only"
                />
                {/* The label's ::after covers the card, so the whole card selects the option. */}
                <label
                  htmlFor={id}
                  className={cn(
                    "pr-7 font-semibold after:absolute after:inset-0 after:cursor-pointer after:rounded-lg after:content-['']",
                    compact && "text-sm",
                  )}
                >
                  {option.label}
                </label>
                <CircleCheck
                  aria-hidden
                  className={cn(
                    "absolute top-3 right-3 size-5",
                    checked ? "text-primary" : "text-border",
                  )}
                />
                <div id={`${id}-details`}>
                  <p className={cn("mt-0.5 text-sm text-muted-foreground", compact && "text-xs")}>
                    {option.description}
                  </p>
                  <p className="mt-1 flex min-h-6 flex-wrap gap-1.5">
                    {option.badge && <Badge variant="primary">{option.badge}</Badge>}
                    {preview?.data?.early_bird?.active && (
                      <Badge variant="success">
                        {formatShortCents(-preview.data.early_bird.discount_cents)} Early Bird
                      </Badge>
                    )}
                  </p>
                  <div
                    className={cn("mt-2 min-h-14", compact && "min-h-12")}
                    data-testid="price-preview"
                  >
                    <PricePreview
                      preview={preview}
                      priceUnit={texts.priceUnit}
                      compact={compact}
                      from={Boolean(selection?.from)}
                    />
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>
      <StepActions compact={compact} className={cn(!compact && "mt-6")}>
        <Button variant="secondary" onClick={onBack} disabled={continuing}>
          Back
        </Button>
        <Button
          className="flex-1 sm:flex-none"
          disabled={!selected}
          loading={continuing}
          onClick={onContinue}
        >
          {continueLabel}
        </Button>
      </StepActions>
    </div>
  );
}
