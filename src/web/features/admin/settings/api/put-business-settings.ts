import type { BusinessConfig } from "@/shared/business-config";
import { adminRequest } from "@/web/lib/api/admin-request";
import { businessSettingsSchema, type LoadedBusinessSettings } from "./get-business-settings";

/** PUT /api/admin/business: 400 names each bad field, 409 when `version` is stale. */
export function putBusinessSettings(update: {
  config: BusinessConfig;
  version: number;
}): Promise<LoadedBusinessSettings> {
  return adminRequest("/api/admin/business", {
    method: "PUT",
    body: update,
    schema: businessSettingsSchema,
  });
}
