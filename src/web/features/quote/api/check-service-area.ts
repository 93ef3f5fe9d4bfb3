import type { GeoCheckRequest, GeoCheckResponse } from "@/shared/api/quote-contract";
import { apiRequest } from "@/web/lib/api-client";
import { businessApi } from "@/web/lib/business-scope";

export function checkServiceArea(request: GeoCheckRequest): Promise<GeoCheckResponse> {
  return apiRequest<GeoCheckResponse>(businessApi("/geo/check"), { method: "POST", body: request });
}
