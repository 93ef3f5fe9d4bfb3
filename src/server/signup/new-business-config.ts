import type { Offering } from "@/shared/offering";
import type { BusinessConfig } from "../config/business-config";

/** Where a new business starts until its owner sets its profile (docs/product/settings.md#sign-up). */
export const NEW_BUSINESS_TIMEZONE = "America/New_York";
export const NEW_BUSINESS_STATE = "NY";

/** Lower-case words joined by hyphens, at most 40 characters: "Green Lawns & Co." -> "green-lawns-co". */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
}

/**
 * The first config of a business signed up from a trade template: the template's offering (its
 * example areas and prices, for the owner to replace), the owner's email as contact, no phone or
 * website yet, and the trade's customer terms with the business's name in them.
 */
export function newBusinessConfig(options: {
  id: string;
  name: string;
  email: string;
  offering: Offering;
  terms: BusinessConfig["terms"];
}): BusinessConfig {
  const { id, name, email, offering, terms } = options;
  const service = offering.service.name;
  return {
    id,
    name,
    tagline: `Instant ${service} quotes`,
    contact: { email, socials: [] },
    terms,
    timezone: NEW_BUSINESS_TIMEZONE,
    state: NEW_BUSINESS_STATE,
    offering,
  };
}
