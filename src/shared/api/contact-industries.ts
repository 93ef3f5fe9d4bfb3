/**
 * The trades a prospect can pick on the demo form (SPEC section 1), plus a catch-all. Kept apart
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
