import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { teamResponseSchema } from "@/shared/api/account-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

/** The team and its open invitations (docs/product/settings.md#team); the owner's only. */
export const teamKey = ["admin", "team"] as const;

/** GET /api/admin/team. */
export function getTeam(signal?: AbortSignal) {
  return adminRequest("/api/admin/team", { signal, schema: teamResponseSchema });
}

export function useTeam() {
  return useQuery({ queryKey: teamKey, queryFn: ({ signal }) => getTeam(signal) });
}

/** A change to the team; the list reloads after it, whatever the answer. */
export function useTeamChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}
