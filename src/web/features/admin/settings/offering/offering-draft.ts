import type { BusinessConfig } from "@/shared/business-config";
import type { ConfigIssue } from "@/shared/config-issues";
import { FREQUENCIES, type Frequency } from "@/shared/frequency-names";
import { formatHundredths, parseHundredths } from "@/shared/money";
import { MAX_AMOUNT_CENTS, type Offering, type OfferingOption } from "@/shared/offering";
import type { Service, ServicesOffering } from "@/shared/offering-services";
import type { QuantityUnit } from "@/shared/quantity-units";
import {
  MAX_ADJUSTMENT_BASIS_POINTS,
  MIN_ADJUSTMENT_BASIS_POINTS,
  type PriceAdjustment,
  type ServiceFrequency,
} from "@/shared/service-frequency";
import type { QuantityPricing } from "@/shared/service-quantity";
import type { ServicesBusinessConfig } from "@/shared/stored-business-config";
import type { DraftResult } from "../form/use-section-form";

/**
 * What a business sells, as the "What you sell" form edits it (docs/product/settings.md#what-you-sell):
 * a list of services, each with today's texts, options, price matrix and add-ons, and its
 * billing, frequencies and quantities. Amounts are the texts typed in dollars (percentages for
 * rates, whole numbers for quantities) until saved, when they become integer cents (basis points);
 * an empty price means the option is not sold in that area. Prices are kept by each option's
 * `key`, which stays while its code is being retyped; the areas are the business's, edited under
 * Service areas.
 */
export type OptionDraft = OfferingOption & { key: string };
export type AreaPricesDraft = {
  name: string;
  /** Option key -> dollars typed. */
  prices: Record<string, string>;
  minimumCharge: string;
};
export type AddonDraft = {
  code: string;
  label: string;
  description: string;
  type: "flat" | "per_unit";
  price: string;
  unitPrice: string;
  unitLabel: string;
  minQuantity: string;
  maxQuantity: string;
  minimum: string;
};
/** A price change as an owner says it: none, a percentage or an amount, off or more. */
export type AdjustmentDraft = {
  kind: "none" | "percent_off" | "percent_more" | "amount_off" | "amount_more";
  value: string;
};
export type FrequencyDraft = {
  offered: boolean;
  adjustment: AdjustmentDraft;
  firstVisit: AdjustmentDraft;
};
export type QuantityDraft = {
  key: string;
  code: string;
  label: string;
  unit: QuantityUnit;
  min: string;
  max: string;
  step: string;
  customQuoteAbove: string;
  pricing: QuantityPricing["type"];
  unitPrice: string;
  bands: { upTo: string; price: string }[];
  overEach: string;
  overPrice: string;
  /** The last tier's "up to" is left empty: it prices every unit above. */
  tiers: { upTo: string; unitPrice: string }[];
  /** Kept as saved: areas priced differently are not edited here. */
  pricingByArea?: Record<string, QuantityPricing>;
};
type StepTexts = NonNullable<Service["texts"]["steps"]["quantities"]>;
export type ServiceDraft = {
  key: string;
  code: string;
  /** The owner's words and the texts, as today's one service has them (with its billing). */
  service: Offering["service"];
  /** The texts of the steps only some services have. */
  quantitiesStep: StepTexts;
  frequencyStep: StepTexts;
  pricedByOption: boolean;
  pricedByQuantities: boolean;
  options: OptionDraft[];
  areas: AreaPricesDraft[];
  minimumCharge: string;
  quantities: QuantityDraft[];
  addons: AddonDraft[];
  frequencies: Record<Frequency, FrequencyDraft>;
  earlyBird: { offered: boolean; deadline: string; amount: string };
  season: { start: string; end: string; note: string };
  /** Kept as saved: booking's durations are not edited here. */
  duration?: Service["duration"];
};
export type ServiceStepDraft = NonNullable<ServicesOffering["serviceStep"]>;
export type OfferingDraft = {
  trade: string;
  serviceStep: ServiceStepDraft;
  services: ServiceDraft[];
  feeRate: string;
  feeFixed: string;
  taxRate: string;
};

