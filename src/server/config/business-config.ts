import { readFileSync } from "node:fs";
import { z } from "zod";
import { DRIVEWAY_SIZES, PRICED_DRIVEWAY_SIZES } from "@/domain/calculate-quote";
import { contrastRatio, HEX_COLOR_PATTERN, MIN_TEXT_CONTRAST } from "@/shared/color-contrast";
import {
  areaShape,
  basisPoints,
  expected,
  LOWER_CASE_CODE_PATTERN,
  monthDay,
  nonNegativeCents,
  positiveCents,
  text,
  timeZone,
  url,
} from "@/shared/config-fields";
import {
  type ConfigIssue,
  describeConfigIssue,
  findDuplicates,
  toConfigIssues,
} from "@/shared/config-issues";

/** The business's own terms with its customers (cancellation, refunds, seasons without snow). */
const customerTerms = z.strictObject({
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

const businessConfigSchema = z
  .strictObject({
    id: z.string(expected("must be a slug")).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a slug"),
    name: text,
    serviceName: text,
    tagline: text,
    contact: z.strictObject({
      email: z.email(expected("must be an email address")),
      phone: text,
      website: url,
      socials: z.array(z.strictObject({ label: text, url })),
    }),
    /** Where the business's notices (paid orders, custom quote requests) go; default: contact.email. */
    notifyEmail: z.email(expected("must be an email address")).optional(),
    terms: customerTerms,
    brand: brand.optional(),
    timezone: timeZone,
    state: z
      .string(expected("must be a state code"))
      .regex(/^[A-Z]{2}$/, "must be a 2-letter state code"),
    season: z.strictObject({
      start: monthDay,
      end: monthDay,
      triggerInches: z.number(expected("must be a number of inches")).positive("must be positive"),
    }),
    earlyBird: z.strictObject({ deadline: monthDay, discountCents: positiveCents }),
    fees: z.strictObject({
      rateBasisPoints: basisPoints,
      fixedCents: nonNegativeCents,
    }),
    tax: z.strictObject({ rateBasisPoints: basisPoints }),
    drivewaySizes: z
      .array(
        z.strictObject({
          code: z.enum(DRIVEWAY_SIZES, expected(`must be one of ${DRIVEWAY_SIZES.join(", ")}`)),
          label: text,
          description: text,
          badge: text.optional(),
        }),
      )
      .min(1, "must list at least one driveway size"),
    addons: z.array(
      z.strictObject({
        code: z
          .string(expected("must be a code"))
          .regex(LOWER_CASE_CODE_PATTERN, "must be a lower-case code such as bump_out"),
        label: text,
        description: text,
        priceCents: positiveCents,
      }),
    ),
    areas: z
      .array(
        z.strictObject({
          name: text,
          shape: areaShape,
          prices: z.partialRecord(z.enum(PRICED_DRIVEWAY_SIZES), positiveCents),
        }),
      )
      .min(1, "must list at least one service area"),
  })
  .superRefine((config, context) => {
    const report = (path: (string | number)[], message: string) =>
      context.addIssue({ code: "custom", path, message });

    findDuplicates(config.drivewaySizes.map((size) => size.code)).forEach((index) => {
      report(["drivewaySizes", index, "code"], "must be unique");
    });
    findDuplicates(config.addons.map((addon) => addon.code)).forEach((index) => {
      report(["addons", index, "code"], "must be unique");
    });
    findDuplicates(config.areas.map((area) => area.name)).forEach((index) => {
      report(["areas", index, "name"], "must be unique");
    });

    const pricedSizes = config.drivewaySizes
      .map((size) => size.code)
      .filter((code) => code !== "CUSTOM");
    if (pricedSizes.length === 0) {
      report(["drivewaySizes"], "must include at least one priced size (not only CUSTOM)");
    }
    config.areas.forEach((area, index) => {
      for (const code of pricedSizes) {
        if (area.prices[code] === undefined) {
          report(["areas", index, "prices", code], "is required");
        }
      }
      for (const code of Object.keys(area.prices)) {
        if (!pricedSizes.some((priced) => priced === code)) {
          report(["areas", index, "prices", code], "is not a size listed in drivewaySizes");
        }
      }
    });
  });

export type BusinessConfig = z.infer<typeof businessConfigSchema>;

/**
 * Reads and validates a business configuration file. Any problem throws an Error naming the
 * file and the JSON path, e.g. `config/x.json: areas[1].prices.FOUR_CAR must be a positive
 * integer (cents)`, one line per problem.
 */
export function loadBusinessConfig(path: string): BusinessConfig {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${path}: cannot read business configuration (${reason})`);
  }

  const result = parseBusinessConfig(data);
  if (!result.ok) {
    const lines = result.issues.map((issue) =>
      [`${path}:`, issue.path, issue.message].filter(Boolean).join(" "),
    );
    throw new Error(lines.join("\n"));
  }
  return result.config;
}

/** Validates a business configuration; each problem names its JSON path (`areas[1].prices.X`). */
export function parseBusinessConfig(
  data: unknown,
): { ok: true; config: BusinessConfig } | { ok: false; issues: ConfigIssue[] } {
  const result = businessConfigSchema.safeParse(data, { error: describeConfigIssue });
  if (result.success) return { ok: true, config: result.data };
  return { ok: false, issues: toConfigIssues(result.error) };
}
