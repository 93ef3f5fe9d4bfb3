import { useQuery } from "@tanstack/react-query";
import { adminBusinessResponseSchema, type MapSettings } from "@/shared/api/admin-contract";
import { type BusinessConfig, businessConfigSchema } from "@/shared/business-config";
import { type ServicesOffering, servicesOfferingSchema } from "@/shared/offering-services";
import type { SettingsConfig } from "@/shared/stored-business-config";
import { type TemplateTextsResponse, templateTextsResponseSchema } from "@/shared/template-wording";
import { adminFetch, adminRequest } from "@/web/lib/api/admin-request";

/** The business as the settings read it: the configuration and services checked by their schemas. */
const businessSettingsSchema = adminBusinessResponseSchema.extend({
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
export function useBusinessSettingsQuery() {
  return useQuery({
    queryKey: businessSettingsKey,
    queryFn: ({ signal }): Promise<LoadedBusinessSettings> =>
      adminRequest("/api/admin/business", { signal, schema: businessSettingsSchema }),
  });
}

/** PUT /api/admin/business: 400 names each bad field, 409 when `version` is stale. */
export function putBusinessSettings(update: {
  config: SettingsConfig;
  version: number;
}): Promise<LoadedBusinessSettings> {
  return adminRequest("/api/admin/business", {
    method: "PUT",
    body: update,
    schema: businessSettingsSchema,
  });
}

/** Tells the onboarding checklist the owner copied the embed snippet (the first time counts). */
export async function markSnippetCopied(): Promise<void> {
  await adminFetch("/api/admin/business/website-snippet-copied", { method: "POST" });
}

/** GET /api/admin/business/template-texts: the trade template's wording, to compare against. */
export function useTemplateTexts(trade: string) {
  return useQuery({
    queryKey: [...businessSettingsKey, "template-texts", trade],
    queryFn: ({ signal }): Promise<TemplateTextsResponse> =>
      adminRequest("/api/admin/business/template-texts", {
        signal,
        schema: templateTextsResponseSchema,
      }),
  });
}