export const DOLLARS_MESSAGE = "must be an amount in dollars such as 219.50 (at most 2 decimals)";
export const PERCENT_MESSAGE = "must be a percentage such as 4.9 (at most 2 decimals)";
export const WHOLE_NUMBER_MESSAGE = "must be a whole number";
/** Said of a quantity's field left empty; not checked live, as the owner may be typing it. */
export const REQUIRED_MESSAGE = "is required";
const PERCENT_OFF_MESSAGE = "must be at most 100% off";
const PERCENT_MORE_MESSAGE = `must be at most ${MAX_ADJUSTMENT_BASIS_POINTS / 100}% more`;
const AMOUNT_MESSAGE = `must be at most ${formatHundredths(MAX_AMOUNT_CENTS)} dollars`;

/** The texts a new step starts with; the owner words them under the service's texts. */
export const NEW_STEP_TEXTS = {
  quantities: { title: "Tell us the size", progressLabel: "Size", progressShortLabel: "Size" },
  frequency: { title: "How often?", progressLabel: "How often", progressShortLabel: "Often" },
  service: { title: "What do you need?", progressLabel: "Service", progressShortLabel: "Service" },
} as const;

const dollars = (cents: number | undefined) => (cents === undefined ? "" : formatHundredths(cents));
const whole = (value: number | undefined) => (value === undefined ? "" : String(value));

let lastKey = 0;
/** A key for a new row (an option, a quantity, a service), unique within the page. */
export function newKey(kind = "row"): string {
  lastKey += 1;
  return `${kind}-${lastKey}`;
}

function addonToDraft({
  code,
  label,
  description,
  pricing,
}: Service["addons"][number]): AddonDraft {
  const blank = { unitLabel: "", minQuantity: "1", maxQuantity: "100", minimum: "" };
  return pricing.type === "flat"
    ? {
        code,
        label,
        description,
        type: "flat",
        price: dollars(pricing.priceCents),
        unitPrice: "",
        ...blank,
      }
    : {
        code,
        label,
        description,
        type: "per_unit",
        price: "",
        unitPrice: dollars(pricing.unitPriceCents),
        unitLabel: pricing.unitLabel,
        minQuantity: String(pricing.minQuantity),
        maxQuantity: String(pricing.maxQuantity),
        minimum: dollars(pricing.minimumCents),
      };
}

function adjustmentToDraft(adjustment: PriceAdjustment | undefined): AdjustmentDraft {
  if (!adjustment) return { kind: "none", value: "" };
  const value = adjustment.type === "percent" ? adjustment.basisPoints : adjustment.cents;
  const off = value < 0;
  const kind =
    adjustment.type === "percent"
      ? off
        ? "percent_off"
        : "percent_more"
      : off
        ? "amount_off"
        : "amount_more";
  return { kind, value: formatHundredths(Math.abs(value)) };
}

export function blankQuantity(code: string): QuantityDraft {
  return {
    key: newKey("quantity"),
    code,
    label: "",
    unit: "item",
    min: "1",
    max: "10",
    step: "",
    customQuoteAbove: "",
    pricing: "per_unit",
    unitPrice: "",
    bands: [{ upTo: "", price: "" }],
    overEach: "",
    overPrice: "",
    tiers: [{ upTo: "", unitPrice: "" }],
  };
}

function quantityToDraft(quantity: NonNullable<Service["pricing"]["quantities"]>[number]) {
  const { pricing } = quantity;
  const draft: QuantityDraft = {
    ...blankQuantity(quantity.code),
    label: quantity.label,
    unit: quantity.unit,
    min: String(quantity.min),
    max: String(quantity.max),
    step: whole(quantity.step),
    customQuoteAbove: whole(quantity.customQuoteAbove),
    pricing: pricing.type,
    ...(quantity.pricingByArea && { pricingByArea: quantity.pricingByArea }),
  };
  if (pricing.type === "per_unit") draft.unitPrice = dollars(pricing.unitPriceCents);
  if (pricing.type === "bands") {
    draft.bands = pricing.bands.map((band) => ({
      upTo: String(band.upTo),
      price: dollars(band.priceCents),
    }));
    draft.overEach = whole(pricing.over?.each);
    draft.overPrice = dollars(pricing.over?.priceCents);
  }
  if (pricing.type === "tiers") {
    draft.tiers = pricing.tiers.map((tier) => ({
      upTo: whole(tier.upTo),
      unitPrice: dollars(tier.unitPriceCents),
    }));
  }
  return draft;
}

