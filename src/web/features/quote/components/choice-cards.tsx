import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/web/components/ui/cn";

export interface Choice {
  code: string;
  label: string;
  /** Under the label: what it is, what it costs. */
  details?: ReactNode;
  icon?: ReactNode;
}

/**
 * One radio card per choice (a service, a frequency), as the option step draws its options: the
 * whole card selects, the arrow keys move between them.
 */
export function ChoiceCards({
  name,
  legend,
  choices,
  selected,
  onSelect,
  compact,
}: {
  name: string;
  legend: string;
  choices: readonly Choice[];
  selected: string | null;
  onSelect: (code: string) => void;
  compact: boolean;
}) {
  return (
    <fieldset className="mt-3">
      <legend className="sr-only">{legend}</legend>
      <div className={cn("grid gap-3 sm:grid-cols-2", compact && "gap-2 sm:grid-cols-1")}>
        {choices.map((choice) => {
          const checked = selected === choice.code;
          const id = `${name}-${choice.code}`;
          return (
            <div
              key={choice.code}
              data-testid={id}
              className={cn(
                "relative flex gap-3 rounded-lg border-2 bg-card p-4 transition-colors hover:border-primary/60",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                checked ? "border-primary bg-primary-soft" : "border-border",
                compact && "p-3",
              )}
            >
              {choice.icon}
              <div className="min-w-0 flex-1">
                <input
                  id={id}
                  type="radio"
                  name={name}
                  value={choice.code}
                  checked={checked}
                  onChange={() => onSelect(choice.code)}
                  aria-describedby={choice.details ? `${id}-details` : undefined}
                  className="sr-only"
                />
                {/* The label's ::after covers the card, so the whole card selects the choice. */}
                <label
                  htmlFor={id}
                  className={cn(
                    "block pr-7 font-semibold after:absolute after:inset-0 after:cursor-pointer after:rounded-lg after:content-['']",
                    compact && "text-sm",
                  )}
                >
                  {choice.label}
                </label>
                {choice.details && (
                  <div
                    id={`${id}-details`}
                    className={cn("mt-0.5 text-sm text-muted-foreground", compact && "text-xs")}
                  >
                    {choice.details}
                  </div>
                )}
              </div>
              <CircleCheck
                aria-hidden
                className={cn(
                  "absolute top-3 right-3 size-5",
                  checked ? "text-primary" : "text-border",
                )}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
