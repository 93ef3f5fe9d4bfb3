import { Clock } from "lucide-react";
import type { Countdown } from "../countdown";

const pad = (value: number) => String(value).padStart(2, "0");

/** Time left for the early-bird price; a timer, so screen readers do not announce each tick. */
export function EarlyBirdCountdown({ countdown }: { countdown: Countdown }) {
  const parts = [
    { value: String(countdown.days), unit: "days" },
    { value: pad(countdown.hours), unit: "hours" },
    { value: pad(countdown.minutes), unit: "minutes" },
    { value: pad(countdown.seconds), unit: "seconds" },
  ];
  return (
    <div
      data-testid="early-bird-countdown"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-lg border border-warning-soft-foreground/20 bg-warning-soft px-4 py-2 text-sm text-warning-soft-foreground"
    >
      <span className="inline-flex items-center gap-1.5 font-medium">
        <Clock aria-hidden className="size-4" />
        Early bird price ends in
      </span>
      <span role="timer" className="font-semibold tabular-nums">
        {parts.map(({ value, unit }) => (
          <span key={unit} className="mr-1.5 last:mr-0">
            {value}
            <abbr title={unit} className="no-underline">
              {unit[0]}
            </abbr>
          </span>
        ))}
      </span>
    </div>
  );
}