function frequenciesToDraft(billing: Service["billing"]): Record<Frequency, FrequencyDraft> {
  const offered = billing.type === "per_visit" ? billing.frequencies : [{ code: "one_time" }];
  return Object.fromEntries(
    FREQUENCIES.map((code) => {
      const frequency = offered.find((each) => each.code === code) as ServiceFrequency | undefined;
      return [
        code,
        {
          offered: frequency !== undefined,
          adjustment: adjustmentToDraft(frequency?.adjustment),
          firstVisit: adjustmentToDraft(frequency?.firstVisit),
        },
      ];
    }),
  ) as Record<Frequency, FrequencyDraft>;
}

export function serviceToDraft(service: Service, areas: readonly { name: string }[]): ServiceDraft {
  const { billing, pricing } = structuredClone(service);
  const { quantities, frequency, option, ...steps } = service.texts.steps;
  const options = (pricing.options ?? []).map((each) => ({ ...each, key: newKey("option") }));
  const byArea = pricing.minimumChargeCentsByArea ?? {};
  return {
    key: newKey("service"),
    code: service.code,
    service: structuredClone({
      ...service.texts,
      steps: { ...steps, option: option ?? {} },
      billing: billing.type,
    }),
    quantitiesStep: { ...(quantities ?? NEW_STEP_TEXTS.quantities) },
    frequencyStep: { ...(frequency ?? NEW_STEP_TEXTS.frequency) },
    pricedByOption: pricing.options !== undefined,
    pricedByQuantities: pricing.quantities !== undefined,
    options,
    areas: areas.map(({ name }) => {
      const row = pricing.prices?.[name] ?? {};
      return {
        name,
        prices: Object.fromEntries(
          options.flatMap((each) =>
            Object.hasOwn(row, each.code) ? [[each.key, dollars(row[each.code])]] : [],
          ),
        ),
        minimumCharge: dollars(byArea[name]),
      };
    }),
    minimumCharge: dollars(pricing.minimumChargeCents),
    quantities: (pricing.quantities ?? []).map(quantityToDraft),
    addons: service.addons.map(addonToDraft),
    frequencies: frequenciesToDraft(billing),
    earlyBird: {
      offered: billing.type === "season" && billing.earlyBird !== undefined,
      deadline: (billing.type === "season" && billing.earlyBird?.deadline) || "",
      amount: billing.type === "season" ? dollars(billing.earlyBird?.amountCents) : "",
    },
    season: {
      start: billing.type === "season" ? billing.season.start : "",
      end: billing.type === "season" ? billing.season.end : "",
      note: (billing.type === "season" && billing.season.note) || "",
    },
    ...(service.duration && { duration: service.duration }),
  };
}

export function toOfferingDraft(services: ServicesOffering): OfferingDraft {
  return {
    trade: services.trade,
    serviceStep: { ...(services.serviceStep ?? NEW_STEP_TEXTS.service) },
    services: services.services.map((service) => serviceToDraft(service, services.areas)),
    feeRate: formatHundredths(services.fees.rateBasisPoints),
    feeFixed: dollars(services.fees.fixedCents),
    taxRate: formatHundredths(services.tax.rateBasisPoints),
  };
}

/** A code no item of a list has yet: `${prefix}_2`, `${prefix}_3`... */
export function unusedCode(taken: readonly string[], prefix: string): string {
  let number = taken.length + 1;
  while (taken.includes(`${prefix}_${number}`)) number += 1;
  return `${prefix}_${number}`;
}

/**
 * A new service, named by the owner: the first service's words and texts to start from, one
 * time, priced per unit of a quantity the owner names.
 */
export function newServiceDraft(draft: OfferingDraft): ServiceDraft {
  const [first] = draft.services;
  const service: Offering["service"] = structuredClone(first!.service);
  service.name = "";
  service.billing = "one_time";
  return {
    ...structuredClone(first!),
    key: newKey("service"),
    code: unusedCode(
      draft.services.map((each) => each.code),
      "service",
    ),
    service,
    pricedByOption: false,
    pricedByQuantities: true,
    options: [],
    areas: first!.areas.map(({ name }) => ({ name, prices: {}, minimumCharge: "" })),
    minimumCharge: "",
    quantities: [blankQuantity("quantity_1")],
    addons: [],
    frequencies: frequenciesToDraft({ type: "one_time" }),
    earlyBird: { offered: false, deadline: "", amount: "" },
    season: { start: "", end: "", note: "" },
    duration: undefined,
  };
}

