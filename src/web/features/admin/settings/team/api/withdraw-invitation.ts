import { adminFetch } from "@/web/lib/api/admin-request";
import { useTeamChange } from "./get-team";

/** DELETE /api/admin/team/invitations/:invitationId. */
export function withdrawInvitation(invitationId: string) {
  return adminFetch(`/api/admin/team/invitations/${encodeURIComponent(invitationId)}`, {
    method: "DELETE",
  });
}

export function useWithdrawInvitation() {
  return useTeamChange(withdrawInvitation);
}
