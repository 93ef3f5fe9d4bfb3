import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AdminBusinessResponse,
  type AdminBusinessUpdate,
  adminBusinessResponseSchema,
} from "@/shared/api/admin-contract";
import { adminRequest } from "../../../api/admin-request";

const businessSettingsKey = ["admin", "business"];

/** GET /api/admin/business: the configuration, its version and the editor's map. */
export function useBusinessSettingsQuery() {
  return useQuery({
    queryKey: businessSettingsKey,
    queryFn: ({ signal }) =>
      adminRequest("/api/admin/business", { signal, schema: adminBusinessResponseSchema }),
    // An edit in progress is not overwritten by a refetch when the window regains focus.
    refetchOnWindowFocus: false,
  });
}

/**
 * PUT /api/admin/business: saves the whole configuration against the version read; a 409 (a
 * change made meanwhile) and a 400 (issues by JSON path) reach the caller as an ApiError.
 */
export function useSaveBusinessConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AdminBusinessUpdate) =>
      adminRequest("/api/admin/business", {
        method: "PUT",
        body: update,
        schema: adminBusinessResponseSchema,
      }),
    onSuccess: (saved: AdminBusinessResponse) => {
      queryClient.setQueryData(businessSettingsKey, saved);
    },
  });
}
