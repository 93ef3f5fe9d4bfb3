import { describe, expect, it } from "vitest";
import {
  fillText,
  formatContractLine,
  getPricedOptions,
  type Offering,
  offeringSchema,
  validateOffering,
} from "./offering";

const square = {
  type: "Polygon",
  coordinates: [
    [
      [-73.85, 40.95],
      [-73.75, 40.95],
      [-73.75, 41.05],
      [-73.85, 40.95],
    ],
  ],
};

function validOffering() {
  return {
    trade: "window-cleaning",
    service: {
      name: "window cleaning",
      propertyNoun: "home",
      billing: "per_visit",
      icon: "window",
      headline: "Streak-free windows",
      contract: { name: "visit", line: "One visit" },
      steps: {
        address: {
          title: "Where do you need {service}?",
          subtitle: "We serve {areas}.",
          progressLabel: "Address",
          progressShortLabel: "Address",
        },
        option: {
          title: "Select your home",
          prompt: "Home",
          priceUnit: "per visit",
          progressLabel: "Home",
          progressShortLabel: "Home",
        },
        addons: { title: "Extras", progressLabel: "Options", progressShortLabel: "Extras" },
        review: {
          title: "Your {service} quote",
          progressLabel: "Quote",
          progressShortLabel: "Quote",
        },
        details: { title: "Custom quote", propertyPlaceholder: "Stories, skylights..." },
      },
      infoBullets: ["Glass inside and out."],
      nextSteps: ["Questions? Call {phone}."],
    },
    options: [
      {
        code: "ONE_STORY",
        label: "Single-story",
        description: "Up to 20 windows",
        badge: "Popular",
      },
      { code: "two_story", label: "Two-story", description: "Ladder work" },
      { code: "CUSTOM", label: "Taller", description: "Rope access", customQuote: true },
    ],
    areas: [
      {
        name: "Polygon Town",
        shape: { type: "geojson", geometry: square },
        prices: { ONE_STORY: 17900, two_story: 21900 },
        minimumChargeCents: 20000,
      },
      {
        name: "Zip Town",
        shape: { type: "zip_codes", zipCodes: ["85251"] },
        prices: { ONE_STORY: 16900 },
      },
      {
        name: "Radius Town",
        shape: { type: "radius", center: { lat: 33.4, lng: -111.9 }, radiusMiles: 2.5 },
        prices: { ONE_STORY: 16900, two_story: 20900 },
      },
    ],
    addons: [
      {
        code: "hard_water",
        label: "Hard water",
        description: "Stains lifted",
        pricing: { type: "flat", priceCents: 4900 },
      },
      {
        code: "extra_windows",
        label: "Extra windows",
        description: "Beyond 20",
        pricing: {
          type: "per_unit",
          unitPriceCents: 800,
          unitLabel: "window",
          minQuantity: 1,
          maxQuantity: 60,
          minimumCents: 2400,
        },
      },
    ],
    discounts: {},
    fees: { rateBasisPoints: 490, fixedCents: 30 },
    tax: { rateBasisPoints: 0 },
  };
}

type Draft = ReturnType<typeof validOffering> & Record<string, unknown>;
// Loosely typed views for breaking a draft in ways its inferred type does not allow.
type Loose = Record<string, unknown>;
const loose = (value: object) => value as Loose;

function seasonal(draft: Draft): Draft {
  draft.service.billing = "season";
  draft.service.contract.line = "Season contract: {start} to {end}";
  draft.season = { start: "11-10", end: "04-10", note: "3-inch snow trigger" };
  loose(draft.discounts).earlyBird = { deadline: "10-15", amountCents: 6000 };
  return draft;
}

/** The problems of a broken copy of the valid offering, as `path message` lines. */
function problemsWith(breakIt: (draft: Draft) => unknown): string[] {
  const draft = validOffering() as Draft;
  breakIt(draft);
  const result = validateOffering(draft);
  if (result.ok) throw new Error("expected the offering to be refused");
  return result.issues.map(({ path, message }) => [path, message].filter(Boolean).join(" "));
}

