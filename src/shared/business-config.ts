import { z } from "zod";
import { availabilitySchema, checkAvailabilityAreas } from "./availability";
import { contrastRatio, HEX_COLOR_PATTERN, MIN_TEXT_CONTRAST } from "./color-contrast";
import { expected, text, timeZone, url } from "./config-fields";
import { type ConfigIssue, describeConfigIssue, toConfigIssues } from "./config-issues";
import { offeringSchema } from "./offering";
import { paymentSettingsSchema } from "./payment-settings";
import { planSettingsSchema } from "./plan-settings";
import { recoverySettingsSchema } from "./recovery-settings";

/**
 * A business's whole configuration (docs/product/platform.md#businesses): how it presents itself
 * (name, contact, terms, brand, time zone) and what it sells (`offering`). Not its identity: the
 * id and slug are its row's (docs/decisions/037-the-tenant.md#identity-is-not-config). One schema
 * for the server and the settings form in the browser.
 */

/** The business's own terms with its customers (cancellation, refunds, seasons without snow). */
export const customerTermsSchema = z.strictObject({
  updated: z.iso.date(expected('must be a date "YYYY-MM-DD"')),
  sections: z
    .array(
      z.strictObject({
        heading: text,
        paragraphs: z.array(text).min(1, "must have at least one paragraph"),
      }),
    )
    .min(1, "must have at least one section"),
});

const WHITE = "#ffffff";

/**
 * How the business's pages look to its customers (docs/product/platform.md#branding): the colour
 * of its buttons, under white text, so it must reach WCAG AA against white; its logo, served
 * over https.
 */
const brand = z.strictObject({
  primaryColor: z
    .string(expected('must be a colour "#RRGGBB"'))
    .regex(HEX_COLOR_PATTERN, 'must be a colour "#RRGGBB"')
    .superRefine((color, context) => {
      if (!HEX_COLOR_PATTERN.test(color)) return;
      const ratio = contrastRatio(color, WHITE);
      if (ratio < MIN_TEXT_CONTRAST) {
        context.addIssue({
          code: "custom",
          message: `has a contrast of ${ratio.toFixed(2)}:1 against white; white button text needs at least ${MIN_TEXT_CONTRAST}:1 (WCAG AA): choose a darker colour`,
        });
      }
    }),
  logoUrl: url
    // Only once it is a URL at all (the check before names that).
    .refine(
      (value) => !URL.canParse(value) || value.startsWith("https://"),
      "must be an https:// URL",
    )
    .optional(),
});

export const businessConfigSchema = z.strictObject({
  name: text,
  tagline: text,
  /** A business signed up a moment ago has no phone or website yet: its profile adds them. */
  contact: z.strictObject({
    email: z.email(expected("must be an email address")),
    phone: text.optional(),
    website: url.optional(),
    socials: z.array(z.strictObject({ label: text, url })),
    /** Where customers review it (e.g. its Google review link), offered after a completed visit. */
    reviewUrl: url.optional(),
  }),
  /** Where the business's notices (paid orders, custom quote requests) go; default: contact.email. */
  notifyEmail: z.email(expected("must be an email address")).optional(),
  terms: customerTermsSchema,
  brand: brand.optional(),
  timezone: timeZone,
  state: z
    .string(expected("must be a state code"))
    .regex(/^[A-Z]{2}$/, "must be a 2-letter state code"),
  /** What it sells, where and at what price (docs/product/platform.md#the-offering). */
  offering: offeringSchema,
  /** Quote reminders (docs/product/quote-recovery.md#settings); absent: the defaults. */
  recovery: recoverySettingsSchema.optional(),
  /** Payment settings: the deposit custom quotes ask (docs/product/settings.md#payments); absent: none. */
  payments: paymentSettingsSchema.optional(),
  /** Recurring plans: a new price's notice (docs/product/settings.md#plans); absent: 30 days. */
  plans: planSettingsSchema.optional(),
  /** When its crews work and how customers book them (docs/product/booking.md); absent: the defaults. */
  availability: availabilitySchema.optional(),
});

export type BusinessConfig = z.infer<typeof businessConfigSchema>;

export type BusinessConfigValidation =
  | { ok: true; config: BusinessConfig }
  | { ok: false; issues: ConfigIssue[] };

/**
 * A config written while it still carried the business's `id` (stored before migration 0032,
 * files, older clients' settings) without it: the id is the business row's, so the one it
 * carries is ignored, not checked.
 */
export function withoutLegacyId(data: unknown): unknown {
  if (typeof data !== "object" || data === null || Array.isArray(data) || !("id" in data)) {
    return data;
  }
  const { id: _ignored, ...config } = data;
  return config;
}

/** Validates a business configuration; each problem names its JSON path (`offering.areas[1].prices.X`). */
export function parseBusinessConfig(data: unknown): BusinessConfigValidation {
  const result = businessConfigSchema.safeParse(withoutLegacyId(data), {
    error: describeConfigIssue,
  });
  if (!result.success) return { ok: false, issues: toConfigIssues(result.error) };
  return withCheckedAvailability(result.data);
}

/** A parsed config, refused when its crews name areas it does not have. */
export function withCheckedAvailability(config: BusinessConfig): BusinessConfigValidation {
  const areaNames = config.offering.areas.map((area) => area.name);
  const issues = checkAvailabilityAreas(config.availability, areaNames);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, config };
}
