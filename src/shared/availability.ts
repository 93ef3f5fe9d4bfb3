import { z } from "zod";
import { expected, lowerCaseCode, text } from "./config-fields";
import { type ConfigIssue, findDuplicates } from "./config-issues";

/**
 * When a business's crews work and how customers book them (docs/product/booking.md#availability).
 * Every field may be left out: a business without availability is booked with the defaults of
 * src/domain/booking/business-availability.ts (weekdays 8:00-17:00, one crew covering every area).
 * One schema for the server and the settings form.
 */

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MAX_CREWS = 50;
export const MAX_BLACKOUT_DATES = 366;
export const MAX_HORIZON_DAYS = 365;
const MAX_BUFFER_MINUTES = 8 * 60;
const MAX_NOTICE_HOURS = 30 * 24;

const CLOCK_TIME_MESSAGE = 'must be a time "HH:MM" from 00:00 to 24:00';
const CLOCK_TIME_PATTERN = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

/** "08:30" -> 510; null when it is not a time of day ("24:00", the day's end, is 1440). */
export function parseClockTime(value: string): number | null {
  const match = CLOCK_TIME_PATTERN.exec(value);
  if (!match) return null;
  return Number(match[1] ?? match[3]) * 60 + Number(match[2] ?? match[4]);
}

const clockTime = z
  .string(expected(CLOCK_TIME_MESSAGE))
  .refine((value) => parseClockTime(value) !== null, CLOCK_TIME_MESSAGE);

const weekday = z.enum(WEEKDAYS, expected(`must be one of ${WEEKDAYS.join(", ")}`));
const weekdays = z
  .array(weekday)
  .min(1, "must list at least one weekday")
  .refine((days) => findDuplicates(days).length === 0, "must not list a weekday twice");

const endsAfterStart = (range: { start: string; end: string }) =>
  (parseClockTime(range.start) ?? 0) < (parseClockTime(range.end) ?? 0);
const ENDS_AFTER_START = { message: "must end after it starts", path: ["end"] };

/** A time range of one day. */
const timeRange = z
  .strictObject({ start: clockTime, end: clockTime })
  .refine(endsAfterStart, ENDS_AFTER_START);
export type TimeRange = z.infer<typeof timeRange>;

/** Working hours: the weekdays each range applies to; a weekday in no range is a day off. */
const workingHours = z
  .array(
    z
      .strictObject({ days: weekdays, start: clockTime, end: clockTime })
      .refine(endsAfterStart, ENDS_AFTER_START),
  )
  .min(1, "must list at least one range of working hours")
  .max(7, "must list at most 7 ranges")
  .superRefine((ranges, context) => {
    const seen = new Set<Weekday>();
    ranges.forEach((range, index) => {
      for (const day of range.days) {
        if (seen.has(day)) {
          context.addIssue({
            code: "custom",
            path: [index, "days"],
            message: `lists ${day} again: a weekday has one range of working hours`,
          });
        }
        seen.add(day);
      }
    });
  });
export type WorkingHours = z.infer<typeof workingHours>;

const LATITUDE_MESSAGE = "must be a latitude from -90 to 90";
const LONGITUDE_MESSAGE = "must be a longitude from -180 to 180";
const point = z.strictObject({
  lat: z.number(expected(LATITUDE_MESSAGE)).min(-90, LATITUDE_MESSAGE).max(90, LATITUDE_MESSAGE),
  lng: z
    .number(expected(LONGITUDE_MESSAGE))
    .min(-180, LONGITUDE_MESSAGE)
    .max(180, LONGITUDE_MESSAGE),
});

const crew = z.strictObject({
  /** The crew's id on its bookings: renaming it keeps its jobs, changing the code does not. */
  code: lowerCaseCode,
  name: text,
  /** Its own working hours; absent: the business's. */
  hours: workingHours.optional(),
  /** The service areas it covers, each on every working day or on the weekdays listed; absent: all. */
  areas: z
    .array(z.strictObject({ area: text, days: weekdays.optional() }))
    .min(1, "must list at least one area when present")
    .optional(),
  /** Where its day starts and ends (the yard, the office): the first and last drive count too. */
  base: point.optional(),
});
export type Crew = z.infer<typeof crew>;

