import { useQuery } from "@tanstack/react-query";
import { adminBusinessResponseSchema, type MapSettings } from "@/shared/api/admin-contract";
import { type BusinessConfig, businessConfigSchema } from "@/shared/business-config";
import { type ServicesOffering, servicesOfferingSchema } from "@/shared/offering-services";
import { adminRequest } from "@/web/lib/api/admin-request";

/** The business as the settings read it: the configuration and services checked by their schemas. */
export const businessSettingsSchema = adminBusinessResponseSchema.extend({
  config: businessConfigSchema,
  services: servicesOfferingSchema,
});
export type LoadedBusinessSettings = {
  slug: string;
  status: "setup" | "live" | "suspended";
  version: number;
  /** Today's one-service view of the offering, which every section but "What you sell" edits. */
  config: BusinessConfig;
  /** What the business sells as a list of services, which "What you sell" edits. */
  services: ServicesOffering;
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