/**
 * Reads the draft's typed numbers, each problem named at its setting's path. A value that does
 * not read leaves the saved one (or none, for a price) in the configuration, so the preview keeps
 * working; the problem stops the save.
 */
function createReader() {
  const issues: ConfigIssue[] = [];
  const read = (
    text: string,
    path: string,
    parse: (text: string) => number | null,
    message: string,
  ) => {
    const value = parse(text);
    if (value === null) issues.push({ path, message });
    return value ?? undefined;
  };
  const wholeNumber = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed) : null);
  return {
    issues,
    /** Dollars as cents; "" reads as nothing. */
    optionalDollars: (text: string, path: string) =>
      text.trim() === "" ? undefined : read(text, path, parseHundredths, DOLLARS_MESSAGE),
    dollars: (text: string, path: string, saved: number) =>
      read(text, path, parseHundredths, DOLLARS_MESSAGE) ?? saved,
    percent: (text: string, path: string, saved: number) =>
      read(text, path, parseHundredths, PERCENT_MESSAGE) ?? saved,
    wholeNumber: (text: string, path: string, saved: number) =>
      read(text, path, wholeNumber, WHOLE_NUMBER_MESSAGE) ?? saved,
    optionalWholeNumber: (text: string, path: string) =>
      text.trim() === "" ? undefined : read(text, path, wholeNumber, WHOLE_NUMBER_MESSAGE),
    /** A quantity's number or price: empty is named as such, anything else as not reading. */
    required: (text: string, path: string, kind: "whole" | "dollars") => {
      if (text.trim() === "") {
        issues.push({ path, message: REQUIRED_MESSAGE });
        return 0;
      }
      return kind === "whole"
        ? (read(text, path, wholeNumber, WHOLE_NUMBER_MESSAGE) ?? 0)
        : (read(text, path, parseHundredths, DOLLARS_MESSAGE) ?? 0);
    },
    /** An adjustment as the schema keeps it; out of range is named here, in the owner's words. */
    adjustment: (draft: AdjustmentDraft, path: string): PriceAdjustment | undefined => {
      if (draft.kind === "none") return undefined;
      const percent = draft.kind.startsWith("percent");
      const value = read(
        draft.value,
        path,
        parseHundredths,
        percent ? PERCENT_MESSAGE : DOLLARS_MESSAGE,
      );
      if (value === undefined) return undefined;
      const signed = draft.kind.endsWith("_off") ? -value : value;
      if (percent && signed < MIN_ADJUSTMENT_BASIS_POINTS)
        issues.push({ path, message: PERCENT_OFF_MESSAGE });
      else if (percent && signed > MAX_ADJUSTMENT_BASIS_POINTS)
        issues.push({ path, message: PERCENT_MORE_MESSAGE });
      else if (!percent && value > MAX_AMOUNT_CENTS) issues.push({ path, message: AMOUNT_MESSAGE });
      else
        return percent
          ? { type: "percent", basisPoints: signed }
          : { type: "amount", cents: signed };
      return undefined;
    },
  };
}
type Reader = ReturnType<typeof createReader>;

function applyAddon(addon: AddonDraft, path: string, reader: Reader): Service["addons"][number] {
  const { code, label, description } = addon;
  if (addon.type === "flat") {
    return {
      code,
      label,
      description,
      pricing: { type: "flat", priceCents: reader.dollars(addon.price, `${path}.priceCents`, 0) },
    };
  }
  const minimumCents = reader.optionalDollars(addon.minimum, `${path}.minimumCents`);
  return {
    code,
    label,
    description,
    pricing: {
      type: "per_unit",
      unitPriceCents: reader.dollars(addon.unitPrice, `${path}.unitPriceCents`, 0),
      unitLabel: addon.unitLabel,
      minQuantity: reader.wholeNumber(addon.minQuantity, `${path}.minQuantity`, 1),
      maxQuantity: reader.wholeNumber(addon.maxQuantity, `${path}.maxQuantity`, 1),
      ...(minimumCents !== undefined && { minimumCents }),
    },
  };
}

