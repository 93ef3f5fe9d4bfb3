import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { toServicesOffering } from "@/domain/one-service-offering";
import { oneServiceView } from "@/domain/stored-offering";
import { type BusinessConfig, parseBusinessConfig } from "@/shared/business-config";
import type { Offering } from "@/shared/offering";
import type { ServicesOffering } from "@/shared/offering-services";
import { validateEitherShape } from "@/shared/stored-business-config";
import {
  applyOfferingDraft,
  DOLLARS_MESSAGE,
  isLiveQuantityIssue,
  newServiceDraft,
  type OfferingDraft,
  PERCENT_MESSAGE,
  REQUIRED_MESSAGE,
  toOfferingDraft,
  WHOLE_NUMBER_MESSAGE,
} from "./offering-draft";

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../../../../../${path}`, import.meta.url), "utf8"));
}

function loadDemo(): BusinessConfig {
  const parsed = parseBusinessConfig(readJson("tests/fixtures/one-service-demo-business.json"));
  if (!parsed.ok) throw new Error("the demo config is valid");
  return parsed.config;
}

const demo = loadDemo();
/**
 * The demo business selling the gutter-cleaning template (per-unit add-ons, no season), read in
 * today's one-service shape that this draft edits (a plain copy: no services behind it).
 */
const perUnit: BusinessConfig = {
  ...demo,
  offering: structuredClone(
    oneServiceView(readJson("config/trades/gutter-cleaning.json") as ServicesOffering),
  ) as Offering,
};
const draftOf = (config: BusinessConfig) => toOfferingDraft(toServicesOffering(config.offering));
const first = (draft: OfferingDraft) => draft.services[0]!;
const AT = "offering.services[0]";

/** A second service priced by floor area in bands, as an owner would type it. */
function withBands(bands: { upTo: string; price: string }[]) {
  const draft = draftOf(demo);
  const added = newServiceDraft(draft);
  added.service.name = "floor care";
  Object.assign(added.quantities[0]!, {
    code: "floor_area",
    label: "Floor area",
    unit: "sq_ft",
    min: "500",
    max: "2500",
    step: "100",
    pricing: "bands",
    bands,
  });
  draft.services.push(added);
  return draft;
}

describe("the offering draft", () => {
  it.each([
    ["a season-billed offering", demo],
    ["an offering with per-unit add-ons", perUnit],
  ])("gives back %s's services unchanged when nothing is edited", (_name, config) => {
    const { config: applied, issues } = applyOfferingDraft(config, draftOf(config));
    expect(issues).toEqual([]);
    expect(applied.offering).toEqual(toServicesOffering(config.offering));
  });

  it("shows amounts in dollars and rates in percent", () => {
    const draft = draftOf(demo);
    const fourCar = first(draft).options.find((option) => option.code === "FOUR_CAR")!;
    expect(first(draft).areas[0]!.prices[fourCar.key]).toBe("219");
    expect(draft.feeRate).toBe("4.90");
    expect(draft.feeFixed).toBe("0.30");
    expect(first(draft).earlyBird).toEqual({ offered: true, deadline: "10-15", amount: "60" });
  });

  it("reads a cell typed in dollars as cents, and an empty cell as not sold there", () => {
    const draft = draftOf(demo);
    const [fourCar, sixCar] = first(draft).options;
    first(draft).areas[1]!.prices[fourCar!.key] = "231.50";
    first(draft).areas[1]!.prices[sixCar!.key] = "";
    const { config, issues } = applyOfferingDraft(demo, draft);
    expect(issues).toEqual([]);
    expect(config.offering.services[0]!.pricing.prices!["White Plains"]).toEqual({
      FOUR_CAR: 23150,
      TWO_CAR: 17900,
    });
  });

  it.each(["219.555", "-1", "abc"])(
    "refuses the cell %j at its path, leaving it unsold",
    (typed) => {
      const draft = draftOf(demo);
      first(draft).areas[0]!.prices[first(draft).options[0]!.key] = typed;
      const { config, issues } = applyOfferingDraft(demo, draft);
      expect(issues).toEqual([
        { path: `${AT}.pricing.prices.Scarsdale.FOUR_CAR`, message: DOLLARS_MESSAGE },
      ]);
      expect(config.offering.services[0]!.pricing.prices!.Scarsdale).not.toHaveProperty("FOUR_CAR");
    },
  );

  it("keeps each area's prices with their option when its code is retyped", () => {
    const draft = draftOf(demo);
    first(draft).options[0]!.code = "FOUR_BAY";
    const { config } = applyOfferingDraft(demo, draft);
    expect(config.offering.services[0]!.pricing.prices!.Scarsdale).toEqual({
      FOUR_BAY: 21900,
      SIX_CAR: 25900,
      TWO_CAR: 18900,
    });
  });

  it("names a bad rate, fee or quantity at its path and keeps the saved value meanwhile", () => {
    const draft = draftOf(perUnit);
    draft.feeRate = "4.999";
    draft.feeFixed = "";
    first(draft).addons[0]!.maxQuantity = "ten";
    const { config, issues } = applyOfferingDraft(perUnit, draft);
    expect(issues).toEqual([
      { path: `${AT}.addons[0].pricing.maxQuantity`, message: WHOLE_NUMBER_MESSAGE },
      { path: "offering.fees.rateBasisPoints", message: PERCENT_MESSAGE },
      { path: "offering.fees.fixedCents", message: DOLLARS_MESSAGE },
    ]);
    expect(config.offering.fees).toEqual(perUnit.offering.fees);
  });

  it("bills per visit with the frequencies offered, in their order, each adjustment in the owner's terms", () => {
    const draft = draftOf(demo);
    const service = first(draft);
    service.service.billing = "per_visit";
    service.frequencies.weekly = {
      offered: true,
      adjustment: { kind: "percent_off", value: "15" },
      firstVisit: { kind: "percent_more", value: "50" },
    };
    service.frequencies.monthly = {
      offered: true,
      adjustment: { kind: "amount_off", value: "1000" },
      firstVisit: { kind: "none", value: "" },
    };
    const { config, issues } = applyOfferingDraft(demo, draft);
    expect(config.offering.services[0]!.billing).toEqual({
      type: "per_visit",
      frequencies: [
        { code: "one_time" },
        {
          code: "weekly",
          adjustment: { type: "percent", basisPoints: -1500 },
          firstVisit: { type: "percent", basisPoints: 5000 },
        },
        { code: "monthly", adjustment: { type: "amount", cents: -100000 } },
      ],
    });
    expect(issues).toEqual([]);
    expect(config.offering.services[0]!.texts.steps.frequency).toBeDefined();
  });

  it("refuses a discount past 100% at its field", () => {
    const draft = draftOf(demo);
    first(draft).service.billing = "per_visit";
    first(draft).frequencies.one_time.adjustment = { kind: "percent_off", value: "120" };
    const { issues } = applyOfferingDraft(demo, draft);
    expect(issues).toEqual([
      { path: `${AT}.billing.frequencies[0].adjustment`, message: "must be at most 100% off" },
    ]);
  });

  it("switches an add-on between a flat price and a price per unit", () => {
    const draft = draftOf(demo);
    Object.assign(first(draft).addons[0]!, {
      type: "per_unit",
      unitPrice: "12.5",
      unitLabel: "foot",
    });
    const { config, issues } = applyOfferingDraft(demo, draft);
    expect(issues).toEqual([]);
    expect(config.offering.services[0]!.addons[0]!.pricing).toEqual({
      type: "per_unit",
      unitPriceCents: 1250,
      unitLabel: "foot",
      minQuantity: 1,
      maxQuantity: 100,
    });
  });
});

describe("a service priced by quantities", () => {
  it("becomes a valid second service once its bands reach the most", () => {
    const draft = withBands([
      { upTo: "1500", price: "129" },
      { upTo: "2500", price: "159" },
    ]);
    const { config, issues } = applyOfferingDraft(demo, draft);
    expect(issues).toEqual([]);
    const checked = validateEitherShape(config);
    expect(checked.ok ? [] : checked.issues).toEqual([]);
    expect(config.offering.services[1]!.pricing).toEqual({
      quantities: [
        {
          code: "floor_area",
          label: "Floor area",
          unit: "sq_ft",
          min: 500,
          max: 2500,
          step: 100,
          pricing: {
            type: "bands",
            bands: [
              { upTo: 1500, priceCents: 12900 },
              { upTo: 2500, priceCents: 15900 },
            ],
          },
        },
      ],
    });
  });

  it("shows bands out of order live, but not a band still being typed", () => {
    const draft = withBands([
      { upTo: "1500", price: "129" },
      { upTo: "1200", price: "159" },
      { upTo: "", price: "" },
    ]);
    const result = applyOfferingDraft(demo, draft);
    const checked = validateEitherShape(result.config);
    const all = [...result.issues, ...(checked.ok ? [] : checked.issues)];
    const live = all.filter((issue) => isLiveQuantityIssue(issue, draft));
    const bands = "offering.services[1].pricing.quantities[0].pricing.bands";
    expect(live).toContainEqual({
      path: `${bands}[1].upTo`,
      message: "must be more than the band before (1,500 sq ft)",
    });
    expect(all).toContainEqual({ path: `${bands}[2].upTo`, message: REQUIRED_MESSAGE });
    expect(live.filter((issue) => issue.path.startsWith(`${bands}[2]`))).toEqual([]);
  });
});
