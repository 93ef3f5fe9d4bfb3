import type { PublicConfigResponse } from "@/shared/api/public-config-contract";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/public-config: typed, not parsed (zod stays out of the first-load bundle). */
export function getPublicConfig(): Promise<PublicConfigResponse> {
  return apiRequest<PublicConfigResponse>("/api/public-config");
}