function applyQuantityPricing(quantity: QuantityDraft, path: string, reader: Reader) {
  if (quantity.pricing === "per_unit") {
    return {
      type: "per_unit" as const,
      unitPriceCents: reader.required(quantity.unitPrice, `${path}.unitPriceCents`, "dollars"),
    };
  }
  if (quantity.pricing === "bands") {
    const overEach = reader.optionalWholeNumber(quantity.overEach, `${path}.over.each`);
    const overPrice = reader.optionalDollars(quantity.overPrice, `${path}.over.priceCents`);
    return {
      type: "bands" as const,
      bands: quantity.bands.map((band, index) => ({
        upTo: reader.required(band.upTo, `${path}.bands[${index}].upTo`, "whole"),
        priceCents: reader.required(band.price, `${path}.bands[${index}].priceCents`, "dollars"),
      })),
      ...((overEach !== undefined || overPrice !== undefined) && {
        over: { each: overEach ?? 0, priceCents: overPrice ?? 0 },
      }),
    };
  }
  return {
    type: "tiers" as const,
    tiers: quantity.tiers.map((tier, index) => {
      const upTo = reader.optionalWholeNumber(tier.upTo, `${path}.tiers[${index}].upTo`);
      return {
        ...(upTo !== undefined && { upTo }),
        unitPriceCents: reader.required(
          tier.unitPrice,
          `${path}.tiers[${index}].unitPriceCents`,
          "dollars",
        ),
      };
    }),
  };
}

function applyBilling(service: ServiceDraft, path: string, reader: Reader): Service["billing"] {
  const type = service.service.billing;
  if (type === "one_time") return { type };
  if (type === "per_visit") {
    const offered = FREQUENCIES.filter((code) => service.frequencies[code].offered);
    return {
      type,
      frequencies: offered.map((code, index) => {
        const at = `${path}.frequencies[${index}]`;
        const { adjustment, firstVisit } = service.frequencies[code];
        const every = reader.adjustment(adjustment, `${at}.adjustment`);
        const first =
          code === "one_time" ? undefined : reader.adjustment(firstVisit, `${at}.firstVisit`);
        return { code, ...(every && { adjustment: every }), ...(first && { firstVisit: first }) };
      }),
    };
  }
  const { season, earlyBird } = service;
  return {
    type,
    season: {
      start: season.start,
      end: season.end,
      ...(season.note.trim() && { note: season.note }),
    },
    ...(earlyBird.offered && {
      earlyBird: {
        deadline: earlyBird.deadline,
        amountCents: reader.dollars(earlyBird.amount, `${path}.earlyBird.amountCents`, 0),
      },
    }),
  };
}

