import { z } from "zod";
import { PRICED_DRIVEWAY_SIZES } from "@/domain/calculate-quote";
import {
  cityField,
  customerNameField,
  emailField,
  phoneField,
  stateField,
  streetAddressField,
  zipCodeField,
} from "./fields";
import { priceLineSchema, priceResponseSchema } from "./quote-contract";

const cents = z.int().min(0).max(10_000_000);

/**
 * The checkout request (docs/product/orders.md#checkout), with the tax and grand total the customer
 * saw. The server prices (town, drivewaySize, addon codes) itself; the amounts only prove what the
 * customer was shown, and a difference is answered with 409 and the current price.
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

/** The order as its customer sees it on the test checkout and return pages. */
export const orderSummarySchema = z.object({
  id: z.uuid(),
  paymentStatus: z.enum(["pending", "paid"]),
  paidAt: z.iso.datetime().nullable(),
  /** test: the in-app test checkout; stripe: Stripe Checkout. */
  paymentMode: z.enum(["test", "stripe"]),
  email: z.string(),
  customerName: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  town: z.string(),
  drivewaySize: z.string(),
  drivewayLabel: z.string(),
  addons: z.array(z.object({ code: z.string(), label: z.string(), price_cents: z.int() })),
  lines: z.array(priceLineSchema),
  subtotal_cents: z.int(),
  fee_cents: z.int(),
  tax_cents: z.int(),
  total_cents: z.int(),
  grand_total_cents: z.int(),
  season: z.object({ starts_on: z.iso.date(), ends_on: z.iso.date(), trigger_inches: z.number() }),
  business: z.object({
    name: z.string(),
    serviceName: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderParamsSchema = z.object({ orderId: z.uuid("must be an order id") });

/** The test checkout page's Pay: the details Stripe Checkout would collect. */
export const testPaymentRequestSchema = z.strictObject({
  customerName: customerNameField,
  phone: phoneField,
});
export type TestPaymentRequest = z.input<typeof testPaymentRequestSchema>;
