import type { Billing, Offering } from "./offering";

/**
 * The wizard's texts derived from a few words the owner sets, each overridable
 * (docs/product/settings.md#your-words-and-the-texts, docs/decisions/036): a text the owner did
 * not write follows the words, so renaming what is sold renames it everywhere.
 */

type StoredService = Offering["service"];

/** The owner's words, each filled in: the measure and the unit have defaults. */
export type OwnerWords = {
  /** "house cleaning" */
  name: string;
  /** "home" */
  propertyNoun: string;
  /** What the options measure: "home size". */
  measure: string;
  /** What one sale is: "clean", "visit", "season". */
  unit: string;
};

/** The measure and unit of a service that has not set its own. */
export function defaultWords(service: Pick<StoredService, "propertyNoun" | "billing">) {
  return {
    measure: `${service.propertyNoun} size`,
    unit: service.billing === "season" ? "season" : "visit",
  };
}

export function ownerWords(
  service: Pick<StoredService, "name" | "propertyNoun" | "measure" | "unit" | "billing">,
): OwnerWords {
  const defaults = defaultWords(service);
  return {
    name: service.name,
    propertyNoun: service.propertyNoun,
    // A word being typed again (empty for a moment) gives way to its default.
    measure: service.measure?.trim() || defaults.measure,
    unit: service.unit?.trim() || defaults.unit,
  };
}

/** Every text that is derived unless overridden, by its path under `service`. */
export const DERIVED_TEXT_PATHS = [
  "headline",
  "contract.name",
  "contract.line",
  "steps.address.title",
  "steps.address.compactSubtitle",
  "steps.address.progressLabel",
  "steps.address.progressShortLabel",
  "steps.option.title",
  "steps.option.prompt",
  "steps.option.priceUnit",
  "steps.option.progressLabel",
  "steps.option.progressShortLabel",
  "steps.addons.title",
  "steps.addons.progressLabel",
  "steps.addons.progressShortLabel",
  "steps.review.title",
  "steps.review.progressLabel",
  "steps.review.progressShortLabel",
  "steps.details.title",
  "steps.details.propertyPlaceholder",
  "linkText",
] as const;
export type DerivedTextPath = (typeof DERIVED_TEXT_PATHS)[number];

const capitalise = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * The texts the words give: `{service}` stays a placeholder where the wizard fills it, the other
 * words are written in.
 */
export function deriveTexts(words: OwnerWords, billing: Billing): Record<DerivedTextPath, string> {
  const { name, propertyNoun, measure, unit } = words;
  const measureWords = measure.split(/\s+/);
  const oneTime = billing === "one_time";
  const CHECKED = "We'll check that we serve your address first.";
  return {
    headline: `${capitalise(name)}, priced ${oneTime ? "up front" : `per ${unit}`}`,
    "contract.name": name,
    "contract.line":
      billing === "season"
        ? "{start} to {end}"
        : `One ${unit}, ${oneTime ? "on a day we agree with you" : "scheduled with you by email"}`,
    "steps.address.title": "Where do you need {service}?",
    "steps.address.compactSubtitle": oneTime
      ? `One ${unit}, priced up front. ${CHECKED}`
      : `Priced per ${unit}. ${CHECKED}`,
    "steps.address.progressLabel": "Address",
    "steps.address.progressShortLabel": "Address",
    "steps.option.title": `Select your ${measure}`,
    "steps.option.prompt": capitalise(measure),
    "steps.option.priceUnit": `${oneTime ? "one" : "per"} ${unit}`,
    "steps.option.progressLabel": capitalise(measureWords[0] ?? measure),
    "steps.option.progressShortLabel": capitalise(measureWords.at(-1) ?? measure),
    "steps.addons.title": "Additional services",
    "steps.addons.progressLabel": "Options",
    "steps.addons.progressShortLabel": "Extras",
    "steps.review.title": "Your {service} quote",
    "steps.review.progressLabel": "Quote",
    "steps.review.progressShortLabel": "Quote",
    "steps.details.title": "Custom {service} quote",
    "steps.details.propertyPlaceholder": `Anything we should know about your ${propertyNoun}...`,
    linkText: "Get an instant {service} quote",
  };
}

type TextRecord = Record<string, unknown>;

/** The text at a path under `service`, or undefined. */
export function readServiceText(service: unknown, path: string): string | undefined {
  const value = path
    .split(".")
    .reduce<unknown>((node, key) => (node as TextRecord | undefined)?.[key], service);
  return typeof value === "string" ? value : undefined;
}

/** The service's override at a path: undefined while the text is derived. */
export const overrideOf = (service: StoredService, path: DerivedTextPath) =>
  readServiceText(service, path);

type Steps = StoredService["steps"];
/** A step's texts all filled but its optional subtitle. */
type ResolvedStep<Step> = Required<Omit<Step, "subtitle">> & Pick<Step, "subtitle" & keyof Step>;
/** A service with every derived text filled: its override, else the text its words give. */
export type ResolvedService = Omit<StoredService, "headline" | "contract" | "steps" | "linkText"> &
  OwnerWords & {
    headline: string;
    contract: { name: string; line: string };
    linkText: string;
    steps: {
      address: ResolvedStep<Steps["address"]>;
      option: ResolvedStep<Steps["option"]>;
      addons: ResolvedStep<Steps["addons"]>;
      review: ResolvedStep<Steps["review"]>;
      details: ResolvedStep<Steps["details"]>;
    };
  };

/**
 * The service with every text the wizard shows: each override, else its derived text. Each
 * step's texts keep the schema's order, so a business that overrides them all reads as before.
 */
export function resolveService(service: StoredService): ResolvedService {
  const derived = deriveTexts(ownerWords(service), service.billing);
  const text = (path: DerivedTextPath) => overrideOf(service, path) ?? derived[path];
  const { address, option, addons, review, details } = service.steps;
  const subtitleOf = (step: { subtitle?: string | undefined }) =>
    step.subtitle === undefined ? {} : { subtitle: step.subtitle };
  const progress = (step: "address" | "option" | "addons" | "review") => ({
    progressLabel: text(`steps.${step}.progressLabel`),
    progressShortLabel: text(`steps.${step}.progressShortLabel`),
  });
  return {
    ...service,
    ...ownerWords(service),
    headline: text("headline"),
    contract: { name: text("contract.name"), line: text("contract.line") },
    linkText: text("linkText"),
    steps: {
      address: {
        title: text("steps.address.title"),
        ...subtitleOf(address),
        compactSubtitle: text("steps.address.compactSubtitle"),
        ...progress("address"),
      },
      option: {
        title: text("steps.option.title"),
        ...subtitleOf(option),
        prompt: text("steps.option.prompt"),
        priceUnit: text("steps.option.priceUnit"),
        ...progress("option"),
      },
      addons: { title: text("steps.addons.title"), ...subtitleOf(addons), ...progress("addons") },
      review: { title: text("steps.review.title"), ...subtitleOf(review), ...progress("review") },
      details: {
        title: text("steps.details.title"),
        ...subtitleOf(details),
        propertyPlaceholder: text("steps.details.propertyPlaceholder"),
      },
    },
  };
}

/**
 * Where a text the wizard shows comes from: the owner's words, the owner's own override, or
 * (an override that is word for word the trade template's text at the same place) the template.
 */
export type TextSource = "derived" | "own" | "template";

export function textSource(
  service: StoredService,
  path: DerivedTextPath,
  templateTexts: Readonly<Record<string, string>> | undefined,
): TextSource {
  const override = overrideOf(service, path);
  if (override === undefined) return "derived";
  return templateTexts?.[path] === override ? "template" : "own";
}
