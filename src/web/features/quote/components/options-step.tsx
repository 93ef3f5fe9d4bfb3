import { PartyPopper } from "lucide-react";
import type { BusinessConfigResponse } from "@/shared/api/quote-contract";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import { formatShortCents } from "../format-display";
import { StepActions } from "./step-actions";
import { StepHeading } from "./step-heading";

type Addon = BusinessConfigResponse["addons"][number];

/** Step 3: the add-ons; Get My Quote asks the server for the price. */
export function OptionsStep({
  addons,
  selected,
  onToggle,
  onGetQuote,
  onBack,
  pricing,
  compact = false,
}: {
  addons: readonly Addon[];
  selected: readonly string[];
  onToggle: (code: string, selected: boolean) => void;
  onGetQuote: () => void;
  onBack: () => void;
  pricing: boolean;
  compact?: boolean;
}) {
  return (
    <div>
      <StepHeading>Additional services</StepHeading>
      <ul className={cn("mt-4 grid gap-3", compact && "mt-3")}>
        {addons.map((addon) => {
          const id = `addon-${addon.code}`;
          const checked = selected.includes(addon.code);
          return (
            <li
              key={addon.code}
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
                <p className="font-semibold tabular-nums">+{formatShortCents(addon.price_cents)}</p>
              </div>
              <div className="mt-3 flex items-center gap-3">
                <input
                  id={id}
                  type="checkbox"
                  checked={checked}
                  onChange={(event) => onToggle(addon.code, event.target.checked)}
                  aria-describedby={`${id}-about`}
                  className="size-5 shrink-0 accent-primary"
                />
                <label htmlFor={id} className="text-sm font-medium">
                  Add to package
                </label>
              </div>
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
        <Button className="flex-1 sm:flex-none" onClick={onGetQuote} loading={pricing}>
          Get My Quote
        </Button>
      </StepActions>
    </div>
  );
}
