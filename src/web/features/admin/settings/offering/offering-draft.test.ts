import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type BusinessConfig, parseBusinessConfig } from "@/shared/business-config";
import type { Offering } from "@/shared/offering";
import {
  applyOfferingDraft,
  DOLLARS_MESSAGE,
  PERCENT_MESSAGE,
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
 * The demo business selling the gutter-cleaning template (per-unit add-ons, no season), one of the
 * templates still in today's one-service shape that this draft edits.
 */
const perUnit: BusinessConfig = {
  ...demo,
  offering: readJson("config/trades/gutter-cleaning.json") as Offering,
};

describe("the offering draft", () => {
  it.each([
    ["a season-billed offering", demo],
    ["an offering with per-unit add-ons", perUnit],
  ])("gives back %s unchanged when nothing is edited", (_name, config) => {
    const { config: applied, issues } = applyOfferingDraft(config, toOfferingDraft(config));
    expect(issues).toEqual([]);
    expect(applied).toEqual(config);
  });

  it("shows amounts in dollars and rates in percent", () => {
    const draft = toOfferingDraft(demo);
    const fourCar = draft.options.find((option) => option.code === "FOUR_CAR")!;
    expect(draft.areas[0]!.prices[fourCar.key]).toBe("219");
    expect(draft.feeRate).toBe("4.90");
    expect(draft.feeFixed).toBe("0.30");
    expect(draft.earlyBird).toEqual({ offered: true, deadline: "10-15", amount: "60" });
  });

  it("reads a cell typed in dollars as cents, and an empty cell as not sold there", () => {
    const draft = toOfferingDraft(demo);
    const [fourCar, sixCar] = draft.options;
    draft.areas[1]!.prices[fourCar!.key] = "231.50";
    draft.areas[1]!.prices[sixCar!.key] = "";
    const { config, issues } = applyOfferingDraft(demo, draft);
    expect(issues).toEqual([]);
    expect(config.offering.areas[1]!.prices).toEqual({ FOUR_CAR: 23150, TWO_CAR: 17900 });
  });

  it.each(["219.555", "-1", "abc"])(
    "refuses the cell %j at its path, leaving it unsold",
    (typed) => {
      const draft = toOfferingDraft(demo);
      draft.areas[0]!.prices[draft.options[0]!.key] = typed;
      const { config, issues } = applyOfferingDraft(demo, draft);
      expect(issues).toEqual([
        { path: "offering.areas[0].prices.FOUR_CAR", message: DOLLARS_MESSAGE },
      ]);
      expect(config.offering.areas[0]!.prices).not.toHaveProperty("FOUR_CAR");
    },
  );

  it("keeps each area's prices with their option when its code is retyped", () => {
    const draft = toOfferingDraft(demo);
    draft.options[0]!.code = "FOUR_BAY";
    const { config } = applyOfferingDraft(demo, draft);
    expect(config.offering.areas[0]!.prices).toEqual({
      FOUR_BAY: 21900,
      SIX_CAR: 25900,
      TWO_CAR: 18900,
    });
  });

  it("names a bad rate, fee or quantity at its path and keeps the saved value meanwhile", () => {
    const draft = toOfferingDraft(perUnit);
    draft.feeRate = "4.999";
    draft.feeFixed = "";
    draft.addons[0]!.maxQuantity = "ten";
    const { config, issues } = applyOfferingDraft(perUnit, draft);
    expect(issues).toEqual([
      { path: "offering.addons[0].pricing.maxQuantity", message: WHOLE_NUMBER_MESSAGE },
      { path: "offering.fees.rateBasisPoints", message: PERCENT_MESSAGE },
      { path: "offering.fees.fixedCents", message: DOLLARS_MESSAGE },
    ]);
    expect(config.offering.fees).toEqual(perUnit.offering.fees);
  });

  it("leaves out the season and early bird unless billed by the season", () => {
    const draft = toOfferingDraft(demo);
    draft.service.billing = "per_visit";
    const { config } = applyOfferingDraft(demo, draft);
    expect(config.offering.season).toBeUndefined();
    expect(config.offering.discounts).toEqual({});
  });

  it("switches an add-on between a flat price and a price per unit", () => {
    const draft = toOfferingDraft(demo);
    Object.assign(draft.addons[0]!, { type: "per_unit", unitPrice: "12.5", unitLabel: "foot" });
    const { config, issues } = applyOfferingDraft(demo, draft);
    expect(issues).toEqual([]);
    expect(config.offering.addons[0]!.pricing).toEqual({
      type: "per_unit",
      unitPriceCents: 1250,
      unitLabel: "foot",
      minQuantity: 1,
      maxQuantity: 100,
    });
  });
});