describe("offeringSchema", () => {
  it("accepts a valid offering with every area shape and add-on pricing", () => {
    const result = validateOffering(validOffering());
    expect(result).toEqual({ ok: true, offering: validOffering() });
  });

  it("accepts a season-billed offering with a season and an early bird", () => {
    const result = validateOffering(seasonal(validOffering() as Draft));
    expect(result.ok).toBe(true);
  });

  it("is the same schema the settings form can use with safeParse", () => {
    expect(offeringSchema.safeParse(validOffering()).success).toBe(true);
  });

  it("refuses something that is not an object", () => {
    expect(validateOffering([])).toEqual({
      ok: false,
      issues: [{ path: "", message: "must be an object" }],
    });
  });

  it("reports every problem, one each, in order", () => {
    expect(
      problemsWith((draft) => {
        draft.service.name = " ";
        draft.fees.rateBasisPoints = 10_001;
        draft.tax.rateBasisPoints = 8.5;
      }),
    ).toEqual([
      "service.name must not be empty",
      "fees.rateBasisPoints must be an integer from 0 to 10000 (basis points: 490 = 4.9%)",
      "tax.rateBasisPoints must be an integer from 0 to 10000 (basis points: 490 = 4.9%)",
    ]);
  });

  it.each<[string, (draft: Draft) => unknown, string]>([
    ["a missing field", (draft) => delete loose(draft).fees, "fees is required"],
    ["an unknown field", (draft) => (draft.colour = "blue"), "has unknown field colour"],
    [
      "a bad trade id",
      (draft) => (draft.trade = "Snow Removal"),
      "trade must be a trade id such as snow-removal",
    ],
    [
      "an unknown billing",
      (draft) => (draft.service.billing = "monthly"),
      "service.billing must be one of one_time, per_visit, season",
    ],
    [
      "an unknown icon",
      (draft) => (draft.service.icon = "snowman"),
      "service.icon must be one of snowflake, leaf, sparkles, droplets, home, wrench, window, gutter, thermometer, droplet, zap, waves, bug, briefcase",
    ],
    [
      "an empty step title",
      (draft) => (draft.service.steps.option.title = ""),
      "service.steps.option.title must not be empty",
    ],
    [
      "a missing step",
      (draft) => delete loose(draft.service.steps).review,
      "service.steps.review is required",
    ],
    [
      "a word of the service with a placeholder",
      (draft) => (loose(draft.service).measure = "{service} size"),
      "service.measure must not use braces: it is a word, not a text",
    ],
    [
      "a long word of the service",
      (draft) => (loose(draft.service).unit = "visit ".repeat(11)),
      "service.unit must be at most 60 characters (a few words)",
    ],
    [
      "an unknown placeholder",
      (draft) => (draft.service.steps.address.title = "Where is your {driveway}?"),
      "service.steps.address.title uses unknown placeholder {driveway}; allowed here: {service}, {areas}",
    ],
    [
      "a season placeholder outside the contract line",
      (draft) => (draft.service.infoBullets[0] = "From {start}"),
      "service.infoBullets[0] uses unknown placeholder {start}; allowed here: {service}, {areas}",
    ],
    [
      "a phone placeholder outside the next steps",
      (draft) => (draft.service.headline = "Call {phone}"),
      "service.headline uses unknown placeholder {phone}; allowed here: {service}, {areas}",
    ],
    [
      "a stray brace",
      (draft) => (draft.service.steps.addons.title = "Extras {service"),
      "service.steps.addons.title has a brace that is not part of a placeholder such as {service}",
    ],
    [
      "an unknown placeholder in the next steps",
      (draft) => (draft.service.nextSteps[0] = "Email {email}"),
      "service.nextSteps[0] uses unknown placeholder {email}; allowed here: {phone}",
    ],
    [
      "season dates in the contract line when not billed by the season",
      (draft) => (draft.service.contract.line = "{start} to {end}"),
      "service.contract.line can show the season's dates ({start}, {end}) only for a service billed for a season",
    ],
    [
      "no info bullets",
      (draft) => (draft.service.infoBullets = []),
      "service.infoBullets must have at least one bullet",
    ],
    [
      "no next steps",
      (draft) => (draft.service.nextSteps = []),
      "service.nextSteps must have at least one step",
    ],
    ["no options", (draft) => (draft.options = []), "options must list at least one option"],
    [
      "a bad option code",
      (draft) => (draft.options[0]!.code = "1-story"),
      "options[0].code must start with a letter and hold only letters, digits and _",
    ],
    [
      "a duplicate option code",
      (draft) => (draft.options[1]!.code = "ONE_STORY"),
      "options[1].code must be unique",
    ],
    [
      "customQuote set to false",
      (draft) => (loose(draft.options[0]!).customQuote = false),
      "options[0].customQuote must be true when present",
    ],
    [
      "only custom-quote options",
      (draft) => {
        draft.options = [draft.options[2]!];
        for (const area of draft.areas) area.prices = {} as never;
      },
      "options must include at least one priced option (not only custom-quote ones)",
    ],
    [
      "two custom-quote options",
      (draft) =>
        draft.options.push({
          code: "ROPE",
          label: "Rope",
          description: "Abseil",
          customQuote: true,
        }),
      "options[3].customQuote must be set on one option at most",
    ],
    [
      "a priced option without a price anywhere",
      (draft) => draft.options.push({ code: "THREE", label: "Three", description: "Tall" }),
      "options[3].code has no price in any area: give it one in an area",
    ],
    ["no areas", (draft) => (draft.areas = []), "areas must list at least one service area"],
    [
      "a duplicate area name",
      (draft) => (draft.areas[2]!.name = "Zip Town"),
      "areas[2].name must be unique",
    ],
    [
      "a price for an option not listed",
      (draft) => (loose(draft.areas[0]!.prices).TEN_STORY = 100),
      "areas[0].prices.TEN_STORY is not one of the options you sell",
    ],
    [
      "a price for the custom-quote option",
      (draft) => (loose(draft.areas[1]!.prices).CUSTOM = 100),
      "areas[1].prices.CUSTOM is a custom-quote option: it has no price",
    ],
    [
      "an area without prices",
      (draft) => (draft.areas[1]!.prices = {} as never),
      "areas[1].prices must price at least one option",
    ],
    [
      "a zero price",
      (draft) => (draft.areas[0]!.prices.ONE_STORY = 0),
      "areas[0].prices.ONE_STORY must be a positive integer (cents)",
    ],
    [
      "a fractional price",
      (draft) => (draft.areas[0]!.prices.ONE_STORY = 179.5),
      "areas[0].prices.ONE_STORY must be a positive integer (cents)",
    ],
    [
      "a price as a string",
      (draft) => (loose(draft.areas[0]!.prices).ONE_STORY = "17900"),
      "areas[0].prices.ONE_STORY must be a positive integer (cents)",
    ],
    [
      "a price above the ceiling",
      (draft) => (draft.areas[0]!.prices.ONE_STORY = 10_000_001),
      "areas[0].prices.ONE_STORY must be at most 10000000 cents ($100,000.00)",
    ],
    [
      "prices that are not an object",
      (draft) => (loose(draft.areas[0]!).prices = [17900]),
      "areas[0].prices must be an object of option code -> cents",
    ],
    [
      "a negative minimum charge",
      (draft) => (draft.areas[0]!.minimumChargeCents = -1),
      "areas[0].minimumChargeCents must be a positive integer (cents)",
    ],
    [
      "an unknown shape type",
      (draft) => (loose(draft.areas[0]!.shape).type = "circle"),
      'areas[0].shape.type must be "geojson", "zip_codes" or "radius"',
    ],
    [
      "a bad ZIP code",
      (draft) => (draft.areas[1]!.shape = { type: "zip_codes", zipCodes: ["8525"] } as never),
      "areas[1].shape.zipCodes[0] must be a 5-digit ZIP code",
    ],
    [
      "a zero radius",
      (draft) => (loose(draft.areas[2]!.shape).radiusMiles = 0),
      "areas[2].shape.radiusMiles must be positive",
    ],
    [
      "a bad add-on code",
      (draft) => (draft.addons[0]!.code = "Hard Water"),
      "addons[0].code must start with a lower-case letter and hold only lower-case letters, digits and _",
    ],
    [
      "a duplicate add-on code",
      (draft) => (draft.addons[1]!.code = "hard_water"),
      "addons[1].code must be unique",
    ],
    [
      "an unknown add-on pricing type",
      (draft) => (loose(draft.addons[0]!.pricing).type = "hourly"),
      'addons[0].pricing.type must be "flat" or "per_unit"',
    ],
    [
      "a flat add-on without a price",
      (draft) => delete loose(draft.addons[0]!.pricing).priceCents,
      "addons[0].pricing.priceCents is required",
    ],
    [
      "a per-unit add-on without a unit label",
      (draft) => delete loose(draft.addons[1]!.pricing).unitLabel,
      "addons[1].pricing.unitLabel is required",
    ],
    [
      "a per-unit minimum quantity of 0",
      (draft) => (loose(draft.addons[1]!.pricing).minQuantity = 0),
      "addons[1].pricing.minQuantity must be at least 1",
    ],
    [
      "a fractional maximum quantity",
      (draft) => (loose(draft.addons[1]!.pricing).maxQuantity = 2.5),
      "addons[1].pricing.maxQuantity must be a whole number",
    ],
    [
      "a maximum quantity above the ceiling",
      (draft) => (loose(draft.addons[1]!.pricing).maxQuantity = 1001),
      "addons[1].pricing.maxQuantity must be at most 1000",
    ],
    [
      "a maximum quantity below the minimum",
      (draft) => (loose(draft.addons[1]!.pricing).minQuantity = 61),
      "addons[1].pricing.maxQuantity must not be less than the least quantity",
    ],
    [
      "a zero per-unit minimum",
      (draft) => (loose(draft.addons[1]!.pricing).minimumCents = 0),
      "addons[1].pricing.minimumCents must be a positive integer (cents)",
    ],
    [
      "too many add-ons",
      (draft) => {
        draft.addons = Array.from({ length: 51 }, (_, index) => ({
          ...draft.addons[0]!,
          code: `addon_${index}`,
        }));
      },
      "addons must list at most 50 add-ons",
    ],
    [
      "a season without season billing",
      (draft) => (draft.season = { start: "11-10", end: "04-10" }),
      "season applies only to a service billed for a season",
    ],
    [
      "an early bird without season billing",
      (draft) => (loose(draft.discounts).earlyBird = { deadline: "10-15", amountCents: 6000 }),
      "discounts.earlyBird applies only to a service billed for a season",
    ],
    [
      "season billing without a season",
      (draft) => delete seasonal(draft).season,
      "season is required for a service billed for a season",
    ],
    [
      "February 29 as the season's end",
      (draft) => (loose(seasonal(draft).season as object).end = "02-29"),
      'season.end must be a real month-day "MM-DD" (February 29 is not allowed: it does not occur every year)',
    ],
    [
      "an impossible early-bird deadline",
      (draft) =>
        (loose(seasonal(draft).discounts).earlyBird = { deadline: "09-31", amountCents: 6000 }),
      'discounts.earlyBird.deadline must be a real month-day "MM-DD" (February 29 is not allowed: it does not occur every year)',
    ],
    [
      "a zero early-bird amount",
      (draft) =>
        (loose(seasonal(draft).discounts).earlyBird = { deadline: "10-15", amountCents: 0 }),
      "discounts.earlyBird.amountCents must be a positive integer (cents)",
    ],
    [
      "an unknown discount",
      (draft) => (loose(draft.discounts).loyalty = { amountCents: 100 }),
      "discounts has unknown field loyalty",
    ],
    [
      "a negative fixed fee",
      (draft) => (draft.fees.fixedCents = -1),
      "fees.fixedCents must not be negative",
    ],
  ])("refuses %s", (_, breakIt, expected) => {
    expect(problemsWith(breakIt)).toContain(expected);
  });
});

