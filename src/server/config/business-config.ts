import { readFileSync } from "node:fs";
import { z } from "zod";
import { DRIVEWAY_SIZES, PRICED_DRIVEWAY_SIZES } from "@/domain/calculate-quote";
import { parseMonthDay } from "@/domain/zoned-date";

const CENTS_MESSAGE = "must be a positive integer (cents)";
const BASIS_POINTS_MESSAGE = "must be an integer from 0 to 10000 (basis points: 490 = 4.9%)";
const CODE_PATTERN = /^[a-z][a-z0-9_]*$/;

/** A schema-level message for a field that is present but wrong; a missing one "is required". */
function expected(message: string) {
  return {
    error: (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : message),
  };
}

const text = z.string(expected("must be a string")).trim().min(1, "must not be empty");
const url = z.url(expected("must be an absolute URL"));
const positiveCents = z.int(expected(CENTS_MESSAGE)).positive(CENTS_MESSAGE);
const basisPoints = z
  .int(expected(BASIS_POINTS_MESSAGE))
  .min(0, BASIS_POINTS_MESSAGE)
  .max(10_000, BASIS_POINTS_MESSAGE);

const monthDay = z
  .string(expected('must be a month-day "MM-DD"'))
  .refine(
    (value) => parseMonthDay(value) !== null,
    'must be a real month-day "MM-DD" (February 29 is not allowed: it does not occur every year)',
  );

const timeZone = z
  .string(expected("must be an IANA time zone"))
  .refine(isTimeZone, "must be an IANA time zone such as America/New_York");

const LONGITUDE_MESSAGE = "must be a longitude from -180 to 180";
const LATITUDE_MESSAGE = "must be a latitude from -90 to 90";
const longitude = z
  .number(expected(LONGITUDE_MESSAGE))
  .min(-180, LONGITUDE_MESSAGE)
  .max(180, LONGITUDE_MESSAGE);
const latitude = z
  .number(expected(LATITUDE_MESSAGE))
  .min(-90, LATITUDE_MESSAGE)
  .max(90, LATITUDE_MESSAGE);
// GeoJSON positions are [longitude, latitude].
const position = z.tuple([longitude, latitude], expected("must be a [longitude, latitude] pair"));
const linearRing = z
  .array(position, expected("must be an array of positions"))
  .min(4, "must have at least 4 positions")
  .refine(
    (ring) => ring[0]?.[0] === ring.at(-1)?.[0] && ring[0]?.[1] === ring.at(-1)?.[1],
    "must be closed (last position equal to the first)",
  );
const polygonCoordinates = z
  .array(linearRing, expected("must be an array of rings"))
  .min(1, "must have at least one ring");

const geometry = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("Polygon"), coordinates: polygonCoordinates }),
    z.object({
      type: z.literal("MultiPolygon"),
      coordinates: z
        .array(polygonCoordinates, expected("must be an array of polygons"))
        .min(1, "must have at least one polygon"),
    }),
  ],
  expected('must be a GeoJSON "Polygon" or "MultiPolygon"'),
);

const areaShape = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("geojson"), geometry }),
    z.strictObject({
      type: z.literal("zip_codes"),
      zipCodes: z
        .array(z.string().regex(/^\d{5}$/, "must be a 5-digit ZIP code"))
        .min(1, "must list at least one ZIP code"),
    }),
    z.strictObject({
      type: z.literal("radius"),
      center: z.strictObject({ lat: latitude, lng: longitude }),
      radiusMiles: z.number(expected("must be a number of miles")).positive("must be positive"),
    }),
  ],
  expected('must be "geojson", "zip_codes" or "radius"'),
);

