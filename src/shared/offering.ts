import { z } from "zod";
import {
  areaShape,
  basisPoints,
  CONFIG_LIMITS,
  countVertices,
  expected,
  lowerCaseCode,
  monthDay,
  nonNegativeCents,
  positiveCents,
  text,
} from "./config-fields";
import {
  type ConfigIssue,
  describeConfigIssue,
  findDuplicates,
  toConfigIssues,
} from "./config-issues";
import { formatIsoDate } from "./season";
import { resolveService } from "./service-texts";

/**
 * What a business sells, trade-agnostic: the service and the texts the wizard shows, the
 * options (the primary choice), the price matrix per area, add-ons, discounts, season, fees and
 * tax. One schema for the server and the settings form in the browser (no node imports).
 *
 * Texts are data. A few of them may use placeholders written `{name}`; each field says which.
 * Braces are only for placeholders, an unknown placeholder is refused, and `fillText` fills them:
 * - `{service}`: `service.name` ("snow removal");
 * - `{areas}`: the area names as a list ("Scarsdale, White Plains and Harrison");
 * - `{start}`, `{end}`: the season's first and last day ("November 10, 2025"), only in
 *   `service.contract.line` and only when `service.billing` is "season";
 * - `{phone}`: the business's phone number, only in `service.nextSteps`.
 */

/** Icons a business can pick; the web app maps each name to a component. */
export const OFFERING_ICONS = [
  "snowflake",
  "leaf",
  "sparkles",
  "droplets",
  "home",
  "wrench",
  "window",
  "gutter",
  "thermometer",
  "droplet",
  "zap",
  "waves",
  "bug",
  "briefcase",
] as const;
export type OfferingIcon = (typeof OFFERING_ICONS)[number];

/** How the price is sold: once, per visit, or for a recurring season (`season` then required). */
export const BILLINGS = ["one_time", "per_visit", "season"] as const;
export type Billing = (typeof BILLINGS)[number];

export const TEXT_PLACEHOLDERS = ["service", "areas", "start", "end", "phone"] as const;
export type TextPlaceholder = (typeof TEXT_PLACEHOLDERS)[number];

/** Option codes keep the demo's upper-case sizes (TWO_CAR) and allow lower-case ones (small). */
export const OPTION_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * Bounds that keep every price an exact safe integer: at most 50 add-ons of at most
 * $100,000.00 x 1,000 units stays far below 2^53 / 10,000 (the largest amount a rate applies to).
 */
export const MAX_AMOUNT_CENTS = 10_000_000;
export const MAX_UNIT_QUANTITY = 1000;
export const MAX_ADDONS = 50;

const AMOUNT_TOO_LARGE = `must be at most ${MAX_AMOUNT_CENTS} cents ($100,000.00)`;
export const amountCents = positiveCents.max(MAX_AMOUNT_CENTS, AMOUNT_TOO_LARGE);

const PLACEHOLDER_PATTERN = /\{([^{}]*)\}/g;

/** A non-empty text that may use the given placeholders, and no other braces. */
export function textTemplate<Name extends string = TextPlaceholder>(allowed: readonly Name[]) {
  const allowedList = allowed.length
    ? `allowed here: ${allowed.map((name) => `{${name}}`).join(", ")}`
    : "no placeholder is allowed here";
  return text.superRefine((value, context) => {
    for (const [, name = ""] of value.matchAll(PLACEHOLDER_PATTERN)) {
      if (!allowed.some((candidate) => candidate === name)) {
        context.addIssue({
          code: "custom",
          message: `uses unknown placeholder {${name}}; ${allowedList}`,
        });
      }
    }
    if (/[{}]/.test(value.replace(PLACEHOLDER_PATTERN, ""))) {
      context.addIssue({
        code: "custom",
        message: "has a brace that is not part of a placeholder such as {service}",
      });
    }
  });
}

const wizardText = textTemplate(["service", "areas"]);
/**
 * The texts derived from the owner's words (src/shared/service-texts.ts): each is an override,
 * absent while the derived text is shown (docs/product/settings.md#your-words-and-the-texts).
 */
const derivedWizardText = wizardText.optional();
const derivedText = text.optional();
const progressLabels = { progressLabel: derivedText, progressShortLabel: derivedText };

/** One of the owner's words: a few words used inside sentences, without placeholders. */
export const WORD_MAX_LENGTH = 60;
const word = text
  .max(WORD_MAX_LENGTH, `must be at most ${WORD_MAX_LENGTH} characters (a few words)`)
  .refine((value) => !/[{}]/.test(value), "must not use braces: it is a word, not a text");

