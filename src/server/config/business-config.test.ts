import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadBusinessFile, parseBusinessConfig } from "./business-config";

const directory = mkdtempSync(join(tmpdir(), "business-config-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

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

const snowRemoval = JSON.parse(
  readFileSync(new URL("../../../config/trades/snow-removal.json", import.meta.url), "utf8"),
);

function validConfig() {
  return {
    id: "acme-snow",
    name: "Acme Snow",
    tagline: "We clear it.",
    contact: {
      email: "hello@example.com",
      phone: "(555) 010-0100",
      website: "https://example.com",
      socials: [{ label: "Facebook", url: "https://example.com/facebook" }],
    },
    terms: {
      updated: "2025-09-01",
      sections: [
        { heading: "Cancellation", paragraphs: ["Cancel before the season: full refund."] },
      ],
    },
    timezone: "America/New_York",
    state: "NY",
    offering: {
      ...structuredClone(snowRemoval),
      areas: [
        {
          name: "Polygon Town",
          shape: { type: "geojson", geometry: square },
          prices: { TWO_CAR: 18900, FOUR_CAR: 21900, SIX_CAR: 25900 },
        },
        {
          name: "Zip Town",
          shape: { type: "zip_codes", zipCodes: ["10601"] },
          prices: { TWO_CAR: 17900, FOUR_CAR: 20900 },
        },
        {
          name: "Radius Town",
          shape: { type: "radius", center: { lat: 41, lng: -73.7 }, radiusMiles: 2.5 },
          prices: { TWO_CAR: 17900, FOUR_CAR: 20900 },
        },
      ],
    },
  };
}

type Config = ReturnType<typeof validConfig>;
let fileNumber = 0;

function writeConfig(content: unknown): string {
  fileNumber += 1;
  const path = join(directory, `config-${fileNumber}.json`);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

/** Loads a broken copy of the valid config; returns the error lines without the file prefix. */
function problemsWith(breakIt: (config: Config & Record<string, unknown>) => void): string[] {
  const config = validConfig();
  breakIt(config);
  const path = writeConfig(config);
  try {
    loadBusinessFile(path);
  } catch (error) {
    const lines = (error as Error).message.split("\n");
    for (const line of lines) expect(line.startsWith(`${path}: `)).toBe(true);
    return lines.map((line) => line.slice(path.length + 2));
  }
  throw new Error("expected the configuration to be refused");
}

describe("loadBusinessFile", () => {
  it("loads a valid file with every kind of area shape, its id beside the config", () => {
    const { id, ...config } = validConfig();
    expect(loadBusinessFile(writeConfig(validConfig()))).toEqual({ id, config });
  });

  it("requires the file's id, the business's first slug", () => {
    expect(
      problemsWith((config) => {
        delete (config as Partial<Config>).id;
      }),
    ).toEqual(["id is required"]);
  });

  it("loads an offering in the services shape, read as its first service (decision 047)", () => {
    const { service, options, areas, discounts, season, fees, tax, trade, addons } =
      validConfig().offering;
    const { billing: _billing, ...texts } = service;
    const services = {
      ...validConfig(),
      offering: {
        trade,
        services: [
          {
            code: "clearing",
            texts,
            billing: { type: "season", season, earlyBird: discounts.earlyBird },
            pricing: {
              options,
              prices: Object.fromEntries(
                areas.map((area: { name: string; prices: object }) => [area.name, area.prices]),
              ),
            },
            addons,
          },
        ],
        areas: areas.map(({ prices: _prices, ...area }: { prices: object }) => area),
        fees,
        tax,
      },
    };
    const { config } = loadBusinessFile(writeConfig(services));
    expect(config.offering.options).toEqual(options);
    expect(config.offering.areas[1]!.prices).toEqual(areas[1]!.prices);
  });

  it("names the file when it cannot be read or is not JSON", () => {
    const missing = join(directory, "missing.json");
    expect(() => loadBusinessFile(missing)).toThrow(
      new RegExp(`^${missing}: cannot read business configuration \\(ENOENT`),
    );
    const broken = writeConfig("{ not json");
    expect(() => loadBusinessFile(broken)).toThrow(
      `${broken}: cannot read business configuration (`,
    );
  });

  it("requires the business's terms with its customers, each section with text", () => {
    expect(
      problemsWith((config) => {
        delete (config as Record<string, unknown>).terms;
      }),
    ).toEqual(["terms is required"]);
    expect(
      problemsWith((config) => {
        config.terms.sections[0]!.paragraphs = [];
        config.terms.updated = "soon";
      }),
    ).toEqual([
      'terms.updated must be a date "YYYY-MM-DD"',
      "terms.sections[0].paragraphs must have at least one paragraph",
    ]);
  });

  it("takes an optional brand: a colour white text reads on, and an https logo", () => {
    const branded = {
      ...validConfig(),
      brand: { primaryColor: "#0F766E", logoUrl: "https://cdn.example.com/logo.png" },
    };
    expect(loadBusinessFile(writeConfig(branded)).config.brand).toEqual(branded.brand);
    const colourOnly = { ...validConfig(), brand: { primaryColor: "#767676" } };
    expect(loadBusinessFile(writeConfig(colourOnly)).config.brand).toEqual(colourOnly.brand);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      "a colour white text does not read on",
      { primaryColor: "#ffcc00" },
      "brand.primaryColor has a contrast of 1.51:1 against white; white button text needs at least 4.5:1 (WCAG AA): choose a darker colour",
    ],
    [
      "a colour just under AA",
      { primaryColor: "#777777" },
      "brand.primaryColor has a contrast of 4.48:1 against white; white button text needs at least 4.5:1 (WCAG AA): choose a darker colour",
    ],
    ["a short colour", { primaryColor: "#fff" }, 'brand.primaryColor must be a colour "#RRGGBB"'],
    ["a colour name", { primaryColor: "teal" }, 'brand.primaryColor must be a colour "#RRGGBB"'],
    [
      "no colour",
      { logoUrl: "https://cdn.example.com/logo.png" },
      "brand.primaryColor is required",
    ],
    [
      "an http logo",
      { primaryColor: "#0f766e", logoUrl: "http://cdn.example.com/logo.png" },
      "brand.logoUrl must be an https:// URL",
    ],
    [
      "a relative logo",
      { primaryColor: "#0f766e", logoUrl: "/logo.png" },
      "brand.logoUrl must be a web address starting with https:// (or http://), such as https://example.com",
    ],
  ])("refuses a brand with %s, naming the field", (_, brand, problem) => {
    expect(problemsWith((config) => (config.brand = brand))).toEqual([problem]);
  });

  it("names the file and JSON path of a bad price", () => {
    expect(
      problemsWith((config) => {
        config.offering.areas[1]!.prices.FOUR_CAR = -100;
      }),
    ).toEqual(["offering.areas[1].prices.FOUR_CAR must be a positive integer (cents)"]);
  });

  it.each([
    ["zero", 0],
    ["a fraction", 189.5],
    ["a string", "18900"],
    ["null", null],
  ])("refuses a price that is %s", (_, price) => {
    expect(
      problemsWith((config) => {
        (config.offering.areas[0]!.prices as Record<string, unknown>).TWO_CAR = price;
      }),
    ).toEqual(["offering.areas[0].prices.TWO_CAR must be a positive integer (cents)"]);
  });

  it("reports every problem, one line each", () => {
    expect(
      problemsWith((config) => {
        config.name = " ";
        config.timezone = "America/Springfield";
        config.offering.fees.rateBasisPoints = 10_001;
        config.offering.tax.rateBasisPoints = 8.5;
        config.offering.discounts.earlyBird.amountCents = 0;
      }),
    ).toEqual([
      "name must not be empty",
      "timezone must be an IANA time zone such as America/New_York",
      "offering.discounts.earlyBird.amountCents must be a positive integer (cents)",
      "offering.fees.rateBasisPoints must be an integer from 0 to 10000 (basis points: 490 = 4.9%)",
      "offering.tax.rateBasisPoints must be an integer from 0 to 10000 (basis points: 490 = 4.9%)",
    ]);
  });

  it.each<[string, (config: Config & Record<string, unknown>) => void, string]>([
    [
      "a missing field",
      (config) => delete (config as Partial<Config>).tagline,
      "tagline is required",
    ],
    ["an unknown field", (config) => (config.colour = "blue"), "has unknown field colour"],
    ["a bad slug", (file) => (file.id = "Acme Snow"), "id must be a slug"],
    [
      "a bad email",
      (config) => (config.contact.email = "hello"),
      "contact.email must be an email address",
    ],
    [
      "a bad notice recipient",
      (config) => (config.notifyEmail = "owner at example.com"),
      "notifyEmail must be an email address",
    ],
    [
      "a relative URL",
      (config) => (config.contact.website = "example.com"),
      "contact.website must be a web address starting with https:// (or http://), such as https://example.com",
    ],
    [
      "a lower-case state",
      (config) => (config.state = "ny"),
      "state must be a 2-letter state code",
    ],
    [
      "February 29",
      (config) => (config.offering.season.end = "02-29"),
      'offering.season.end must be a real month-day "MM-DD" (February 29 is not allowed: it does not occur every year)',
    ],
    [
      "an impossible deadline",
      (config) => (config.offering.discounts.earlyBird.deadline = "09-31"),
      'offering.discounts.earlyBird.deadline must be a real month-day "MM-DD" (February 29 is not allowed: it does not occur every year)',
    ],
    [
      "a negative fixed fee",
      (config) => (config.offering.fees.fixedCents = -1),
      "offering.fees.fixedCents must not be negative",
    ],
    [
      "a bad add-on code",
      (config) => (config.offering.addons[0]!.code = "Bump Out"),
      "offering.addons[0].code must start with a lower-case letter and hold only lower-case letters, digits and _",
    ],
    [
      "a duplicate add-on code",
      (config) => config.offering.addons.push({ ...config.offering.addons[0]! }),
      "offering.addons[1].code must be unique",
    ],
    [
      "no areas",
      (config) => (config.offering.areas = []),
      "offering.areas must list at least one service area",
    ],
    [
      "a duplicate area name",
      (config) => (config.offering.areas[2]!.name = "Zip Town"),
      "offering.areas[2].name must be unique",
    ],
    [
      "an unknown shape type",
      (config) => ((config.offering.areas[0]!.shape as { type: string }).type = "circle"),
      'offering.areas[0].shape.type must be "geojson", "zip_codes" or "radius"',
    ],
    [
      "a point instead of a polygon",
      (config) =>
        (config.offering.areas[0]!.shape = {
          type: "geojson",
          geometry: { type: "Point", coordinates: [0, 0] },
        } as never),
      'offering.areas[0].shape.geometry.type must be a GeoJSON "Polygon" or "MultiPolygon"',
    ],
    [
      "an open polygon ring",
      (config) =>
        (config.offering.areas[0]!.shape = {
          type: "geojson",
          geometry: {
            ...square,
            coordinates: [square.coordinates[0]!.slice(0, 3).concat([[-73.8, 41.1]])],
          },
        }),
      "offering.areas[0].shape.geometry.coordinates[0] must be closed (last position equal to the first)",
    ],
    [
      "a longitude out of range",
      (config) =>
        (config.offering.areas[2]!.shape = {
          type: "radius",
          center: { lat: 41, lng: -273.7 },
          radiusMiles: 1,
        } as never),
      "offering.areas[2].shape.center.lng must be a longitude from -180 to 180",
    ],
    [
      "a polygon without rings",
      (config) =>
        (config.offering.areas[0]!.shape = {
          type: "geojson",
          geometry: { ...square, coordinates: [] },
        }),
      "offering.areas[0].shape.geometry.coordinates must have at least one ring",
    ],
    [
      "a bad ZIP code",
      (config) =>
        (config.offering.areas[1]!.shape = { type: "zip_codes", zipCodes: ["1060"] } as never),
      "offering.areas[1].shape.zipCodes[0] must be a 5-digit ZIP code",
    ],
    [
      "a zero radius",
      (config) =>
        (config.offering.areas[2]!.shape = {
          type: "radius",
          center: { lat: 41, lng: -73.7 },
          radiusMiles: 0,
        } as never),
      "offering.areas[2].shape.radiusMiles must be positive",
    ],
  ])("refuses %s", (_, breakIt, expected) => {
    expect(problemsWith(breakIt)).toContain(expected);
  });

  it("refuses a file that is not an object", () => {
    const path = writeConfig([]);
    expect(() => loadBusinessFile(path)).toThrow(`${path}: must be an object`);
  });
});

describe("parseBusinessConfig", () => {
  it("reads a config that still carries the business's id without it (identity is the row's)", () => {
    const { id: _id, ...config } = validConfig();
    const parsed = parseBusinessConfig({ ...config, id: "Not A Slug" });
    expect(parsed).toEqual({ ok: true, config });
  });
});
