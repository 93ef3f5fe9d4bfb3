import { adminFetch } from "@/web/lib/api/admin-request";
import { useTeamChange } from "./get-team";

/** POST /api/admin/team/invitations: 409 naming `email` when that inbox already has an account. */
export function inviteMember(email: string) {
  return adminFetch("/api/admin/team/invitations", { method: "POST", body: { email } });
}

export function useInvite() {
  return useTeamChange(inviteMember);
}
