import { describe, expect, it } from "vitest";
import type { Availability } from "@/shared/availability";
import type { BusinessConfig } from "@/shared/business-config";
import {
  coveredIndex,
  newCrewCode,
  toAvailability,
  toAvailabilityDraft,
  weekHours,
} from "./availability-draft";

const areas = [{ name: "North" }, { name: "South" }];
const configWith = (availability?: Availability) =>
  ({ offering: { areas }, ...(availability && { availability }) }) as unknown as BusinessConfig;

describe("the availability section's draft", () => {
  it("shows the defaults for a business without availability, and saves them as such", () => {
    const draft = toAvailabilityDraft(configWith());
    expect(draft.hours.mon).toEqual({ works: true, start: "08:00", end: "17:00" });
    expect(draft.hours.sat.works).toBe(false);
    expect(draft.crews).toMatchObject([{ code: "crew_1", name: "Crew 1", everyArea: true }]);
    expect(toAvailability(draft)).toEqual({
      hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], start: "08:00", end: "17:00" }],
      crews: [{ code: "crew_1", name: "Crew 1" }],
      bufferMinutes: 30,
      minimumNoticeHours: 24,
      horizonDays: 60,
      starts: { type: "every", minutes: 60 },
    });
  });

  it("reads back every saved field unchanged", () => {
    const saved: Availability = {
      hours: [
        { days: ["mon", "wed"], start: "09:00", end: "17:00" },
        { days: ["tue"], start: "07:00", end: "12:00" },
      ],
      crews: [
        { code: "a", name: "A", areas: [{ area: "South", days: ["tue", "fri"] }] },
        {
          code: "b",
          name: "B",
          hours: [{ days: ["sat"], start: "08:00", end: "12:00" }],
          base: { lat: 41, lng: -73 },
        },
      ],
      bufferMinutes: 15,
      minimumNoticeHours: 2,
      horizonDays: 30,
      blackoutDates: ["2026-12-25"],
      starts: { type: "windows", windows: [{ start: "08:00", end: "10:00" }] },
      maxExtraKm: 12.5,
      changeNoticeHours: 48,
      cancelRefundPercent: 50,
    };
    expect(toAvailability(toAvailabilityDraft(configWith(saved)))).toEqual(saved);
  });

  it("groups the days that share their hours, and knows each day's range", () => {
    const draft = toAvailabilityDraft(configWith());
    draft.hours.mon.works = false;
    draft.hours.wed.end = "12:00";
    const { hours, rangeOf } = weekHours(draft.hours);
    expect(hours).toEqual([
      { days: ["tue", "thu", "fri"], start: "08:00", end: "17:00" },
      { days: ["wed"], start: "08:00", end: "12:00" },
    ]);
    expect(rangeOf.get("wed")).toBe(1);
    expect(rangeOf.has("mon")).toBe(false);
  });

  it("leaves out a blank number and keeps one that does not read for the schema to name", () => {
    const draft = toAvailabilityDraft(configWith());
    draft.bufferMinutes = " ";
    draft.horizonDays = "ten";
    const availability = toAvailability(draft);
    expect(availability).not.toHaveProperty("bufferMinutes");
    expect(availability.horizonDays).toBeNaN();
  });

  it("numbers the covered areas as the schema does, and new crews' codes apart", () => {
    const draft = toAvailabilityDraft(
      configWith({ crews: [{ code: "crew_2", name: "Two", areas: [{ area: "South" }] }] }),
    );
    const [crew] = draft.crews;
    expect(crew!.areas.map((each) => each.covered)).toEqual([false, true]);
    expect(coveredIndex(crew!, 1)).toBe(0);
    expect(newCrewCode(draft.crews)).toBe("crew_3");
  });
});