function applyService(draft: ServiceDraft, path: string, reader: Reader): Service {
  const { billing: _billing, steps, ...texts } = draft.service;
  const { option, ...otherSteps } = steps;
  const pricedOptions = draft.options.filter((each) => !each.customQuote && each.code !== "");
  const prices: Record<string, Record<string, number>> = {};
  const minimums: Record<string, number> = {};
  if (draft.pricedByOption) {
    for (const area of draft.areas) {
      const row: Record<string, number> = {};
      for (const each of pricedOptions) {
        const cents = reader.optionalDollars(
          area.prices[each.key] ?? "",
          `${path}.pricing.prices.${area.name}.${each.code}`,
        );
        if (cents !== undefined) row[each.code] = cents;
      }
      if (Object.keys(row).length) prices[area.name] = row;
      const minimum = reader.optionalDollars(
        area.minimumCharge,
        `${path}.pricing.minimumChargeCentsByArea.${area.name}`,
      );
      if (minimum !== undefined) minimums[area.name] = minimum;
    }
  }
  const minimumChargeCents = reader.optionalDollars(
    draft.minimumCharge,
    `${path}.pricing.minimumChargeCents`,
  );
  const quantities = draft.quantities.map((quantity, index) => {
    const at = `${path}.pricing.quantities[${index}]`;
    const step = reader.optionalWholeNumber(quantity.step, `${at}.step`);
    const customQuoteAbove = reader.optionalWholeNumber(
      quantity.customQuoteAbove,
      `${at}.customQuoteAbove`,
    );
    return {
      code: quantity.code,
      label: quantity.label,
      unit: quantity.unit,
      min: reader.required(quantity.min, `${at}.min`, "whole"),
      max: reader.required(quantity.max, `${at}.max`, "whole"),
      ...(step !== undefined && { step }),
      ...(customQuoteAbove !== undefined && { customQuoteAbove }),
      pricing: applyQuantityPricing(quantity, `${at}.pricing`, reader),
      ...(quantity.pricingByArea && { pricingByArea: quantity.pricingByArea }),
    };
  });
  const recurring =
    draft.service.billing === "per_visit" &&
    FREQUENCIES.filter((code) => draft.frequencies[code].offered).length > 1;
  return {
    code: draft.code,
    texts: {
      ...texts,
      steps: {
        ...otherSteps,
        ...(draft.pricedByOption && { option }),
        ...(draft.pricedByQuantities && { quantities: draft.quantitiesStep }),
        ...(recurring && { frequency: draft.frequencyStep }),
      },
    },
    billing: applyBilling(draft, `${path}.billing`, reader),
    pricing: {
      ...(draft.pricedByOption && {
        options: draft.options.map(({ key: _key, badge, customQuote, ...each }) => ({
          ...each,
          ...(badge?.trim() && { badge }),
          ...(customQuote && { customQuote }),
        })),
        prices,
      }),
      ...(draft.pricedByQuantities && { quantities }),
      ...(minimumChargeCents !== undefined && { minimumChargeCents }),
      ...(Object.keys(minimums).length > 0 && { minimumChargeCentsByArea: minimums }),
    },
    addons: draft.addons.map((addon, index) =>
      applyAddon(addon, `${path}.addons[${index}].pricing`, reader),
    ),
    ...(draft.duration && { duration: draft.duration }),
  };
}

/** The configuration the draft would save: the business's, with its services offering. */
export function applyOfferingDraft(
  config: BusinessConfig,
  draft: OfferingDraft,
): DraftResult<ServicesBusinessConfig> {
  const saved = config.offering;
  const reader = createReader();
  const offering: ServicesOffering = {
    trade: draft.trade,
    ...(draft.services.length > 1 && { serviceStep: draft.serviceStep }),
    services: draft.services.map((service, index) =>
      applyService(service, `offering.services[${index}]`, reader),
    ),
    areas: saved.areas.map(({ prices: _prices, minimumChargeCents: _minimum, ...area }) => area),
    fees: {
      rateBasisPoints: reader.percent(
        draft.feeRate,
        "offering.fees.rateBasisPoints",
        saved.fees.rateBasisPoints,
      ),
      fixedCents: reader.dollars(draft.feeFixed, "offering.fees.fixedCents", saved.fees.fixedCents),
    },
    tax: {
      rateBasisPoints: reader.percent(
        draft.taxRate,
        "offering.tax.rateBasisPoints",
        saved.tax.rateBasisPoints,
      ),
    },
  };
  return { config: { ...config, offering }, issues: reader.issues };
}

const QUANTITY_PATH = /^offering\.services\[(\d+)\]\.pricing\.quantities\[(\d+)\]\.(.*)$/;
const ROW_PATH = /^pricing\.(bands|tiers)\[(\d+)\]/;

/**
 * The problems of a quantity's bounds and price shown as they are typed
 * (docs/product/settings.md#what-you-sell): bands out of order or short of the most, as soon as
 * the owner typed them; a field left empty, and a band still being filled in, wait for the save.
 */
export function isLiveQuantityIssue(issue: ConfigIssue, draft: OfferingDraft): boolean {
  const match = QUANTITY_PATH.exec(issue.path);
  if (!match || issue.message === REQUIRED_MESSAGE) return false;
  const quantity = draft.services[Number(match[1])]?.quantities[Number(match[2])];
  if (!quantity) return false;
  const row = ROW_PATH.exec(match[3]!);
  if (!row) return true;
  const index = Number(row[2]);
  if (row[1] === "bands") {
    const band = quantity.bands[index];
    return Boolean(band?.upTo.trim() && band.price.trim());
  }
  const tier = quantity.tiers[index];
  const last = index === quantity.tiers.length - 1;
  return Boolean(tier?.unitPrice.trim() && (last || tier.upTo.trim()));
}