const businessConfigSchema = z
  .strictObject({
    id: z.string(expected("must be a slug")).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a slug"),
    name: text,
    serviceName: text,
    tagline: text,
    contact: z.strictObject({
      email: z.email(expected("must be an email address")),
      phone: text,
      website: url,
      socials: z.array(z.strictObject({ label: text, url })),
    }),
    timezone: timeZone,
    state: z
      .string(expected("must be a state code"))
      .regex(/^[A-Z]{2}$/, "must be a 2-letter state code"),
    season: z.strictObject({
      start: monthDay,
      end: monthDay,
      triggerInches: z.number(expected("must be a number of inches")).positive("must be positive"),
    }),
    earlyBird: z.strictObject({ deadline: monthDay, discountCents: positiveCents }),
    fees: z.strictObject({
      rateBasisPoints: basisPoints,
      fixedCents: z.int(expected("must be an integer (cents)")).min(0, "must not be negative"),
    }),
    tax: z.strictObject({ rateBasisPoints: basisPoints }),
    drivewaySizes: z
      .array(
        z.strictObject({
          code: z.enum(DRIVEWAY_SIZES, expected(`must be one of ${DRIVEWAY_SIZES.join(", ")}`)),
          label: text,
          description: text,
          badge: text.optional(),
        }),
      )
      .min(1, "must list at least one driveway size"),
    addons: z.array(
      z.strictObject({
        code: z
          .string(expected("must be a code"))
          .regex(CODE_PATTERN, "must be a lower-case code such as bump_out"),
        label: text,
        description: text,
        priceCents: positiveCents,
      }),
    ),
    areas: z
      .array(
        z.strictObject({
          name: text,
          shape: areaShape,
          prices: z.partialRecord(z.enum(PRICED_DRIVEWAY_SIZES), positiveCents),
        }),
      )
      .min(1, "must list at least one service area"),
  })
  .superRefine((config, context) => {
    const report = (path: (string | number)[], message: string) =>
      context.addIssue({ code: "custom", path, message });

    findDuplicates(config.drivewaySizes.map((size) => size.code)).forEach((index) => {
      report(["drivewaySizes", index, "code"], "must be unique");
    });
    findDuplicates(config.addons.map((addon) => addon.code)).forEach((index) => {
      report(["addons", index, "code"], "must be unique");
    });
    findDuplicates(config.areas.map((area) => area.name)).forEach((index) => {
      report(["areas", index, "name"], "must be unique");
    });

    const pricedSizes = config.drivewaySizes
      .map((size) => size.code)
      .filter((code) => code !== "CUSTOM");
    if (pricedSizes.length === 0) {
      report(["drivewaySizes"], "must include at least one priced size (not only CUSTOM)");
    }
    config.areas.forEach((area, index) => {
      for (const code of pricedSizes) {
        if (area.prices[code] === undefined) {
          report(["areas", index, "prices", code], "is required");
        }
      }
      for (const code of Object.keys(area.prices)) {
        if (!pricedSizes.some((priced) => priced === code)) {
          report(["areas", index, "prices", code], "is not a size listed in drivewaySizes");
        }
      }
    });
  });

export type BusinessConfig = z.infer<typeof businessConfigSchema>;

/**
 * Reads and validates a business configuration file. Any problem throws an Error naming the
 * file and the JSON path, e.g. `config/x.json: areas[1].prices.FOUR_CAR must be a positive
 * integer (cents)`, one line per problem.
 */
export function loadBusinessConfig(path: string): BusinessConfig {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${path}: cannot read business configuration (${reason})`);
  }

  const result = businessConfigSchema.safeParse(data, { error: describeIssue });
  if (!result.success) {
    const lines = result.error.issues.map((issue) =>
      [`${path}:`, formatJsonPath(issue.path), issue.message].filter(Boolean).join(" "),
    );
    throw new Error(lines.join("\n"));
  }
  return result.data;
}

/** Messages for issues the schema does not word itself, phrased to follow a JSON path. */
function describeIssue(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === "unrecognized_keys") {
    return `has unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")}`;
  }
  if (issue.code === "invalid_type") {
    return issue.input === undefined ? "is required" : `must be ${withArticle(issue.expected)}`;
  }
  return undefined;
}

function withArticle(noun: string): string {
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function formatJsonPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => {
      if (typeof key === "number") return `[${key}]`;
      return index === 0 ? String(key) : `.${String(key)}`;
    })
    .join("");
}

/** Indexes of the values that repeat an earlier one. */
function findDuplicates(values: readonly string[]): number[] {
  return values.flatMap((value, index) => (values.indexOf(value) < index ? [index] : []));
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
