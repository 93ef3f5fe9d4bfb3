import { useMutation } from "@tanstack/react-query";
import {
  type AdminTestAddressRequest,
  adminTestAddressResponseSchema,
} from "@/shared/api/admin-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

/** POST /api/admin/business/test-address: where an address falls among the areas as edited. */
export function useTestAddress() {
  return useMutation({
    mutationFn: (request: AdminTestAddressRequest) =>
      adminRequest("/api/admin/business/test-address", {
        method: "POST",
        body: request,
        schema: adminTestAddressResponseSchema,
      }),
  });
}
