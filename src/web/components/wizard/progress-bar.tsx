import { Check } from "lucide-react";
import type { Ref } from "react";
import type { BusinessConfigResponse } from "@/shared/api/quote-contract";
import { cn } from "@/web/components/ui/cn";
import { PROGRESS_STEP_COUNT } from "@/web/components/wizard/quote-wizard-state";

type WizardSteps = BusinessConfigResponse["service"]["steps"];

/**
 * The 4 labelled steps, in the business's words; the short labels are shown below 768 px
 * (docs/product/quote-journey.md#steps).
 */
export function ProgressBar({
  steps,
  current,
  navRef,
}: {
  steps: WizardSteps;
  current: number;
  navRef?: Ref<HTMLElement>;
}) {
  const labels = [steps.address, steps.option, steps.addons, steps.review].map((step) => ({
    label: step.progressLabel,
    short: step.progressShortLabel,
  }));
  return (
    <nav ref={navRef} aria-label="Quote progress" className="scroll-mt-4">
      <ol className="grid grid-cols-4 gap-1">
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
          style={{ width: `${(current / PROGRESS_STEP_COUNT) * 100}%` }}
        />
      </div>
    </nav>
  );
}
