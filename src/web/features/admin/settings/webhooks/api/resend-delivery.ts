import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "@/web/lib/api/admin-request";
import { deliveriesKey } from "./get-webhook-deliveries";

/** POST /api/admin/webhooks/deliveries/:deliveryId/resend. */
export function resendDelivery(deliveryId: number) {
  return adminFetch(`/api/admin/webhooks/deliveries/${deliveryId}/resend`, { method: "POST" });
}

/** The endpoint's log reloads after it, whatever the answer. */
export function useResendDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
