import { useQuery } from "@tanstack/react-query";
import { adminBusinessResponseSchema, type MapSettings } from "@/shared/api/admin-contract";
import { type BusinessConfig, businessConfigSchema } from "@/shared/business-config";
import { adminRequest } from "@/web/lib/api/admin-request";

/** The business as the settings read it: the configuration checked by its own schema. */
export const businessSettingsSchema = adminBusinessResponseSchema.extend({
  config: businessConfigSchema,
});
export type LoadedBusinessSettings = {
  slug: string;
  status: "setup" | "live" | "suspended";
  version: number;
  config: BusinessConfig;
  /** The service-area editor's map tiles. */
  map: MapSettings;
};

export const businessSettingsKey = ["admin", "business"] as const;

/** GET /api/admin/business (docs/product/platform.md#settings). */
export function getBusinessSettings(signal?: AbortSignal): Promise<LoadedBusinessSettings> {
  return adminRequest("/api/admin/business", { signal, schema: businessSettingsSchema });
}

export function useBusinessSettingsQuery() {
  return useQuery({
    queryKey: businessSettingsKey,
    queryFn: ({ signal }) => getBusinessSettings(signal),
  });
}
