import { useQuery } from "@tanstack/react-query";
import { joinCheckResponseSchema } from "@/shared/api/account-contract";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/admin/join: whom an invitation is for, or why it cannot be used (410). */
export function checkInvitation(token: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/join?token=${encodeURIComponent(token)}`, {
    signal,
    schema: joinCheckResponseSchema,
  });
}

export function useInvitationCheck(token: string) {
  return useQuery({
    queryKey: ["invitation", token],
    queryFn: ({ signal }) => checkInvitation(token, signal),
    retry: false,
  });
}
