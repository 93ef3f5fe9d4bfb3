import { addDaysToIsoDate, getStartOfZonedDay, getZonedIsoDate } from "@/shared/zoned-date";

/** 'Today' for the business: its calendar date and the instants it starts and ends, in its time zone. */
export function getBusinessDay(
  now: Date,
  timeZone: string,
): { date: string; start: Date; end: Date } {
  const date = getZonedIsoDate(now, timeZone);
  return {
    date,
    start: getStartOfZonedDay(date, timeZone),
    end: getStartOfZonedDay(addDaysToIsoDate(date, 1), timeZone),
  };
}
