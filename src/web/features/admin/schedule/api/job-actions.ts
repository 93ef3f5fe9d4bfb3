import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { visitDoneResponseSchema } from "@/shared/api/plans-contract";
import {
  crewFeedResponseSchema,
  jobTimesResponseSchema,
  scheduleJobSchema,
} from "@/shared/api/schedule-contract";
import { adminFetch, adminRequest } from "@/web/lib/api/admin-request";
import { scheduleKey } from "./get-schedule";

/** The changes the schedule makes to a job (docs/product/booking.md#the-schedule). */
export type JobAction =
  | { kind: "move"; jobId: string; start: string }
  | { kind: "reassign"; jobId: string; crew: string }
  | { kind: "done"; jobId: string }
  | { kind: "no-show"; jobId: string };

/** One call per action; marking done is the visit-done path, which charges a plan's visit. */
export async function runJobAction(action: JobAction): Promise<unknown> {
  const job = `/api/admin/schedule/jobs/${action.jobId}`;
  switch (action.kind) {
    case "move":
      return adminRequest(`${job}/move`, {
        method: "POST",
        body: { start: action.start },
        schema: scheduleJobSchema,
      });
    case "reassign":
      return adminRequest(`${job}/reassign`, {
        method: "POST",
        body: { crew: action.crew },
        schema: scheduleJobSchema,
      });
    case "no-show":
      return adminRequest(`${job}/no-show`, { method: "POST", schema: scheduleJobSchema });
    case "done":
      return adminRequest(`/api/admin/visits/${action.jobId}/done`, {
        method: "POST",
        schema: visitDoneResponseSchema,
      });
  }
}

/** Runs an action on a job; the schedule reloads after it, refused or not. */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runJobAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKey() }),
  });
}

/** GET .../jobs/{jobId}/times?day=: the starts the job may move to that day, on its crew. */
export function useJobTimes(jobId: string, day: string, enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "schedule", "times", jobId, day],
    queryFn: ({ signal }) =>
      adminRequest(`/api/admin/schedule/jobs/${jobId}/times?day=${day}`, {
        signal,
        schema: jobTimesResponseSchema,
      }),
    enabled,
  });
}

/** A crew's calendar feed: made (a new secret address, the old one stops) or revoked. */
export function useCrewFeed() {
  const queryClient = useQueryClient();
  const path = (crew: string) => `/api/admin/schedule/crews/${encodeURIComponent(crew)}/feed`;
  const settle = () => queryClient.invalidateQueries({ queryKey: scheduleKey() });
  const create = useMutation({
    mutationFn: (crew: string) =>
      adminRequest(path(crew), { method: "POST", schema: crewFeedResponseSchema }),
    onSettled: settle,
  });
  const revoke = useMutation({
    mutationFn: async (crew: string) => {
      const response = await adminFetch(path(crew), { method: "DELETE" });
      if (!response.ok) throw new Error("Could not revoke the calendar feed. Please try again.");
    },
    onSettled: settle,
  });
  return { create, revoke };
}