/** The wizard's texts, step by step; titles and subtitles may use `{service}` and `{areas}`. */
const steps = z.strictObject({
  address: z.strictObject({
    title: derivedWizardText,
    subtitle: wizardText.optional(),
    /** The embed's shorter subtitle (the embed shows its own neutral title). */
    compactSubtitle: derivedWizardText,
    ...progressLabels,
  }),
  option: z.strictObject({
    title: derivedWizardText,
    subtitle: wizardText.optional(),
    /** What the option is called: the choice's legend and its term on Review ("Driveway size"). */
    prompt: derivedText,
    /** After each price shown for an option: "per season", "per visit". */
    priceUnit: derivedText,
    ...progressLabels,
  }),
  addons: z.strictObject({
    title: derivedWizardText,
    subtitle: wizardText.optional(),
    ...progressLabels,
  }),
  review: z.strictObject({
    title: derivedWizardText,
    subtitle: wizardText.optional(),
    ...progressLabels,
  }),
  /** The custom-quote request form (contact and property details); not a numbered step. */
  details: z.strictObject({
    title: derivedWizardText,
    /** Shown when the customer chose the custom-quote option (not when out of area). */
    subtitle: wizardText.optional(),
    /** The example text in the "About your property" box. */
    propertyPlaceholder: derivedText,
  }),
});

const service = z.strictObject({
  /** The owner's words. In sentences: "Where do you need snow removal?". */
  name: word,
  /** The customer's property, lower case: "driveway", "home", "lawn". */
  propertyNoun: word,
  /** What the options measure, lower case: "driveway size" (absent: "{propertyNoun} size"). */
  measure: word.optional(),
  /** What one sale is, lower case: "clean", "visit" (absent: "season" or "visit" by billing). */
  unit: word.optional(),
  billing: z.enum(BILLINGS, expected(`must be one of ${BILLINGS.join(", ")}`)),
  icon: z.enum(OFFERING_ICONS, expected(`must be one of ${OFFERING_ICONS.join(", ")}`)),
  /** The header's line under "Get your instant quote": "3-inch Season Contract". */
  headline: derivedWizardText,
  contract: z.strictObject({
    /** What the customer buys, lower case, in sentences: "your season contract", "your visit". */
    name: derivedText,
    /** The summary line: "{start} to {end}" (season billing only), "One visit". */
    line: textTemplate(["start", "end"]).optional(),
  }),
  steps,
  /** The link text of the snippet for the business's website: "Get an instant {service} quote". */
  linkText: derivedWizardText,
  /** The points shown under the service details on Review; the embed shows the first only. */
  infoBullets: z.array(wizardText).min(1, "must have at least one bullet"),
  /** What happens after payment (success page and receipt); may use `{phone}`. */
  nextSteps: z.array(textTemplate(["phone"])).min(1, "must have at least one step"),
});

const option = z.strictObject({
  code: z
    .string(expected("must be a code"))
    .regex(OPTION_CODE_PATTERN, "must start with a letter and hold only letters, digits and _"),
  label: text,
  description: text,
  badge: text.optional(),
  /** This option has no price: choosing it asks for a custom quote. */
  customQuote: z.literal(true, expected("must be true when present")).optional(),
});

const area = z.strictObject({
  name: text,
  shape: areaShape,
  /** Option code -> price in cents (the matrix row). An option without a price is not sold here. */
  prices: z.record(z.string(), amountCents, expected("must be an object of option code -> cents")),
  /** The least a quote here may cost before fee and tax; a separate line makes up the rest. */
  minimumChargeCents: amountCents.optional(),
  /**
   * An example from the trade's template, placed where the owner said they work: shown in the
   * settings, never offered to customers until the owner keeps it (drops the flag) or replaces it.
   */
  example: z.literal(true, expected("must be true when present")).optional(),
});

const quantity = z
  .int(expected("must be a whole number"))
  .min(1, "must be at least 1")
  .max(MAX_UNIT_QUANTITY, `must be at most ${MAX_UNIT_QUANTITY}`);

const addonPricing = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("flat"), priceCents: amountCents }),
    z.strictObject({
      type: z.literal("per_unit"),
      unitPriceCents: amountCents,
      /** One unit, singular, lower case: "window", "room". */
      unitLabel: text,
      minQuantity: quantity,
      maxQuantity: quantity,
      /** The least this add-on costs, whatever the quantity. */
      minimumCents: amountCents.optional(),
    }),
  ],
  expected('must be "flat" or "per_unit"'),
);

const addon = z.strictObject({
  code: lowerCaseCode,
  label: text,
  description: text,
  pricing: addonPricing,
});

/**
 * Messages name what the owner sees in the settings ("billed for a season"), never a JSON path
 * or a code: a setting's hint and its problem must say the same thing.
 */
const ONLY_SEASON_BILLED = "billed for a season";
const NOT_SEASON_BILLED = `applies only to a service ${ONLY_SEASON_BILLED}`;
export const SEASON_DATES_NOT_SEASON_BILLED = `can show the season's dates ({start}, {end}) only for a service ${ONLY_SEASON_BILLED}`;

