import type { Offering } from "@/shared/offering";
import type { BusinessConfig } from "../config/business-config";
import {
  type BusinessPlace,
  markExampleAreas,
  placeExampleAreas,
  placeOfTemplate,
  profileOfPlace,
} from "./business-place";

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
 * prices, and its areas as examples drawn around the place the owner works, for the owner to keep
 * or replace), the state and time zone of that place (else of the template's areas), the owner's
 * email as contact, no phone or website yet, and the trade's customer terms with the business's
 * name in them.
 */
export function newBusinessConfig(options: {
  name: string;
  email: string;
  offering: Offering;
  terms: BusinessConfig["terms"];
  place: BusinessPlace | undefined;
}): BusinessConfig {
  const { name, email, terms, place } = options;
  const offering = place
    ? placeExampleAreas(options.offering, place)
    : markExampleAreas(options.offering);
  const { state, timezone } = profileOfPlace(place ?? placeOfTemplate(options.offering));
  const service = offering.service.name;
  return {
    name,
    tagline: `Instant ${service} quotes`,
    contact: { email, socials: [] },
    terms,
    timezone,
    state,
    offering,
  };
}
