import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { scheduleResponseSchema } from "@/shared/api/schedule-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

/** `from` left out: from the business's today. */
type ScheduleRange = { from?: string; days: number };

export const scheduleKey = (range?: ScheduleRange) =>
  range ? (["admin", "schedule", range] as const) : (["admin", "schedule"] as const);

/** GET /api/admin/schedule: the crews and their jobs on `days` days from `from` (business days). */
export function getSchedule(range: ScheduleRange, signal?: AbortSignal) {
  const params = new URLSearchParams({
    ...(range.from && { from: range.from }),
    days: String(range.days),
  });
  return adminRequest(`/api/admin/schedule?${params}`, { signal, schema: scheduleResponseSchema });
}

export function useSchedule(range: ScheduleRange, enabled = true) {
  return useQuery({
    queryKey: scheduleKey(range),
    queryFn: ({ signal }) => getSchedule(range, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
