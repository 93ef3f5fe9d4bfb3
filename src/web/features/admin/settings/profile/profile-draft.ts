import type { BusinessConfig } from "@/shared/business-config";
import type { DraftResult } from "../form/use-section-form";

/** The quote pages' own blue (src/web/styles.css), the colour of a business without a brand. */
export const PRODUCT_PRIMARY_COLOR = "#2f54d4";

/** Who the business is, as the Profile form edits it: optional texts are "" when unset (then left out). */
export type ProfileDraft = {
  name: string;
  tagline: string;
  logoUrl: string;
  primaryColor: string;
  email: string;
  phone: string;
  website: string;
  reviewUrl: string;
  socials: { label: string; url: string }[];
  notifyEmail: string;
  timezone: string;
  state: string;
};

export function toProfileDraft(config: BusinessConfig): ProfileDraft {
  return {
    name: config.name,
    tagline: config.tagline,
    logoUrl: config.brand?.logoUrl ?? "",
    primaryColor: config.brand?.primaryColor ?? PRODUCT_PRIMARY_COLOR,
    email: config.contact.email,
    phone: config.contact.phone ?? "",
    website: config.contact.website ?? "",
    reviewUrl: config.contact.reviewUrl ?? "",
    socials: config.contact.socials.map(({ label, url }) => ({ label, url })),
    notifyEmail: config.notifyEmail ?? "",
    timezone: config.timezone,
    state: config.state,
  };
}

/**
 * The configuration with the draft's profile. A business that never chose a colour keeps none
 * until it changes the colour or adds a logo.
 */
export function applyProfileDraft(config: BusinessConfig, draft: ProfileDraft): DraftResult {
  const logoUrl = draft.logoUrl.trim();
  const branded =
    config.brand !== undefined || logoUrl !== "" || draft.primaryColor !== PRODUCT_PRIMARY_COLOR;
  const { brand: _brand, notifyEmail: _notifyEmail, ...rest } = config;
  return {
    config: {
      ...rest,
      name: draft.name,
      tagline: draft.tagline,
      contact: {
        email: draft.email,
        ...(draft.phone.trim() && { phone: draft.phone }),
        ...(draft.website.trim() && { website: draft.website }),
        socials: draft.socials,
        ...(draft.reviewUrl.trim() && { reviewUrl: draft.reviewUrl.trim() }),
      },
      ...(draft.notifyEmail.trim() && { notifyEmail: draft.notifyEmail.trim() }),
      ...(branded && {
        brand: { primaryColor: draft.primaryColor, ...(logoUrl && { logoUrl }) },
      }),
      timezone: draft.timezone,
      state: draft.state,
    },
    issues: [],
  };
}
