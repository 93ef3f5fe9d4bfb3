import { z } from "zod";
import { parseMonthDay } from "@/shared/zoned-date";

/**
 * Field schemas shared by every business configuration schema (the server's loaders and the
 * settings form in the browser alike, so nothing here may import from node). Messages are
 * phrased to follow a JSON path: `areas[1].prices.FOUR_CAR must be a positive integer (cents)`.
 */

export const CENTS_MESSAGE = "must be a positive integer (cents)";
export const BASIS_POINTS_MESSAGE = "must be an integer from 0 to 10000 (basis points: 490 = 4.9%)";
/** Lower-case codes, as add-ons use them: `bump_out`. */
export const LOWER_CASE_CODE_PATTERN = /^[a-z][a-z0-9_]*$/;

/** A schema-level message for a field that is present but wrong; a missing one "is required". */
export function expected(message: string) {
  return {
    error: (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : message),
  };
}

/** A lower-case code (an add-on's, a service's, a quantity's): `bump_out`. */
export const lowerCaseCode = z
  .string(expected("must be a code"))
  .regex(
    LOWER_CASE_CODE_PATTERN,
    "must start with a lower-case letter and hold only lower-case letters, digits and _",
  );

export const text = z.string(expected("must be a string")).trim().min(1, "must not be empty");
export const WEB_ADDRESS_MESSAGE =
  "must be a web address starting with https:// (or http://), such as https://example.com";
/**
 * A link the business's customers may follow (its website, its social pages): http(s) only, so
 * no `javascript:` or `data:` address reaches a page's links or Stripe (docs/decisions/026).
 */
export const url = z.url({
  protocol: /^https?$/,
  error: (issue) => (issue.input === undefined ? "is required" : WEB_ADDRESS_MESSAGE),
});
export const positiveCents = z.int(expected(CENTS_MESSAGE)).positive(CENTS_MESSAGE);
export const nonNegativeCents = z
  .int(expected("must be an integer (cents)"))
  .min(0, "must not be negative");
export const basisPoints = z
  .int(expected(BASIS_POINTS_MESSAGE))
  .min(0, BASIS_POINTS_MESSAGE)
  .max(10_000, BASIS_POINTS_MESSAGE);

export const monthDay = z
  .string(expected('must be a month-day "MM-DD"'))
  .refine(
    (value) => parseMonthDay(value) !== null,
    'must be a real month-day "MM-DD" (February 29 is not allowed: it does not occur every year)',
  );

export const timeZone = z
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
/**
 * What one business's configuration may hold (docs/decisions/026): with all of it at its limit a
 * service-area check, a price and the config answer stay within their budgets.
 */
export const CONFIG_LIMITS = {
  areas: 50,
  options: 20,
  /** Corners of one area's shape, all its rings and polygons together. */
  areaVertices: 5_000,
  /** Corners of all the areas together: the settings stay well under their 1 MB request. */
  totalVertices: 20_000,
  zipCodesPerArea: 500,
  /** A GeoJSON file or text an owner imports into an area. */
  geoJsonImportBytes: 1024 * 1024,
} as const;

export function countVertices(value: unknown): number {
  if (!Array.isArray(value)) return 0;
  if (typeof value[0] === "number") return 1;
  return value.reduce((sum: number, child) => sum + countVertices(child), 0);
}

const polygonCoordinates = z
  .array(linearRing, expected("must be an array of rings"))
  .min(1, "must have at least one ring");

const geometry = z
  .discriminatedUnion(
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
  )
  .superRefine((shape, context) => {
    const vertices = countVertices(shape.coordinates);
    if (vertices > CONFIG_LIMITS.areaVertices) {
      context.addIssue({
        code: "custom",
        path: ["coordinates"],
        message: `has ${vertices} points; an area may have at most ${CONFIG_LIMITS.areaVertices} (simplify its shape)`,
      });
    }
  });

/** Where a service area is: a GeoJSON (multi)polygon, a list of ZIP codes, or a circle. */
export const areaShape = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("geojson"), geometry }),
    z.strictObject({
      type: z.literal("zip_codes"),
      zipCodes: z
        .array(z.string().regex(/^\d{5}$/, "must be a 5-digit ZIP code"))
        .min(1, "must list at least one ZIP code")
        .max(
          CONFIG_LIMITS.zipCodesPerArea,
          `must list at most ${CONFIG_LIMITS.zipCodesPerArea} ZIP codes`,
        ),
    }),
    z.strictObject({
      type: z.literal("radius"),
      center: z.strictObject({ lat: latitude, lng: longitude }),
      radiusMiles: z.number(expected("must be a number of miles")).positive("must be positive"),
    }),
  ],
  expected('must be "geojson", "zip_codes" or "radius"'),
);

export type AreaShape = z.infer<typeof areaShape>;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
