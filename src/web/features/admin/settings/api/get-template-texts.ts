import { useQuery } from "@tanstack/react-query";
import { type TemplateTextsResponse, templateTextsResponseSchema } from "@/shared/template-wording";
import { adminRequest } from "@/web/lib/api/admin-request";
import { businessSettingsKey } from "./get-business-settings";

/** GET /api/admin/business/template-texts: the trade template's wording, to compare against. */
export function getTemplateTexts(signal?: AbortSignal): Promise<TemplateTextsResponse> {
  return adminRequest("/api/admin/business/template-texts", {
    signal,
    schema: templateTextsResponseSchema,
  });
}

export function useTemplateTexts(trade: string) {
  return useQuery({
    queryKey: [...businessSettingsKey, "template-texts", trade],
    queryFn: ({ signal }) => getTemplateTexts(signal),
  });
}
