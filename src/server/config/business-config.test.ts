import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadBusinessConfig } from "./business-config";

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

function validConfig() {
  return {
    id: "acme-snow",
    name: "Acme Snow",
    serviceName: "snow removal",
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
    season: { start: "11-10", end: "04-10", triggerInches: 3 },
    earlyBird: { deadline: "10-15", discountCents: 6000 },
    fees: { rateBasisPoints: 490, fixedCents: 30 },
    tax: { rateBasisPoints: 800 },
    drivewaySizes: [
      { code: "TWO_CAR", label: "2-Car", description: "Small", badge: "Cheap" },
      { code: "FOUR_CAR", label: "4-Car", description: "Standard" },
      { code: "CUSTOM", label: "Custom", description: "Anything else" },
    ],
    addons: [{ code: "bump_out", label: "Bump-out", description: "More room", priceCents: 7500 }],
    areas: [
      {
        name: "Polygon Town",
        shape: { type: "geojson", geometry: square },
        prices: { TWO_CAR: 18900, FOUR_CAR: 21900 },
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
    loadBusinessConfig(path);
  } catch (error) {
    const lines = (error as Error).message.split("\n");
    for (const line of lines) expect(line.startsWith(`${path}: `)).toBe(true);
    return lines.map((line) => line.slice(path.length + 2));
  }
  throw new Error("expected the configuration to be refused");
}

describe("loadBusinessConfig", () => {
  it("loads a valid file with every kind of area shape", () => {
    const config = loadBusinessConfig(writeConfig(validConfig()));
    expect(config).toEqual(validConfig());
  });

  it("names the file when it cannot be read or is not JSON", () => {
    const missing = join(directory, "missing.json");
    expect(() => loadBusinessConfig(missing)).toThrow(
      new RegExp(`^${missing}: cannot read business configuration \\(ENOENT`),
    );
    const broken = writeConfig("{ not json");
    expect(() => loadBusinessConfig(broken)).toThrow(
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
    expect(loadBusinessConfig(writeConfig(branded)).brand).toEqual(branded.brand);
    const colourOnly = { ...validConfig(), brand: { primaryColor: "#767676" } };
    expect(loadBusinessConfig(writeConfig(colourOnly)).brand).toEqual(colourOnly.brand);
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
      "brand.logoUrl must be an absolute URL",
    ],
  ])("refuses a brand with %s, naming the field", (_, brand, problem) => {
    expect(problemsWith((config) => (config.brand = brand))).toEqual([problem]);
  });

  it("names the file and JSON path of a bad price", () => {
    expect(
      problemsWith((config) => {
        config.areas[1]!.prices.FOUR_CAR = -100;
      }),
    ).toEqual(["areas[1].prices.FOUR_CAR must be a positive integer (cents)"]);
  });

  it.each([
    ["zero", 0],
    ["a fraction", 189.5],
    ["a string", "18900"],
    ["null", null],
  ])("refuses a price that is %s", (_, price) => {
    expect(
      problemsWith((config) => {
        (config.areas[0]!.prices as Record<string, unknown>).TWO_CAR = price;
      }),
    ).toEqual(["areas[0].prices.TWO_CAR must be a positive integer (cents)"]);
  });

  it("reports every problem, one line each", () => {
    expect(
      problemsWith((config) => {
        config.name = " ";
        config.timezone = "America/Springfield";
        config.fees.rateBasisPoints = 10_001;
        config.tax.rateBasisPoints = 8.5;
        config.earlyBird.discountCents = 0;
      }),
    ).toEqual([
      "name must not be empty",
      "timezone must be an IANA time zone such as America/New_York",
      "earlyBird.discountCents must be a positive integer (cents)",
      "fees.rateBasisPoints must be an integer from 0 to 10000 (basis points: 490 = 4.9%)",
      "tax.rateBasisPoints must be an integer from 0 to 10000 (basis points: 490 = 4.9%)",
    ]);
  });

  it.each<[string, (config: Config & Record<string, unknown>) => void, string]>([
    [
      "a missing field",
      (config) => delete (config as Partial<Config>).tagline,
      "tagline is required",
    ],
    ["an unknown field", (config) => (config.colour = "blue"), "has unknown field colour"],
    ["a bad slug", (config) => (config.id = "Acme Snow"), "id must be a slug"],
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
      "contact.website must be an absolute URL",
    ],
    [
      "a lower-case state",
      (config) => (config.state = "ny"),
      "state must be a 2-letter state code",
    ],
    [
      "February 29",
      (config) => (config.season.end = "02-29"),
      'season.end must be a real month-day "MM-DD" (February 29 is not allowed: it does not occur every year)',
    ],
    [
      "an impossible deadline",
      (config) => (config.earlyBird.deadline = "09-31"),
      'earlyBird.deadline must be a real month-day "MM-DD" (February 29 is not allowed: it does not occur every year)',
    ],
    [
      "a zero snow trigger",
      (config) => (config.season.triggerInches = 0),
      "season.triggerInches must be positive",
    ],
    [
      "a negative fixed fee",
      (config) => (config.fees.fixedCents = -1),
      "fees.fixedCents must not be negative",
    ],
    [
      "an unknown driveway size",
      (config) => (config.drivewaySizes[0]!.code = "TEN_CAR"),
      "drivewaySizes[0].code must be one of TWO_CAR, FOUR_CAR, SIX_CAR, CUSTOM",
    ],
    [
      "a duplicate driveway size",
      (config) => (config.drivewaySizes[1]!.code = "TWO_CAR"),
      "drivewaySizes[1].code must be unique",
    ],
    [
      "only the custom size",
      (config) => {
        config.drivewaySizes = [config.drivewaySizes[2]!];
        for (const area of config.areas) area.prices = {} as Config["areas"][number]["prices"];
      },
      "drivewaySizes must include at least one priced size (not only CUSTOM)",
    ],
    [
      "a bad add-on code",
      (config) => (config.addons[0]!.code = "Bump Out"),
      "addons[0].code must be a lower-case code such as bump_out",
    ],
    [
      "a duplicate add-on code",
      (config) => config.addons.push({ ...config.addons[0]! }),
      "addons[1].code must be unique",
    ],
    ["no areas", (config) => (config.areas = []), "areas must list at least one service area"],
    [
      "a duplicate area name",
      (config) => (config.areas[2]!.name = "Zip Town"),
      "areas[2].name must be unique",
    ],
    [
      "an area missing a price",
      (config) =>
        delete (config.areas[1]!.prices as Partial<Config["areas"][number]["prices"]>).TWO_CAR,
      "areas[1].prices.TWO_CAR is required",
    ],
    [
      "a price for a size the business does not list",
      (config) => ((config.areas[0]!.prices as Record<string, number>).SIX_CAR = 25900),
      "areas[0].prices.SIX_CAR is not a size listed in drivewaySizes",
    ],
    [
      "a price for CUSTOM",
      (config) => ((config.areas[0]!.prices as Record<string, number>).CUSTOM = 1),
      "areas[0].prices has unknown field CUSTOM",
    ],
    [
      "an unknown shape type",
      (config) => ((config.areas[0]!.shape as { type: string }).type = "circle"),
      'areas[0].shape.type must be "geojson", "zip_codes" or "radius"',
    ],
    [
      "a point instead of a polygon",
      (config) =>
        (config.areas[0]!.shape = {
          type: "geojson",
          geometry: { type: "Point", coordinates: [0, 0] },
        } as never),
      'areas[0].shape.geometry.type must be a GeoJSON "Polygon" or "MultiPolygon"',
    ],
    [
      "an open polygon ring",
      (config) =>
        (config.areas[0]!.shape = {
          type: "geojson",
          geometry: {
            ...square,
            coordinates: [square.coordinates[0]!.slice(0, 3).concat([[-73.8, 41.1]])],
          },
        }),
      "areas[0].shape.geometry.coordinates[0] must be closed (last position equal to the first)",
    ],
    [
      "a longitude out of range",
      (config) =>
        (config.areas[2]!.shape = {
          type: "radius",
          center: { lat: 41, lng: -273.7 },
          radiusMiles: 1,
        } as never),
      "areas[2].shape.center.lng must be a longitude from -180 to 180",
    ],
    [
      "a polygon without rings",
      (config) =>
        (config.areas[0]!.shape = { type: "geojson", geometry: { ...square, coordinates: [] } }),
      "areas[0].shape.geometry.coordinates must have at least one ring",
    ],
    [
      "a bad ZIP code",
      (config) => (config.areas[1]!.shape = { type: "zip_codes", zipCodes: ["1060"] } as never),
      "areas[1].shape.zipCodes[0] must be a 5-digit ZIP code",
    ],
    [
      "a zero radius",
      (config) =>
        (config.areas[2]!.shape = {
          type: "radius",
          center: { lat: 41, lng: -73.7 },
          radiusMiles: 0,
        } as never),
      "areas[2].shape.radiusMiles must be positive",
    ],
  ])("refuses %s", (_, breakIt, expected) => {
    expect(problemsWith(breakIt)).toContain(expected);
  });

  it("refuses a file that is not an object", () => {
    const path = writeConfig([]);
    expect(() => loadBusinessConfig(path)).toThrow(`${path}: must be an object`);
  });
});
