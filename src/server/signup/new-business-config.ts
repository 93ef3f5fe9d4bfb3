import { oneServiceView, servicesOf } from "@/domain/stored-offering";
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
 * prices, its first service named as the owner said for a blank start, and its areas as examples
 * drawn around the place the owner works, for the owner to keep or replace), the state and time
 * zone of that place (else of the template's areas), the owner's email as contact, no phone or
 * website yet, and the trade's customer terms with the business's name in them.
 */
export function newBusinessConfig(options: {
  name: string;
  email: string;
  offering: Offering;
  terms: BusinessConfig["terms"];
  place: BusinessPlace | undefined;
  /** The owner's name for the first service ("Other" trades' blank start). */
  serviceName?: string | undefined;
}): BusinessConfig {
  const { name, email, terms, place, serviceName } = options;
  const named = serviceName ? withServiceName(options.offering, serviceName) : options.offering;
  const offering = place ? placeExampleAreas(named, place) : markExampleAreas(named);
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

/**
 * The offering with its first service named in the owner's words, in a sentence's case ("Chimney
 * sweeping" -> "chimney sweeping", "HVAC repair" kept), its code following ("chimney_sweeping").
 */
function withServiceName(offering: Offering, words: string): Offering {
  const services = servicesOf(offering);
  const [first, ...others] = services.services;
  if (!first) return offering;
  const name = /^\p{Lu}\p{Ll}/u.test(words)
    ? words.charAt(0).toLowerCase() + words.slice(1)
    : words;
  const code = slugify(words).replaceAll("-", "_");
  return oneServiceView({
    ...services,
    services: [
      {
        ...first,
        code: /^[a-z]/.test(code) ? code : ["service", code].filter(Boolean).join("_"),
        texts: { ...first.texts, name },
      },
      ...others,
    ],
  });
}
