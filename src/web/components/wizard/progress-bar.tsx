import { Check } from "lucide-react";
import type { Ref } from "react";
import type { BusinessConfigResponse } from "@/shared/api/quote-contract";
import { cn } from "@/web/components/ui/cn";

type WizardSteps = BusinessConfigResponse["service"]["steps"];

export interface ProgressLabel {
  label: string;
  /** Shown below 768 px. */
  short: string;
}

/** The labels of today's four steps: Address, Option, Add-ons, Review. */
export function optionJourneyLabels(steps: WizardSteps): ProgressLabel[] {
  return [steps.address, steps.option, steps.addons, steps.review].map((step) => ({
    label: step.progressLabel,
    short: step.progressShortLabel,
  }));
}

/** As many columns as the journey has steps (a service's takes up to 7). */
const COLUMNS: Record<number, string> = {
  2: "grid-cols-2",
  3: "grid-cols-3",
  4: "grid-cols-4",
  5: "grid-cols-5",
  6: "grid-cols-6",
  7: "grid-cols-7",
};

/**
 * The journey's labelled steps, in the business's words; the short labels are shown below 768 px
 * (docs/product/quote-journey.md#steps).
 */
export function ProgressBar({
  labels,
  current,
  navRef,
}: {
  labels: readonly ProgressLabel[];
  current: number;
  navRef?: Ref<HTMLElement>;
}) {
  return (
    <nav ref={navRef} aria-label="Quote progress" className="scroll-mt-4">
      <ol className={cn("grid", COLUMNS[labels.length], "gap-1")}>
        {labels.map(({ label, short }, index) => {
          const number = index + 1;
          const done = number < current;
          const active = number === current;
          return (
            <li
              key={number}
              aria-current={active ? "step" : undefined}
              className="flex flex-col items-center gap-1.5 text-center"
            >
              <span
                aria-hidden
                className={cn(
                  "flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors",
                  done && "border-primary bg-primary text-primary-foreground",
                  active && "border-primary bg-card text-primary-soft-foreground",
                  !done && !active && "border-border bg-card text-muted-foreground",
                )}
              >
                {done ? <Check className="size-4" strokeWidth={3} /> : number}
              </span>
              <span
                className={cn(
                  "text-xs md:text-sm",
                  active ? "font-semibold text-foreground" : "text-muted-foreground",
                )}
              >
                <span aria-hidden className="md:hidden">
                  {short}
                </span>
                <span className="sr-only md:not-sr-only">{label}</span>
                {done && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <div aria-hidden className="mt-3 h-1.5 overflow-hidden rounded-full bg-muted">
        <div
          data-testid="progress-fill"
          className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${(current / labels.length) * 100}%` }}
        />
      </div>
    </nav>
  );
}
