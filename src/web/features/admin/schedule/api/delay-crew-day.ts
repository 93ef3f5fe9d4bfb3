import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type DelayCrewDayRequest,
  delayCrewDayResponseSchema,
} from "@/shared/api/schedule-contract";
import { adminRequest } from "@/web/lib/api/admin-request";
import { scheduleKey } from "./get-schedule";

/**
 * POST /api/admin/schedule/crews/{crew}/delay: a weather delay, the crew's jobs of `day` moved to
 * `to` at the same times (docs/product/booking.md#the-schedule).
 */
export function delayCrewDay({ crew, ...body }: DelayCrewDayRequest & { crew: string }) {
  return adminRequest(`/api/admin/schedule/crews/${encodeURIComponent(crew)}/delay`, {
    method: "POST",
    body,
    schema: delayCrewDayResponseSchema,
  });
}

/** Delays a crew's day; the schedule reloads after it, refused or not. */
export function useDelayCrewDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: delayCrewDay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKey() }),
  });
}
