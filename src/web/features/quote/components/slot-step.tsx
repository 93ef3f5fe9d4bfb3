import { useQuery } from "@tanstack/react-query";
import { CircleAlert, Star } from "lucide-react";
import { useEffect, useState } from "react";
import type { SlotsRequest } from "@/shared/api/booking-contract";
import { formatCents } from "@/shared/money";
import { customerTimeOf, formatVisitTime, localDateOf } from "@/shared/slot-times";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import { Skeleton } from "@/web/components/ui/skeleton";
import type { ChosenSlot } from "@/web/components/wizard/quote-wizard-state";
import { StepActions } from "@/web/components/wizard/step-actions";
import { StepHeading } from "@/web/components/wizard/step-heading";
import { customerTimeZone } from "@/web/lib/customer-time-zone";
import { slotsQuery } from "../api/get-slots";
import { groupSlotsByDay, isOffered, type OfferedSlot } from "../slot-days";

/** The checkout's answer when the chosen time was taken meanwhile (the server says the same). */
export const SLOT_TAKEN = "That time is no longer free. Please choose another.";

/** Days shown at first, and how many more each "Show more days" adds: a phone's screen or two. */
const DAYS_AT_A_TIME = 4;

/** "Eastern Time": the zone's name as people say it. */
function zoneLongName(timeZone: string, at: string | undefined): string {
  try {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      timeZoneName: "longGeneric",
    }).formatToParts(at ? new Date(at) : new Date());
    return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

const toChosen = ({ start, end, window }: OfferedSlot): ChosenSlot => ({
  start,
  end,
  ...(window && { window }),
});

/**
 * The time step (docs/product/booking.md#the-wizards-time-step): the slots the business offers for
 * the priced selection, a radio group per day in the business's time zone (the customer's own time
 * beside each when their clock reads differently), each day's recommended time first.
 */
export function SlotStep({
  request,
  businessName,
  timeZone,
  totalCents,
  selected,
  slotTaken,
  onSelect,
  onNone,
  onContinue,
  onBack,
  compact,
}: {
  /** The priced selection, as the slots call takes it (asked beside the price: usually cached). */
  request: SlotsRequest;
  businessName: string;
  /** The business's time zone. */
  timeZone: string;
  totalCents: number;
  /** The start of the time chosen. */
  selected: string | undefined;
  slotTaken: boolean;
  onSelect: (slot: ChosenSlot) => void;
  /** The call offers no time now (or fails): the journey goes on without one. */
  onNone: () => void;
  onContinue: () => void;
  onBack: () => void;
  compact: boolean;
}) {
  const slots = useQuery(slotsQuery(request));
  const offered = slots.data?.slots;
  // None free, or no answer: the order goes on without a time, as when asked beside the price.
  const none = (offered && offered.length === 0) || slots.isError;
  useEffect(() => {
    if (none) onNone();
  }, [none, onNone]);
  const days = groupSlotsByDay(offered ?? []);
  const zone = slots.data?.timezone ?? timeZone;
  const chosenDay = selected ? days.findIndex((day) => day.date === localDateOf(selected)) : -1;
  const [shownDays, setShownDays] = useState(DAYS_AT_A_TIME);
  const visibleDays = days.slice(0, Math.max(shownDays, chosenDay + 1));
  const ownZone = customerTimeZone();
  const canContinue = isOffered(offered, selected);

  return (
    <div>
      <StepHeading>Choose a time</StepHeading>
      <p className="mt-1 text-muted-foreground">
        Your price is <strong className="text-foreground">{formatCents(totalCents)}</strong>{" "}
        including tax. Pick when {businessName} comes; times are {businessName}'s local time (
        {zoneLongName(zone, offered?.[0]?.start)}).
        {offered?.some((slot) => slot.recommended) &&
          " The days that fit its route best come first, their best time marked Recommended."}
      </p>
      {slotTaken && (
        <div
          role="alert"
          className="mt-4 flex gap-3 rounded-lg border border-warning-soft-foreground/30 bg-warning-soft p-4 text-sm text-warning-soft-foreground"
        >
          <CircleAlert aria-hidden className="size-5 shrink-0" />
          <p className="font-semibold">{SLOT_TAKEN}</p>
        </div>
      )}
      {slots.isPending && (
        <div role="status" className="mt-4 grid gap-3">
          <span className="sr-only">Loading times...</span>
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-24" />
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-24" />
        </div>
      )}
      <div className="mt-4 grid gap-5" data-testid="slot-days">
        {visibleDays.map((day) => (
          <fieldset key={day.date} data-testid={`slot-day-${day.date}`}>
            <legend className="font-semibold">{day.label}</legend>
            <div
              className={cn(
                "mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3",
                !compact && "md:grid-cols-4",
              )}
            >
              {day.slots.map((slot) => {
                const id = `slot-${slot.start}`;
                const checked = selected === slot.start;
                const theirs = customerTimeOf(slot, zone, ownZone);
                const detailsId = `${id}-details`;
                const hasDetails = slot.recommended || theirs !== null;
                return (
                  <div
                    key={slot.start}
                    data-testid="slot"
                    className={cn(
                      "relative rounded-lg border-2 bg-card px-3 py-2 transition-colors hover:border-primary/60",
                      "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                      checked ? "border-primary bg-primary-soft" : "border-border",
                    )}
                  >
                    <input
                      id={id}
                      type="radio"
                      name={`slot-${day.date}`}
                      value={slot.start}
                      checked={checked}
                      onChange={() => onSelect(toChosen(slot))}
                      aria-describedby={hasDetails ? detailsId : undefined}
                      className="sr-only"
                    />
                    {/* The label's ::after covers the card, so the whole card selects the time. */}
                    <label
                      htmlFor={id}
                      className="block font-semibold tabular-nums after:absolute after:inset-0 after:cursor-pointer after:rounded-lg after:content-['']"
                    >
                      {formatVisitTime(slot, zone)}
                    </label>
                    {hasDetails && (
                      <span id={detailsId} className="block text-xs text-muted-foreground">
                        {slot.recommended && (
                          <span className="flex items-center gap-1 font-medium text-success-soft-foreground">
                            <Star aria-hidden className="size-3" />
                            Recommended
                          </span>
                        )}
                        {theirs && <span className="block">{theirs} your time</span>}
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      {days.length > visibleDays.length && (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => setShownDays(visibleDays.length + DAYS_AT_A_TIME)}
        >
          Show more days
        </Button>
      )}
      <StepActions compact={compact} className={compact ? undefined : "mt-6"}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button className="flex-1 sm:flex-none" disabled={!canContinue} onClick={onContinue}>
          Continue
        </Button>
      </StepActions>
    </div>
  );
}