describe("the words of a rule across fields", () => {
  /** A JSON path, a field's code name or a value's code: what an owner never reads. */
  const CODE_WORDS = /\w\.\w|\[\]|[a-z][A-Z]|\w_\w|"season"|\bbilling\b/;

  it.each<[string, (draft: Draft) => unknown]>([
    ["season dates without a season", (draft) => (draft.service.contract.line = "{start}")],
    [
      "a season on a service billed per visit",
      (draft) => (draft.season = seasonal(validOffering() as Draft).season),
    ],
    ["season billing without a season", (draft) => delete seasonal(draft).season],
    [
      "an option without a price",
      (draft) => draft.options.push({ code: "X", label: "X", description: "X" }),
    ],
    ["a price of no option", (draft) => (loose(draft.areas[0]!.prices).NONE = 100)],
    ["a bad option code", (draft) => (draft.options[0]!.code = "2 car")],
    ["a bad add-on code", (draft) => (draft.addons[0]!.code = "Bump out")],
    [
      "quantities the wrong way round",
      (draft) => (loose(draft.addons[1]!.pricing).minQuantity = 61),
    ],
  ])("say %s in the owner's words, no JSON path or code", (_, breakIt) => {
    const draft = validOffering() as Draft;
    breakIt(draft);
    const result = validateOffering(draft);
    if (result.ok) throw new Error("expected the offering to be refused");
    for (const { message } of result.issues) expect(message).not.toMatch(CODE_WORDS);
  });
});