export const offeringSchema = z
  .strictObject({
    /** The trade's id, as in `config/trades/<trade>.json`: "snow-removal". */
    trade: z
      .string(expected("must be a trade id"))
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a trade id such as snow-removal"),
    service,
    options: z
      .array(option)
      .min(1, "must list at least one option")
      .max(CONFIG_LIMITS.options, `must list at most ${CONFIG_LIMITS.options} options`),
    areas: z
      .array(area)
      .min(1, "must list at least one service area")
      .max(CONFIG_LIMITS.areas, `must list at most ${CONFIG_LIMITS.areas} service areas`),
    addons: z.array(addon).max(MAX_ADDONS, `must list at most ${MAX_ADDONS} add-ons`),
    discounts: z.strictObject({
      /**
       * A fixed amount off the base price until the end of `deadline` before the season starts
       * (see getCurrentSeason); season billing only.
       */
      earlyBird: z.strictObject({ deadline: monthDay, amountCents }).optional(),
    }),
    /** Required when `service.billing` is "season", refused otherwise. */
    season: z
      .strictObject({
        /** First day, "MM-DD". */
        start: monthDay,
        /** Last day (inclusive), "MM-DD"; before `start` means it ends the next year. */
        end: monthDay,
        /** Shown after the dates: "3-inch snow trigger". */
        note: text.optional(),
      })
      .optional(),
    fees: z.strictObject({
      rateBasisPoints: basisPoints,
      fixedCents: nonNegativeCents.max(MAX_AMOUNT_CENTS, AMOUNT_TOO_LARGE),
    }),
    tax: z.strictObject({ rateBasisPoints: basisPoints }),
  })
  .superRefine((offering, context) => {
    const report = (path: (string | number)[], message: string) =>
      context.addIssue({ code: "custom", path, message });

    checkOptionMatrix(
      offering.options,
      offering.areas.map((candidate, index) => ({
        path: ["areas", index, "prices"],
        prices: candidate.prices,
      })),
      report,
    );
    checkAddons(offering.addons, report);
    checkAreas(offering.areas, report);

    const seasonBilled = offering.service.billing === "season";
    if (seasonBilled && !offering.season) {
      report(["season"], `is required for a service ${ONLY_SEASON_BILLED}`);
    }
    if (!seasonBilled && offering.season) report(["season"], NOT_SEASON_BILLED);
    if (!seasonBilled && offering.discounts.earlyBird) {
      report(["discounts", "earlyBird"], NOT_SEASON_BILLED);
    }
    if (!seasonBilled && /\{(start|end)\}/.test(offering.service.contract.line ?? "")) {
      report(["service", "contract", "line"], SEASON_DATES_NOT_SEASON_BILLED);
    }
  });

/** Records one problem at a JSON path; the checks below are shared with offering-services.ts. */
export type ReportIssue = (path: (string | number)[], message: string) => void;

type Path = (string | number)[];
type OptionChoice = z.infer<typeof option>;

/**
 * The options and their price matrix: unique codes, one custom-quote option at most and at
 * least one priced, each row pricing known priced options, each priced option priced somewhere.
 * `options` issues are reported under `at` (e.g. `["options"]`), a row's under its `path`.
 */
export function checkOptionMatrix(
  options: readonly OptionChoice[],
  rows: readonly { path: Path; prices: Record<string, number> }[],
  report: ReportIssue,
  at: Path = ["options"],
): void {
  findDuplicates(options.map((candidate) => candidate.code)).forEach((index) => {
    report([...at, index, "code"], "must be unique");
  });
  const custom = options.flatMap((candidate, index) => (candidate.customQuote ? [index] : []));
  if (custom.length === options.length) {
    report(at, "must include at least one priced option (not only custom-quote ones)");
  }
  for (const index of custom.slice(1)) {
    report([...at, index, "customQuote"], "must be set on one option at most");
  }

  for (const row of rows) {
    const codes = Object.keys(row.prices);
    if (codes.length === 0) report(row.path, "must price at least one option");
    for (const code of codes) {
      const priced = options.find((listed) => listed.code === code);
      if (!priced) {
        report([...row.path, code], "is not one of the options you sell");
      } else if (priced.customQuote) {
        report([...row.path, code], "is a custom-quote option: it has no price");
      }
    }
  }
  options.forEach((candidate, index) => {
    const pricedSomewhere = rows.some((row) => Object.hasOwn(row.prices, candidate.code));
    if (!candidate.customQuote && !pricedSomewhere) {
      report([...at, index, "code"], "has no price in any area: give it one in an area");
    }
  });
}