/** When a visit may start: in arrival windows, or at exact times every N minutes from opening. */
const starts = z.discriminatedUnion(
  "type",
  [
    z.strictObject({
      type: z.literal("windows"),
      windows: z
        .array(timeRange)
        .min(1, "must list at least one arrival window")
        .max(24, "must list at most 24 arrival windows"),
    }),
    z.strictObject({
      type: z.literal("every"),
      minutes: z
        .int(expected("must be a whole number of minutes"))
        .min(5, "must be at least 5 minutes")
        .max(24 * 60, "must be at most 1440 minutes"),
    }),
  ],
  expected('must be "windows" or "every"'),
);
export type SlotStarts = z.infer<typeof starts>;

export const availabilitySchema = z.strictObject({
  /** The business's working hours, in its time zone; absent: weekdays 08:00-17:00. */
  hours: workingHours.optional(),
  /** Absent: one crew with the business's hours covering every area. */
  crews: z
    .array(crew)
    .min(1, "must list at least one crew")
    .max(MAX_CREWS, `must list at most ${MAX_CREWS} crews`)
    .superRefine((crews, context) => {
      for (const index of findDuplicates(crews.map((each) => each.code))) {
        context.addIssue({
          code: "custom",
          path: [index, "code"],
          message: "repeats another crew's code",
        });
      }
    })
    .optional(),
  /** Free minutes kept between two jobs of a crew (the drive between them). */
  bufferMinutes: z
    .int(expected("must be a whole number of minutes"))
    .min(0, "must not be negative")
    .max(MAX_BUFFER_MINUTES, `must be at most ${MAX_BUFFER_MINUTES} minutes`)
    .optional(),
  /** The least time between booking and the visit's start. */
  minimumNoticeHours: z
    .int(expected("must be a whole number of hours"))
    .min(0, "must not be negative")
    .max(MAX_NOTICE_HOURS, `must be at most ${MAX_NOTICE_HOURS} hours`)
    .optional(),
  /** How many days ahead of today customers may book. */
  horizonDays: z
    .int(expected("must be a whole number of days"))
    .min(1, "must be at least 1 day")
    .max(MAX_HORIZON_DAYS, `must be at most ${MAX_HORIZON_DAYS} days`)
    .optional(),
  /** Days nobody works (holidays), "YYYY-MM-DD". */
  blackoutDates: z
    .array(z.iso.date(expected('must be a date "YYYY-MM-DD"')))
    .max(MAX_BLACKOUT_DATES, `must list at most ${MAX_BLACKOUT_DATES} dates`)
    .optional(),
  starts: starts.optional(),
  /** Offer only the slots that add at most this much driving to a crew's day. */
  maxExtraKm: z
    .number(expected("must be a number of kilometres"))
    .positive("must be more than 0")
    .max(1000, "must be at most 1000 km")
    .optional(),
  /**
   * Until how many hours before a visit its customer may move or cancel it themselves
   * (docs/product/booking.md#changes-by-the-customer); absent: the minimum notice.
   */
  changeNoticeHours: z
    .int(expected("must be a whole number of hours"))
    .min(0, "must not be negative")
    .max(MAX_NOTICE_HOURS, `must be at most ${MAX_NOTICE_HOURS} hours`)
    .optional(),
  /** The share of what was paid refunded when the customer cancels in time; absent: all of it. */
  cancelRefundPercent: z
    .int(expected("must be a whole percentage"))
    .min(0, "must not be negative")
    .max(100, "must be at most 100")
    .optional(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** Each crew area that names no service area of the business, as an issue under `availability`. */
export function checkAvailabilityAreas(
  availability: Availability | undefined,
  areaNames: readonly string[],
): ConfigIssue[] {
  return (availability?.crews ?? []).flatMap((each, crewIndex) =>
    (each.areas ?? []).flatMap((covered, areaIndex) =>
      areaNames.includes(covered.area)
        ? []
        : [
            {
              path: `availability.crews[${crewIndex}].areas[${areaIndex}].area`,
              message: `"${covered.area}" is not one of your service areas`,
            },
          ],
    ),
  );
}

/** The defaults (docs/product/booking.md#availability): what a business without availability offers. */
export const DEFAULT_AVAILABILITY = {
  hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], start: "08:00", end: "17:00" }],
  crew: { code: "crew_1", name: "Crew 1" },
  bufferMinutes: 30,
  minimumNoticeHours: 24,
  horizonDays: 60,
  starts: { type: "every", minutes: 60 },
} as const satisfies {
  hours: WorkingHours;
  crew: Crew;
  bufferMinutes: number;
  minimumNoticeHours: number;
  horizonDays: number;
  starts: SlotStarts;
};
