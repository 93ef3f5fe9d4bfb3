import type { SlotsResponse } from "@/shared/api/booking-contract";
import { formatDay, localDateOf } from "@/shared/slot-times";

export type OfferedSlot = SlotsResponse["slots"][number];

/** One day of the time step: its date, its heading and its slots in the server's order. */
export interface SlotDay<Slot extends DaySlot = OfferedSlot> {
  date: string;
  label: string;
  slots: Slot[];
}

/** What grouping reads of a slot (the routing bench groups the domain's slots the same way). */
type DaySlot = Pick<OfferedSlot, "start" | "recommended">;

/**
 * The slots by the business's calendar day, each day's slots as the server ranked them: the days
 * with a recommended slot (the ones the job fits the crews' route best) first, then the others,
 * each group in date order: docs/product/booking.md#the-wizards-time-step.
 */
export function groupSlotsByDay<Slot extends DaySlot>(slots: readonly Slot[]): SlotDay<Slot>[] {
  const days = new Map<string, SlotDay<Slot>>();
  for (const slot of slots) {
    const date = localDateOf(slot.start);
    let day = days.get(date);
    if (!day) {
      day = { date, label: formatDay(date), slots: [] };
      days.set(date, day);
    }
    day.slots.push(slot);
  }
  const recommendedFirst = (day: SlotDay<Slot>) =>
    day.slots.some((slot) => slot.recommended) ? 0 : 1;
  return [...days.values()].sort(
    (a, b) => recommendedFirst(a) - recommendedFirst(b) || a.date.localeCompare(b.date),
  );
}

/**
 * The slots to offer once checkout answered that `taken` is no longer free: those shown before
 * its day, then the fresh ones the answer gives from its day on.
 */
export function withFreshSlots(
  shown: readonly OfferedSlot[],
  taken: string,
  fresh: readonly OfferedSlot[],
): OfferedSlot[] {
  const from = localDateOf(taken);
  return [...shown.filter((slot) => localDateOf(slot.start) < from), ...fresh];
}

/** Whether `start` is among the slots offered (a kept choice may have been taken since). */
export const isOffered = (slots: readonly OfferedSlot[] | undefined, start: string | undefined) =>
  Boolean(start && slots?.some((slot) => slot.start === start));
