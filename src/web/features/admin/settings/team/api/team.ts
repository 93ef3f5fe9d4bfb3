import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { teamResponseSchema } from "@/shared/api/account-contract";
import { adminFetch, adminRequest } from "@/web/lib/api/admin-request";

/** The team and its open invitations (docs/product/settings.md#team); the owner's only. */
const teamKey = ["admin", "team"] as const;

export function useTeam() {
  return useQuery({
    queryKey: teamKey,
    queryFn: ({ signal }) =>
      adminRequest("/api/admin/team", { signal, schema: teamResponseSchema }),
  });
}

/** A change to the team; the list reloads after it, whatever the answer. */
function useTeamChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}

/** 409 naming `email` when that inbox already has an account. */
export function useInvite() {
  return useTeamChange((email: string) =>
    adminFetch("/api/admin/team/invitations", { method: "POST", body: { email } }),
  );
}

export function useWithdrawInvitation() {
  return useTeamChange((invitationId: string) =>
    adminFetch(`/api/admin/team/invitations/${encodeURIComponent(invitationId)}`, {
      method: "DELETE",
    }),
  );
}

/** Signs the member out everywhere; the owner cannot remove themself (409). */
export function useRemoveMember() {
  return useTeamChange((memberId: string) =>
    adminFetch(`/api/admin/team/members/${encodeURIComponent(memberId)}`, { method: "DELETE" }),
  );
}

/**
 * The member becomes the owner and the signed-in owner staff: the ping is fetched again, so the
 * dashboard follows the new role at once.
 */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      adminFetch(`/api/admin/team/members/${encodeURIComponent(memberId)}/ownership`, {
        method: "POST",
      }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: teamKey });
      await queryClient.invalidateQueries({ queryKey: ["admin", "ping"] });
    },
  });
}
