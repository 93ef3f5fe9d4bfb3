import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "@/web/lib/api/admin-request";
import { teamKey } from "./get-team";

/** POST /api/admin/team/members/:memberId/ownership. */
export function transferOwnership(memberId: string) {
  return adminFetch(`/api/admin/team/members/${encodeURIComponent(memberId)}/ownership`, {
    method: "POST",
  });
}

/**
 * The member becomes the owner and the signed-in owner staff: the ping is fetched again, so the
 * dashboard follows the new role at once.
 */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferOwnership,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: teamKey });
      await queryClient.invalidateQueries({ queryKey: ["admin", "ping"] });
    },
  });
}
