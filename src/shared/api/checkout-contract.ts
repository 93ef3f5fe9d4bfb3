import { z } from "zod";
import { PRICED_DRIVEWAY_SIZES } from "@/domain/calculate-quote";
import { cityField, emailField, stateField, streetAddressField, zipCodeField } from "./fields";
import { priceResponseSchema } from "./quote-contract";

const cents = z.int().min(0).max(10_000_000);

/**
 * SPEC's checkout request plus `email` (and the tax and grand total the customer saw).
 * The server prices (town, drivewaySize, addon codes) itself; the amounts only prove what
 * the customer was shown, and a difference is answered with 409 and the current price.
 */
export const checkoutRequestSchema = z.strictObject({
  address: streetAddressField,
  city: cityField,
  state: stateField.default("NY"),
  zipCode: zipCodeField,
  email: emailField,
  town: z.string().trim().min(1).max(100),
  drivewaySize: z.enum(PRICED_DRIVEWAY_SIZES, {
    error: `must be one of ${PRICED_DRIVEWAY_SIZES.join(", ")}`,
  }),
  addons: z
    .array(
      z.strictObject({
        code: z.string().trim().min(1).max(50),
        label: z.string().max(200),
        price_cents: cents,
      }),
    )
    .max(10)
    .default([]),
  basePriceCents: cents,
  addonPriceCents: cents,
  subtotalCents: cents,
  feeCents: cents,
  totalCents: cents,
  taxCents: cents.optional(),
  grandTotalCents: cents.optional(),
  paymentStatus: z.literal("pending").default("pending"),
  /** Where the customer started: the embed opens payment in a new tab and returns there. */
  source: z.enum(["page", "embed"]).default("page"),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ sessionUrl: z.string(), orderId: z.uuid() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** 409 body: the price changed since the customer saw it. */
export const staleCheckoutResponseSchema = z.object({
  message: z.string(),
  price: priceResponseSchema,
});
export type StaleCheckoutResponse = z.infer<typeof staleCheckoutResponseSchema>;