/** Add-ons: unique codes, and a per-unit add-on's bounds in order. */
export function checkAddons(
  addons: readonly z.infer<typeof addon>[],
  report: ReportIssue,
  at: Path = ["addons"],
): void {
  findDuplicates(addons.map((candidate) => candidate.code)).forEach((index) => {
    report([...at, index, "code"], "must be unique");
  });
  addons.forEach((candidate, index) => {
    const { pricing } = candidate;
    if (pricing.type === "per_unit" && pricing.maxQuantity < pricing.minQuantity) {
      report([...at, index, "pricing", "maxQuantity"], "must not be less than the least quantity");
    }
  });
}

/** Service areas: unique names, and all their shapes' points within the limit. */
export function checkAreas(
  areas: readonly Pick<z.infer<typeof area>, "name" | "shape">[],
  report: ReportIssue,
): void {
  findDuplicates(areas.map((candidate) => candidate.name)).forEach((index) => {
    report(["areas", index, "name"], "must be unique");
  });
  const vertices = areas.reduce(
    (sum, listed) =>
      sum +
      (listed.shape.type === "geojson" ? countVertices(listed.shape.geometry.coordinates) : 0),
    0,
  );
  if (vertices > CONFIG_LIMITS.totalVertices) {
    report(
      ["areas"],
      `have ${vertices} points together; at most ${CONFIG_LIMITS.totalVertices} are allowed (simplify their shapes)`,
    );
  }
}

export type Offering = z.infer<typeof offeringSchema>;
export type OfferingOption = Offering["options"][number];
export type OfferingArea = Offering["areas"][number];
export type OfferingAddon = Offering["addons"][number];
export type OfferingAddonPricing = OfferingAddon["pricing"];

export type OfferingValidation =
  | { ok: true; offering: Offering }
  | { ok: false; issues: ConfigIssue[] };

/**
 * Validates an offering, every issue named by its JSON path:
 * `{ path: "areas[0].prices.TEN_CAR", message: "is not an option listed in options" }`.
 */
export function validateOffering(data: unknown): OfferingValidation {
  const result = offeringSchema.safeParse(data, { error: describeConfigIssue });
  return result.success
    ? { ok: true, offering: result.data }
    : { ok: false, issues: toConfigIssues(result.error) };
}

/** The options that have a price (all but the custom-quote one), in the business's order. */
export function getPricedOptions(offering: Pick<Offering, "options">): OfferingOption[] {
  return offering.options.filter((candidate) => !candidate.customQuote);
}

/** The areas customers are offered: every area but the template's examples not kept yet. */
export function offeredAreas<Area extends Pick<OfferingArea, "example">>(
  areas: readonly Area[],
): Area[] {
  return areas.filter((area) => !area.example);
}

const listFormat = new Intl.ListFormat("en-US", { type: "conjunction" });

/** "Scarsdale, White Plains and Harrison": the areas as the wizard's `{areas}` names them. */
export function formatAreaNames(areas: readonly Pick<OfferingArea, "name">[]): string {
  // The wizard's texts have always said "A, B and C", without the serial comma.
  return listFormat.format(areas.map((area) => area.name)).replace(/, and /, " and ");
}

/**
 * Fills a text's placeholders: `fillText("Where do you need {service}?", { service: "lawn
 * mowing" })`. A placeholder without a value is a programming error and throws.
 */
export function fillText<Name extends string = TextPlaceholder>(
  template: string,
  values: Partial<Record<Name, string>>,
): string {
  return template.replace(PLACEHOLDER_PATTERN, (placeholder, name: string) => {
    const value = values[name as Name];
    if (value === undefined) throw new RangeError(`no value for ${placeholder} in "${template}"`);
    return value;
  });
}

/**
 * What happens after payment, the business's phone filled in. A step that needs the phone is
 * left out while the business has none (just signed up): better no step than a blank number.
 */
export function fillNextSteps(
  offering: Pick<Offering, "service">,
  phone: string | undefined,
): string[] {
  return offering.service.nextSteps
    .filter((step) => phone !== undefined || !step.includes("{phone}"))
    .map((step) => fillText(step, phone === undefined ? {} : { phone }));
}

/**
 * The contract's summary line, the season's dates filled in when billed by the season:
 * "{start} to {end}" -> "November 10, 2025 to April 10, 2026". Without a season (an order sold
 * before its business changed its billing) a line that needs the dates gives way to the
 * contract's name.
 */
export function formatContractLine(
  offering: Pick<Offering, "service">,
  season?: { starts_on: string; ends_on: string } | null,
): string {
  const { contract } = resolveService(offering.service);
  if (!season && /\{(start|end)\}/.test(contract.line)) return contract.name;
  return fillText(contract.line, {
    ...(season && { start: formatIsoDate(season.starts_on), end: formatIsoDate(season.ends_on) }),
  });
}
