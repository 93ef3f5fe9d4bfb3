import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type PlatformStatusRequest,
  platformStatusResponseSchema,
} from "@/shared/api/platform-contract";
import { adminRequest } from "@/web/lib/api/admin-request";
import { platformBusinessesKey } from "./get-platform-businesses";

type StatusChange = PlatformStatusRequest & { businessId: string };

/** Suspends or reinstates a business. */
export function changeBusinessStatus({ businessId, ...body }: StatusChange) {
  return adminRequest(`/api/platform/businesses/${encodeURIComponent(businessId)}/status`, {
    method: "POST",
    body,
    schema: platformStatusResponseSchema,
  });
}

/** The list reloads after a change, whatever the answer. */
export function useChangeBusinessStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBusinessStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: platformBusinessesKey }),
  });
}
