import type { GeoCheckRequest, GeoCheckResponse } from "@/shared/api/quote-contract";
import { apiRequest } from "@/web/app/api-client";

export function checkServiceArea(request: GeoCheckRequest): Promise<GeoCheckResponse> {
  return apiRequest<GeoCheckResponse>("/api/geo/check", { method: "POST", body: request });
}
