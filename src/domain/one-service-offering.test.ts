import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONVENIENCE_FEE_CHOICES } from "@/shared/convenience-fee";
import { type Offering, validateOffering } from "@/shared/offering";
import { validateServicesOffering } from "@/shared/offering-services";
import { toServicesOffering } from "./one-service-offering";
import { type AddonRequest, priceOffering } from "./price-offering";
import { priceService } from "./price-service";
import { isServicesShape, oneServiceView } from "./stored-offering";

const CONFIG = new URL("../../config/", import.meta.url);

function readOffering(data: unknown): Offering {
  const validation = validateOffering(data);
  if (!validation.ok) throw new Error(JSON.stringify(validation.issues));
  return validation.offering;
}

// The demo as it was written before the services shape (decision 047).
const DEMO = readOffering(
  JSON.parse(
    readFileSync(
      new URL("../../tests/fixtures/one-service-demo-business.json", import.meta.url),
      "utf8",
    ),
  ).offering,
);
/**
 * A template as today's offering: itself, or the view of the first of its services (decision 042)
 * when that one is priced by an option; undefined for one priced by quantities alone.
 */
function readTemplate(data: unknown): Offering | undefined {
  if (!isServicesShape(data)) return readOffering(data);
  const validation = validateServicesOffering(data);
  if (!validation.ok) throw new Error(JSON.stringify(validation.issues));
  const view = oneServiceView(validation.offering);
  return view.options.length > 0 ? readOffering(view) : undefined;
}

const TEMPLATES = readdirSync(new URL("trades/", CONFIG))
  .filter((file) => file.endsWith(".json"))
  .flatMap((file) => {
    const offering = readTemplate(
      JSON.parse(readFileSync(new URL(`trades/${file}`, CONFIG), "utf8")),
    );
    return offering ? [{ file, offering }] : [];
  });
const EVERY_OFFERING = [{ file: "demo-business.json", offering: DEMO }, ...TEMPLATES];

type Request = {
  area: string;
  option: string;
  addons: AddonRequest[];
  earlyBirdActive: boolean;
  convenienceFee: (typeof CONVENIENCE_FEE_CHOICES)[number];
};

/** Today's answer, and the converted offering's with the fields it adds set aside (checked). */
function bothWays(offering: Offering, request: Request) {
  const today = priceOffering({ offering, ...request });
  const converted = priceService({ offering: toServicesOffering(offering), ...request });
  if (!converted.ok) return { today, converted };
  const { service, quantities, frequency, recurring, frequency_adjustment_cents, ...quote } =
    converted.quote;
  // A per-visit service converted offers one frequency, one time, at the service's own price.
  expect({ service, quantities, frequency, recurring, frequency_adjustment_cents }).toEqual({
    service: toServicesOffering(offering).services[0]!.code,
    quantities: [],
    frequency: offering.service.billing === "per_visit" ? "one_time" : null,
    recurring: null,
    frequency_adjustment_cents: 0,
  });
  return { today, converted: { ok: true, quote } };
}

describe("toServicesOffering", () => {
  it("turns the demo and every template into a valid services' offering of one service", () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(6);
    for (const { file, offering } of EVERY_OFFERING) {
      const converted = toServicesOffering(offering);
      const validation = validateServicesOffering(converted);
      expect(validation, file).toEqual({ ok: true, offering: converted });
      expect(converted.services).toHaveLength(1);
    }
  });

  it("moves the demo's texts, matrix, season and early bird into its one service", () => {
    const converted = toServicesOffering(DEMO);
    const [service] = converted.services;
    const { billing: _billing, ...texts } = DEMO.service;
    expect(service).toEqual({
      code: "snow_removal",
      texts,
      billing: { type: "season", season: DEMO.season, earlyBird: DEMO.discounts.earlyBird },
      pricing: {
        options: DEMO.options,
        prices: {
          Scarsdale: { TWO_CAR: 18900, FOUR_CAR: 21900, SIX_CAR: 25900 },
          "White Plains": { TWO_CAR: 17900, FOUR_CAR: 20900, SIX_CAR: 24900 },
          Harrison: { TWO_CAR: 18900, FOUR_CAR: 21900, SIX_CAR: 25900 },
        },
      },
      addons: DEMO.addons,
    });
    expect(converted.areas.map((area) => Object.keys(area))).toEqual([
      ["name", "shape"],
      ["name", "shape"],
      ["name", "shape"],
    ]);
    expect({ fees: converted.fees, tax: converted.tax }).toEqual({
      fees: DEMO.fees,
      tax: DEMO.tax,
    });
  });

  it("keeps an area's own minimum charge, and one shared by every area as the service's", () => {
    const lawn = TEMPLATES.find(({ file }) => file === "lawn-mowing.json")!.offering;
    expect(toServicesOffering(lawn).services[0]!.pricing.minimumChargeCentsByArea).toEqual({
      Dublin: 5500,
    });
    expect(toServicesOffering(lawn).services[0]!.billing).toEqual({
      type: "per_visit",
      frequencies: [{ code: "one_time" }],
    });
    const everywhere = {
      ...lawn,
      areas: lawn.areas.map((area) => ({ ...area, minimumChargeCents: 5000 })),
    };
    const { pricing } = toServicesOffering(everywhere).services[0]!;
    expect([pricing.minimumChargeCents, pricing.minimumChargeCentsByArea]).toEqual([
      5000,
      undefined,
    ]);
  });

  it("makes a service code of any trade id", () => {
    const code = (trade: string) => toServicesOffering({ ...DEMO, trade }).services[0]!.code;
    expect(code("lawn-mowing")).toBe("lawn_mowing");
    expect(code("24-7-plumbing")).toBe("service_24_7_plumbing");
  });
});

