/**
 * The trades a prospect can pick on the demo form, plus a catch-all (see
 * docs/product/marketing-site.md#demo-request-form). Kept apart
 * from the zod contract so the form can list them without loading zod.
 */
export const CONTACT_INDUSTRIES = [
  "HVAC",
  "Plumbing",
  "Landscaping",
  "Roofing",
  "Electrical",
  "Cleaning",
  "Pool",
  "Pest control",
  "Snow removal",
  "Handyman",
  "Other",
] as const;
