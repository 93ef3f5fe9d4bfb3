import { describe, expect, it } from "vitest";
import { groupSlotsByDay, isOffered, type OfferedSlot, withFreshSlots } from "./slot-days";

const slot = (start: string, recommended = false): OfferedSlot => ({
  start,
  end: start.replace(
    /T(\d\d)/,
    (_, hour: string) => `T${String(Number(hour) + 1).padStart(2, "0")}`,
  ),
  recommended,
});

describe("groupSlotsByDay", () => {
  it("groups by the business's date, keeping the server's order within a day", () => {
    const slots = [
      slot("2026-03-06T13:00:00-05:00", true),
      slot("2026-03-06T08:00:00-05:00"),
      // Clocks go forward on the 8th: the offset changes, the days stay the business's.
      slot("2026-03-09T10:00:00-04:00", true),
      slot("2026-03-09T08:00:00-04:00"),
      slot("2026-03-09T23:00:00-04:00"),
    ];
    const days = groupSlotsByDay(slots);
    expect(days.map((day) => [day.date, day.label])).toEqual([
      ["2026-03-06", "Friday, March 6"],
      ["2026-03-09", "Monday, March 9"],
    ]);
    expect(days[0]!.slots.map((each) => each.start)).toEqual([slots[0]!.start, slots[1]!.start]);
    expect(days[1]!.slots.map((each) => each.recommended)).toEqual([true, false, false]);
  });

  it("puts the days with a recommended time first, each group in date order", () => {
    const days = groupSlotsByDay([
      slot("2026-03-09T08:00:00-04:00"),
      slot("2026-03-10T08:00:00-04:00", true),
      slot("2026-03-11T08:00:00-04:00"),
      slot("2026-03-12T09:00:00-04:00", true),
      slot("2026-03-12T08:00:00-04:00"),
    ]);
    expect(days.map((day) => day.date)).toEqual([
      "2026-03-10",
      "2026-03-12",
      "2026-03-09",
      "2026-03-11",
    ]);
  });

  it("gives no days for no slots", () => {
    expect(groupSlotsByDay([])).toEqual([]);
  });
});

describe("withFreshSlots", () => {
  it("keeps the days before the taken slot's and takes the answer's from that day on", () => {
    const shown = [
      slot("2026-03-09T08:00:00-04:00"),
      slot("2026-03-10T08:00:00-04:00", true),
      slot("2026-03-10T09:00:00-04:00"),
      slot("2026-03-11T08:00:00-04:00"),
    ];
    const fresh = [slot("2026-03-10T11:00:00-04:00", true), slot("2026-03-12T08:00:00-04:00")];
    expect(
      withFreshSlots(shown, "2026-03-10T08:00:00-04:00", fresh).map((each) => each.start),
    ).toEqual([
      "2026-03-09T08:00:00-04:00",
      "2026-03-10T11:00:00-04:00",
      "2026-03-12T08:00:00-04:00",
    ]);
  });
});

describe("isOffered", () => {
  it("is whether the start is still among the slots", () => {
    const slots = [slot("2026-03-09T08:00:00-04:00")];
    expect(isOffered(slots, "2026-03-09T08:00:00-04:00")).toBe(true);
    expect(isOffered(slots, "2026-03-09T09:00:00-04:00")).toBe(false);
    expect(isOffered(undefined, "2026-03-09T08:00:00-04:00")).toBe(false);
  });
});