describe("getPricedOptions", () => {
  it("lists every option but the custom-quote one, in order", () => {
    const offering = validOffering() as unknown as Offering;
    expect(getPricedOptions(offering).map((option) => option.code)).toEqual([
      "ONE_STORY",
      "two_story",
    ]);
  });
});

describe("fillText", () => {
  it("fills each placeholder, as often as it appears", () => {
    expect(
      fillText("{service} in {areas}; {service} again", {
        service: "lawn mowing",
        areas: "Dublin and Worthington",
      }),
    ).toBe("lawn mowing in Dublin and Worthington; lawn mowing again");
  });

  it("leaves a text without placeholders as it is", () => {
    expect(fillText("One visit", {})).toBe("One visit");
  });

  it("throws on a placeholder without a value (a programming error)", () => {
    expect(() => fillText("Call {phone}", { service: "x" })).toThrow(
      'no value for {phone} in "Call {phone}"',
    );
  });
});

describe("formatContractLine", () => {
  it("fills the season's dates when billed by the season", () => {
    const offering = seasonal(validOffering() as Draft) as unknown as Offering;
    expect(formatContractLine(offering, { starts_on: "2025-11-10", ends_on: "2026-04-10" })).toBe(
      "Season contract: November 10, 2025 to April 10, 2026",
    );
  });

  it("is the line itself otherwise", () => {
    expect(formatContractLine(validOffering() as unknown as Offering)).toBe("One visit");
  });
});
