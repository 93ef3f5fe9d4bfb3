import { useQuery } from "@tanstack/react-query";
import { reminderStatsResponseSchema } from "@/shared/api/recovery-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

/**
 * GET /api/admin/reminders/stats: quote reminders per week
 * (docs/product/quote-recovery.md#dashboard).
 */
export function getReminderStats(signal?: AbortSignal) {
  return adminRequest("/api/admin/reminders/stats", {
    signal,
    schema: reminderStatsResponseSchema,
  });
}

export function useReminderStats() {
  return useQuery({
    queryKey: ["admin", "/api/admin/reminders/stats"],
    queryFn: ({ signal }) => getReminderStats(signal),
  });
}