describe("a converted offering prices exactly as today", () => {
  it("for each of the demo's 36 area x size x add-on x early-bird prices, and both fee choices", () => {
    let priced = 0;
    for (const area of DEMO.areas.map((candidate) => candidate.name)) {
      for (const option of DEMO.options.map((candidate) => candidate.code)) {
        for (const addons of [[], [{ code: "bump_out" }]]) {
          for (const earlyBirdActive of [false, true]) {
            for (const convenienceFee of CONVENIENCE_FEE_CHOICES) {
              const { today, converted } = bothWays(DEMO, {
                area,
                option,
                addons,
                earlyBirdActive,
                convenienceFee,
              });
              expect(converted).toEqual(today);
              if (today.ok && convenienceFee === "pass_on") priced += 1;
            }
          }
        }
      }
    }
    expect(priced).toBe(36);
  });

  it("for the documented example: a 4-car contract in Scarsdale with early bird, $179.81", () => {
    const result = priceService({
      offering: toServicesOffering(DEMO),
      area: "Scarsdale",
      option: "FOUR_CAR",
      addons: [],
      earlyBirdActive: true,
    });
    expect(result.ok && result.quote.grand_total_cents).toBe(17981);
  });

  it("for every template's area x option, with no add-on or each at its bounds", () => {
    let priced = 0;
    for (const { file, offering } of EVERY_OFFERING) {
      const addonChoices: AddonRequest[][] = [
        [],
        ...offering.addons.flatMap(({ code, pricing }) =>
          pricing.type === "flat"
            ? [[{ code }]]
            : [pricing.minQuantity, pricing.maxQuantity].map((quantity) => [{ code, quantity }]),
        ),
      ];
      for (const { name: area } of offering.areas) {
        for (const { code: option } of offering.options) {
          for (const addons of addonChoices) {
            for (const earlyBirdActive of [false, true]) {
              for (const convenienceFee of CONVENIENCE_FEE_CHOICES) {
                const request = { area, option, addons, earlyBirdActive, convenienceFee };
                const { today, converted } = bothWays(offering, request);
                expect(converted, `${file} ${JSON.stringify(request)}`).toEqual(today);
                if (today.ok) priced += 1;
              }
            }
          }
        }
      }
    }
    expect(priced).toBeGreaterThan(1000);
  });

  it("for any request to any template, refusals included", () => {
    const request = fc.constantFrom(...EVERY_OFFERING).chain(({ offering }) =>
      fc.record({
        offering: fc.constant(offering),
        area: fc.constantFrom(...offering.areas.map((area) => area.name), "Nowhere"),
        option: fc.constantFrom(...offering.options.map((option) => option.code), "NOPE"),
        addons: fc.uniqueArray(
          fc.constantFrom(...offering.addons, { code: "nope" }).chain((addon) =>
            "pricing" in addon && addon.pricing.type === "per_unit"
              ? fc
                  .integer({
                    min: addon.pricing.minQuantity - 1,
                    max: addon.pricing.maxQuantity + 1,
                  })
                  .map((quantity): AddonRequest => ({ code: addon.code, quantity }))
              : fc.constant<AddonRequest>({ code: addon.code }),
          ),
          { maxLength: 5, selector: (addon) => addon.code },
        ),
        earlyBirdActive: fc.boolean(),
        convenienceFee: fc.constantFrom(...CONVENIENCE_FEE_CHOICES),
      }),
    );
    fc.assert(
      fc.property(request, ({ offering, ...rest }) => {
        const { today, converted } = bothWays(offering, rest);
        expect(converted).toEqual(today);
      }),
      { numRuns: 500 },
    );
  });
});
