import type { BusinessConfig } from "@/shared/business-config";
import type { AreaShape } from "@/shared/config-fields";
import type { ConfigIssue } from "@/shared/config-issues";
import { formatHundredths, parseHundredths } from "@/shared/money";
import type { Offering, OfferingOption } from "@/shared/offering";
import type { DraftResult } from "../form/use-section-form";

/**
 * What a business sells, as the "What you sell" form edits it (docs/product/settings.md#what-you-sell):
 * amounts are the texts typed in dollars (percentages for rates) until saved, when they become
 * integer cents (basis points); an empty price means the option is not sold in that area. Prices
 * are kept by each option's `key`, which stays while its code is being retyped.
 */
export type OptionDraft = OfferingOption & { key: string };
export type AreaDraft = {
  name: string;
  shape: AreaShape;
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
export type OfferingDraft = {
  trade: string;
  service: Offering["service"];
  options: OptionDraft[];
  areas: AreaDraft[];
  addons: AddonDraft[];
  earlyBird: { offered: boolean; deadline: string; amount: string };
  season: { start: string; end: string; note: string };
  feeRate: string;
  feeFixed: string;
  taxRate: string;
};

export const DOLLARS_MESSAGE = "must be an amount in dollars such as 219.50 (at most 2 decimals)";
export const PERCENT_MESSAGE = "must be a percentage such as 4.9 (at most 2 decimals)";
export const WHOLE_NUMBER_MESSAGE = "must be a whole number";

const dollars = (cents: number | undefined) => (cents === undefined ? "" : formatHundredths(cents));

let lastKey = 0;
/** A key for a new option row, unique within the page. */
export function newOptionKey(): string {
  lastKey += 1;
  return `option-${lastKey}`;
}

function addonToDraft({
  code,
  label,
  description,
  pricing,
}: Offering["addons"][number]): AddonDraft {
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

export function toOfferingDraft(config: BusinessConfig): OfferingDraft {
  const offering = structuredClone(config.offering);
  const options = offering.options.map((option) => ({ ...option, key: newOptionKey() }));
  return {
    trade: offering.trade,
    service: offering.service,
    options,
    areas: offering.areas.map((area) => ({
      name: area.name,
      shape: area.shape,
      prices: Object.fromEntries(
        options.flatMap((option) =>
          Object.hasOwn(area.prices, option.code)
            ? [[option.key, dollars(area.prices[option.code])]]
            : [],
        ),
      ),
      minimumCharge: dollars(area.minimumChargeCents),
    })),
    addons: offering.addons.map(addonToDraft),
    earlyBird: {
      offered: offering.discounts.earlyBird !== undefined,
      deadline: offering.discounts.earlyBird?.deadline ?? "",
      amount: dollars(offering.discounts.earlyBird?.amountCents),
    },
    season: {
      start: offering.season?.start ?? "",
      end: offering.season?.end ?? "",
      note: offering.season?.note ?? "",
    },
    feeRate: formatHundredths(offering.fees.rateBasisPoints),
    feeFixed: dollars(offering.fees.fixedCents),
    taxRate: formatHundredths(offering.tax.rateBasisPoints),
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
      read(
        text,
        path,
        (typed) => (/^\d+$/.test(typed.trim()) ? Number(typed) : null),
        WHOLE_NUMBER_MESSAGE,
      ) ?? saved,
  };
}

export function applyOfferingDraft(config: BusinessConfig, draft: OfferingDraft): DraftResult {
  const saved = config.offering;
  const reader = createReader();
  const seasonBilled = draft.service.billing === "season";
  const priced = draft.options.filter((option) => !option.customQuote && option.code !== "");

  const offering: Offering = {
    trade: draft.trade,
    service: draft.service,
    options: draft.options.map(({ key: _key, badge, customQuote, ...option }) => ({
      ...option,
      ...(badge?.trim() && { badge }),
      ...(customQuote && { customQuote }),
    })),
    areas: draft.areas.map((area, index) => {
      const path = `offering.areas[${index}]`;
      const prices: Record<string, number> = {};
      for (const option of priced) {
        const cents = reader.optionalDollars(
          area.prices[option.key] ?? "",
          `${path}.prices.${option.code}`,
        );
        if (cents !== undefined) prices[option.code] = cents;
      }
      const minimumChargeCents = reader.optionalDollars(
        area.minimumCharge,
        `${path}.minimumChargeCents`,
      );
      return {
        name: area.name,
        shape: area.shape,
        prices,
        ...(minimumChargeCents !== undefined && { minimumChargeCents }),
      };
    }),
    addons: draft.addons.map((addon, index) => {
      const path = `offering.addons[${index}].pricing`;
      const { code, label, description } = addon;
      if (addon.type === "flat") {
        return {
          code,
          label,
          description,
          pricing: {
            type: "flat",
            priceCents: reader.dollars(addon.price, `${path}.priceCents`, 0),
          },
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
    }),
    discounts:
      seasonBilled && draft.earlyBird.offered
        ? {
            earlyBird: {
              deadline: draft.earlyBird.deadline,
              amountCents: reader.dollars(
                draft.earlyBird.amount,
                "offering.discounts.earlyBird.amountCents",
                saved.discounts.earlyBird?.amountCents ?? 0,
              ),
            },
          }
        : {},
    ...(seasonBilled && {
      season: {
        start: draft.season.start,
        end: draft.season.end,
        ...(draft.season.note.trim() && { note: draft.season.note }),
      },
    }),
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
