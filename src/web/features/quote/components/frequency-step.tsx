import type { PublicService } from "@/shared/api/quote-contract";
import { Button } from "@/web/components/ui/button";
import { StepActions } from "@/web/components/wizard/step-actions";
import { StepHeading } from "@/web/components/wizard/step-heading";
import { ChoiceCards } from "./choice-cards";

type StepTexts = NonNullable<PublicService["texts"]["steps"]["frequency"]>;

/** "15% off per visit · First visit +50%": a frequency's adjustments, in the service's unit. */
export function describeFrequency(
  frequency: PublicService["frequencies"][number],
  priceUnit: string,
): string | undefined {
  const parts = [
    frequency.adjustment && `${frequency.adjustment} ${priceUnit}`,
    frequency.first_visit && `First visit ${frequency.first_visit}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : undefined;
}

/**
 * How often, for a service sold by the visit at more than one frequency
 * (docs/product/quote-journey.md#services): each with its adjustment; the first is chosen.
 */
export function FrequencyStep({
  texts,
  frequencies,
  priceUnit,
  selected,
  onSelect,
  onContinue,
  onBack,
  continueLabel,
  continuing,
  compact,
}: {
  texts: StepTexts;
  frequencies: PublicService["frequencies"];
  /** "per visit": the service's price unit. */
  priceUnit: string;
  selected: string | null;
  onSelect: (frequency: string) => void;
  onContinue: () => void;
  onBack: () => void;
  continueLabel: string;
  continuing: boolean;
  compact: boolean;
}) {
  return (
    <div>
      <StepHeading>{texts.title}</StepHeading>
      {texts.subtitle && <p className="mt-1 text-muted-foreground">{texts.subtitle}</p>}
      <ChoiceCards
        name="frequency"
        legend={texts.title}
        compact={compact}
        selected={selected}
        onSelect={onSelect}
        choices={frequencies.map((frequency) => ({
          code: frequency.code,
          label: frequency.label,
          details: describeFrequency(frequency, priceUnit),
        }))}
      />
      <StepActions compact={compact} className={compact ? undefined : "mt-6"}>
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
