import { useQuery } from "@tanstack/react-query";
import { adminZipCentresResponseSchema } from "@/shared/api/admin-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

/** POST /api/admin/business/zip-centres: the centre and postal name of each listed ZIP code. */
export function useZipCentres(zipCodes: readonly string[]) {
  const codes = [...new Set(zipCodes)].sort();
  return useQuery({
    queryKey: ["admin", "zip-centres", codes],
    queryFn: ({ signal }) =>
      adminRequest("/api/admin/business/zip-centres", {
        method: "POST",
        body: { zipCodes: codes },
        schema: adminZipCentresResponseSchema,
        signal,
      }),
    enabled: codes.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
