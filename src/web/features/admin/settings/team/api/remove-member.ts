import { adminFetch } from "@/web/lib/api/admin-request";
import { useTeamChange } from "./get-team";

/**
 * DELETE /api/admin/team/members/:memberId signs the member out everywhere; the owner cannot remove
 * themself (409).
 */
export function removeMember(memberId: string) {
  return adminFetch(`/api/admin/team/members/${encodeURIComponent(memberId)}`, {
    method: "DELETE",
  });
}

export function useRemoveMember() {
  return useTeamChange(removeMember);
}
