import { z } from "zod";
import { DRIVEWAY_SIZES } from "@/domain/calculate-quote";
import {
  cityField,
  customerNameField,
  emailField,
  phoneField,
  stateField,
  streetAddressField,
  zipCodeField,
} from "./fields";

export const drivewaySizeSchema = z.enum(DRIVEWAY_SIZES, {
  error: `must be one of ${DRIVEWAY_SIZES.join(", ")}`,
});

const townField = z.string().trim().min(1, "Service area is required").max(100);

export const geoCheckRequestSchema = z.strictObject({
  address: streetAddressField,
  city: cityField,
  state: stateField.default("NY"),
  zipCode: zipCodeField,
  email: emailField,
});
export type GeoCheckRequest = z.input<typeof geoCheckRequestSchema>;

export const geoCheckResponseSchema = z.object({
  serviceArea: z.object({
    inServiceArea: z.boolean(),
    town: z.string().nullable(),
    message: z.string(),
  }),
});
export type GeoCheckResponse = z.infer<typeof geoCheckResponseSchema>;

export const priceRequestSchema = z.strictObject({
  town: townField,
  drivewaySize: drivewaySizeSchema,
  addons: z.array(z.string().trim().min(1).max(50)).max(10).default([]),
});
export type PriceRequest = z.input<typeof priceRequestSchema>;

const cents = z.number().int();

export const priceLineSchema = z.object({
  kind: z.enum(["service", "early_bird_discount", "addon", "fee", "tax"]),
  label: z.string(),
  amount_cents: cents,
});

export const priceResponseSchema = z.object({
  town: z.string(),
  drivewaySize: drivewaySizeSchema,
  addons: z.array(z.object({ code: z.string(), label: z.string(), price_cents: cents })),
  breakdown: z.object({
    base_price_cents: cents,
    early_bird_discount_cents: cents,
    addon_price_cents: cents,
  }),
  early_bird: z.object({ active: z.boolean(), ends_at: z.iso.datetime(), discount_cents: cents }),
  lines: z.array(priceLineSchema),
  subtotal_cents: cents,
  fee_cents: cents,
  tax_cents: cents,
  total_cents: cents,
  grand_total_cents: cents,
  season: z.object({ starts_on: z.iso.date(), ends_on: z.iso.date() }),
});
export type PriceResponse = z.infer<typeof priceResponseSchema>;

export const CUSTOM_QUOTE_DESCRIPTION =
  "Custom driveway quote request from the instant quote system";

/** What the customer tells about the property on a custom quote request. */
export const PROPERTY_DETAILS_MAX_LENGTH = 1000;
export const propertyDetailsField = z
  .string()
  .trim()
  .max(
    PROPERTY_DETAILS_MAX_LENGTH,
    `Please keep this under ${PROPERTY_DETAILS_MAX_LENGTH} characters`,
  );

export const customQuoteRequestSchema = z.strictObject({
  customerName: customerNameField,
  email: emailField,
  phone: phoneField,
  address: streetAddressField,
  city: cityField,
  state: stateField.default("NY"),
  zipCode: zipCodeField,
  /** Optional: the server takes the area from the address and refuses a town that differs. */
  town: townField.optional(),
  description: z
    .string()
    .trim()
    .max(2000, "Description must be at most 2000 characters")
    .default(CUSTOM_QUOTE_DESCRIPTION),
  propertyDetails: propertyDetailsField.optional(),
});
export type CustomQuoteRequest = z.input<typeof customQuoteRequestSchema>;

export const customQuoteResponseSchema = z.object({ id: z.uuid(), status: z.string() });
export type CustomQuoteResponse = z.infer<typeof customQuoteResponseSchema>;

export const businessConfigResponseSchema = z.object({
  business: z.object({
    id: z.string(),
    name: z.string(),
    serviceName: z.string(),
    tagline: z.string(),
    state: z.string(),
    timezone: z.string(),
    contact: z.object({
      email: z.string(),
      phone: z.string(),
      website: z.string(),
      socials: z.array(z.object({ label: z.string(), url: z.string() })),
    }),
    /** Its button colour and logo, when it set them (docs/product/platform.md#branding). */
    brand: z.object({ primaryColor: z.string(), logoUrl: z.string().optional() }).optional(),
  }),
  /** The business's terms with its customers, shown at /terms. */
  terms: z.object({
    updated: z.iso.date(),
    sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  }),
  areas: z.array(z.string()),
  drivewaySizes: z.array(
    z.object({
      code: drivewaySizeSchema,
      label: z.string(),
      description: z.string(),
      badge: z.string().optional(),
    }),
  ),
  addons: z.array(
    z.object({ code: z.string(), label: z.string(), description: z.string(), price_cents: cents }),
  ),
  season: z.object({
    starts_on: z.iso.date(),
    ends_on: z.iso.date(),
    trigger_inches: z.number(),
  }),
  early_bird: z.object({
    active: z.boolean(),
    ends_at: z.iso.datetime(),
    discount_cents: cents,
  }),
  fees: z.object({ rate_basis_points: z.number(), fixed_cents: cents }),
  tax: z.object({ rate_basis_points: z.number() }),
  server_time: z.iso.datetime(),
});
export type BusinessConfigResponse = z.infer<typeof businessConfigResponseSchema>;
