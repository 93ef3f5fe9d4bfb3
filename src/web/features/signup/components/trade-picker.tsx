import type { UseFormRegisterReturn } from "react-hook-form";
import { TRADES } from "@/shared/trades";
import { fieldErrorId } from "@/web/components/ui/field-error";
import { OfferingIcon } from "@/web/components/wizard/offering-icon";

/**
 * Sign-up's trade: one radio per trade of src/shared/trades.ts, in its order, each with its icon
 * (docs/product/platform.md#trade-templates). Native radios sharing a name: Tab reaches the group,
 * the arrow keys move the choice, and the page lists every trade before any script runs. The
 * chosen tile shows it by its filled dot and border, not by its colour alone.
 */
export function TradePicker({
  id,
  registration,
  error,
}: {
  /** The group's id: each radio's is `${id}-${template}`, the error's `${id}-error`. */
  id: string;
  registration: UseFormRegisterReturn<"trade">;
  error?: string | undefined;
}) {
  return (
    <fieldset id={id} aria-describedby={error ? fieldErrorId(id) : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Your trade</legend>
      <div className="grid grid-cols-2 gap-2">
        {TRADES.map((trade) => (
          <label
            key={trade.code}
            htmlFor={`${id}-${trade.template}`}
            className="group relative flex min-h-11 cursor-pointer items-center gap-1.5 rounded-md border border-border bg-card px-2 py-2 text-sm transition-colors hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
          >
            <input
              id={`${id}-${trade.template}`}
              type="radio"
              value={trade.template}
              required
              aria-invalid={Boolean(error)}
              // Over the whole tile, unseen: a click anywhere on it is on the radio itself.
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
              {...registration}
            />
            <span
              aria-hidden
              className="size-3.5 shrink-0 rounded-full border-2 border-input bg-card group-has-[:checked]:border-[4.5px] group-has-[:checked]:border-primary"
            />
            <OfferingIcon
              name={trade.icon}
              className="size-4 shrink-0 text-muted-foreground group-has-[:checked]:text-primary-soft-foreground"
            />
            <span className="min-w-0 leading-tight font-medium hyphens-auto">{trade.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
