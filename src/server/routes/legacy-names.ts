import { z } from "zod";
import {
  geoCheckResponseSchema,
  type ServicePriceResponse,
  servicePriceResponseSchema,
} from "@/shared/api/quote-contract";

/**
 * The default business's unprefixed API (`/api/price`, ...) keeps the names its first clients
 * use, `town` for the area and `drivewaySize` for the option, beside the trade-neutral ones
 * (docs/product/platform.md#public-api). Business APIs at `/api/b/{slug}` speak only the neutral
 * names.
 */
export type ApiDialect = "neutral" | "legacy";

/** Legacy name -> neutral name. */
const LEGACY_ALIASES = { town: "area", drivewaySize: "option" } as const;

/**
 * A request schema that also takes each field by its legacy name: either name may be sent (not
 * both), a problem is reported under the name that was sent, and the handler sees the neutral
 * name only.
 */
export function acceptingLegacyNames<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const extended = { ...schema.shape } as unknown as Record<string, z.ZodType>;
  const aliases = Object.entries(LEGACY_ALIASES)
    .filter(([, neutral]) => neutral in schema.shape)
    .map(([legacy, neutral]) => {
      const field = extended[neutral]!;
      extended[neutral] = field.optional();
      extended[legacy] = field.optional();
      // Decided once here, not on every request.
      return { legacy, neutral, required: !field.safeParse(undefined).success };
    });
  return z
    .strictObject(extended)
    .superRefine((body, context) => {
      for (const { legacy, neutral, required } of aliases) {
        if (body[legacy] !== undefined && body[neutral] !== undefined) {
          context.addIssue({
            code: "custom",
            path: [legacy],
            message: `send ${legacy} or ${neutral}, not both`,
          });
        } else if (required && body[legacy] === undefined && body[neutral] === undefined) {
          context.addIssue({ code: "custom", path: [legacy], message: "is required" });
        }
      }
    })
    .transform((body) => {
      const neutralBody: Record<string, unknown> = { ...body };
      for (const { legacy, neutral } of aliases) {
        if (body[legacy] !== undefined) neutralBody[neutral] = body[legacy];
        delete neutralBody[legacy];
      }
      return neutralBody as z.output<z.ZodObject<Shape>>;
    });
}

/** How each dialect names the area and the option in requests and errors. */
export const REQUEST_NAMES = {
  neutral: { area: "area", option: "option" },
  legacy: { area: "town", option: "drivewaySize" },
} as const satisfies Record<ApiDialect, { area: string; option: string }>;

/** The price answer with the legacy names beside the neutral ones. */
export const legacyPriceResponseSchema = servicePriceResponseSchema.extend({
  town: z.string(),
  drivewaySize: z.string().nullable(),
});

/**
 * Adds the legacy names to a price answer built for this response. It adds them in place: a copy
 * of the whole answer was about 4% of a price call's CPU.
 */
export function withLegacyPriceNames<Price extends Pick<ServicePriceResponse, "area" | "option">>(
  price: Price,
): Price & { town: string; drivewaySize: Price["option"] } {
  return Object.assign(price, { town: price.area, drivewaySize: price.option });
}

export const legacyGeoCheckResponseSchema = geoCheckResponseSchema.extend({
  serviceArea: geoCheckResponseSchema.shape.serviceArea.extend({ town: z.string().nullable() }),
});
