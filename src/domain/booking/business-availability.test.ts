import { describe, expect, it } from "vitest";
import { coversArea, resolveAvailability } from "./business-availability";
import { DEFAULT_JOB_MINUTES, jobMinutes } from "./job-minutes";
import { addedDrivingKm, drivingKm, ROAD_FACTOR } from "./travel";

describe("resolveAvailability", () => {
  it("gives a business without availability weekdays 8:00-17:00 and one crew for every area", () => {
    const rules = resolveAvailability(undefined);
    expect(rules.crews).toHaveLength(1);
    const [crew] = rules.crews;
    expect(crew?.hours.mon).toEqual({ open: 480, close: 1020 });
    expect(crew?.hours.fri).toEqual({ open: 480, close: 1020 });
    expect(crew?.hours.sat).toBeNull();
    expect(coversArea(crew!, "Anywhere", "wed")).toBe(true);
    expect(rules).toMatchObject({ bufferMinutes: 30, minimumNoticeMinutes: 1440, horizonDays: 60 });
  });

  it("gives a crew the business's hours unless it has its own, and its areas by weekday", () => {
    const rules = resolveAvailability({
      hours: [{ days: ["sat"], start: "09:00", end: "12:00" }],
      crews: [
        { code: "a", name: "A" },
        {
          code: "b",
          name: "B",
          hours: [{ days: ["sun"], start: "10:00", end: "11:00" }],
          areas: [{ area: "Harrison", days: ["sun"] }, { area: "Scarsdale" }],
        },
      ],
      starts: { type: "windows", windows: [{ start: "09:00", end: "11:00" }] },
    });
    const [a, b] = rules.crews;
    expect(a?.hours.sat).toEqual({ open: 540, close: 720 });
    expect(b?.hours.sat).toBeNull();
    expect(b?.hours.sun).toEqual({ open: 600, close: 660 });
    expect(coversArea(b!, "Harrison", "sun")).toBe(true);
    expect(coversArea(b!, "Harrison", "mon")).toBe(false);
    expect(coversArea(b!, "Scarsdale", "mon")).toBe(true);
    expect(coversArea(b!, "White Plains", "sun")).toBe(false);
    expect(rules.starts).toEqual({ type: "windows", windows: [{ open: 540, close: 660 }] });
  });
});

describe("jobMinutes", () => {
  const selection = { option: null, quantities: [], addons: [{ code: "extra", quantity: 2 }] };

  it("adds the add-ons' minutes to the service's", () => {
    expect(jobMinutes({ duration: { minutes: 45, addons: { extra: 10 } } }, selection)).toBe(65);
  });

  it("books an hour for a service without a duration", () => {
    expect(jobMinutes({}, selection)).toBe(DEFAULT_JOB_MINUTES);
  });
});

describe("driving distances", () => {
  const a = { lat: 41, lng: -73.8 };
  const b = { lat: 41.009, lng: -73.8 }; // about 1 km north

  it("multiplies the straight line by the road factor", () => {
    expect(drivingKm(a, b)).toBeCloseTo(ROAD_FACTOR * 1.0007, 2);
  });

  it("adds only the detour between the stops before and after", () => {
    expect(addedDrivingKm(a, b, a)).toBeCloseTo(2 * drivingKm(a, b), 6);
    expect(addedDrivingKm(null, b, null)).toBe(0);
    expect(addedDrivingKm(a, b, null)).toBeCloseTo(drivingKm(a, b), 6);
    expect(addedDrivingKm(a, a, b)).toBeCloseTo(0, 6);
  });
});
