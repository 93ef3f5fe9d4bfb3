import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  type AdminSlotsPreviewRequest,
  adminSlotsPreviewResponseSchema,
} from "@/shared/api/admin-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

/**
 * POST /api/admin/business/slots-preview: the slots the availability being edited would offer;
 * null while the draft has problems of its own (nothing is asked then).
 */
export function useSlotsPreview(request: AdminSlotsPreviewRequest | null) {
  return useQuery({
    queryKey: ["admin", "slots-preview", request],
    queryFn: ({ signal }) =>
      adminRequest("/api/admin/business/slots-preview", {
        method: "POST",
        body: request,
        signal,
        schema: adminSlotsPreviewResponseSchema,
      }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
