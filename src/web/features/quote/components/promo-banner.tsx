import { Pause, Play } from "lucide-react";
import { useState } from "react";
import { cn } from "@/web/components/ui/cn";
import { formatOfferLastDay, formatShortCents } from "@/web/lib/format-display";

/**
 * The promotional banner: the double early-bird saving, scrolling in a 20-second loop
 * (docs/product/quote-journey.md#early-bird).
 */
export function PromoBanner({
  discountCents,
  endsAt,
  timeZone,
  contractName,
}: {
  discountCents: number;
  endsAt: string;
  timeZone: string;
  /** What the business sells, in sentences (`service.contract.name`). */
  contractName: string;
}) {
  const [paused, setPaused] = useState(false);
  const text = `Double Early Bird Savings! Save ${formatShortCents(discountCents)} on your ${contractName}. Offer ends ${formatOfferLastDay(endsAt, timeZone)}.`;
  return (
    <section
      aria-label="Promotion"
      data-testid="promo-banner"
      className="flex items-center bg-primary text-primary-foreground"
    >
      <div className="relative min-w-0 flex-1 overflow-hidden py-2 text-sm font-medium">
        <p className="sr-only">{text}</p>
        <div
          aria-hidden
          className={cn(
            "flex w-max motion-safe:animate-marquee motion-reduce:w-full motion-reduce:justify-center",
            paused && "[animation-play-state:paused]",
          )}
        >
          <span className="px-8 whitespace-nowrap">{text}</span>
          <span className="px-8 whitespace-nowrap motion-reduce:hidden">{text}</span>
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        aria-pressed={paused}
        aria-label="Pause the promotion banner"
        className="mr-2 inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-primary-hover focus-visible:outline-primary-foreground motion-reduce:hidden"
      >
        {paused ? (
          <Play aria-hidden className="size-4" />
        ) : (
          <Pause aria-hidden className="size-4" />
        )}
      </button>
    </section>
  );
}
