import { z } from "zod";
import { MAX_ADDONS, MAX_UNIT_QUANTITY } from "@/shared/offering";
import { BALANCE_STATUSES } from "@/shared/order-status";
import { slotSchema } from "./booking-contract";
import {
  cityField,
  customerNameField,
  emailField,
  phoneField,
  stateField,
  streetAddressField,
  zipCodeField,
} from "./fields";
import {
  priceLineSchema,
  servicePriceResponseSchema,
  serviceSelectionFields,
  visitField,
} from "./quote-contract";

const cents = z.int().min(0).max(10_000_000);

/**
 * The checkout request (docs/product/orders.md#checkout), with the tax and grand total the customer
 * saw. The server prices (area, option, add-on codes and quantities) itself; the amounts only prove
 * what the customer was shown, and a difference is answered with 409 and the current price.
 */
export const checkoutRequestSchema = z.strictObject({
  address: streetAddressField,
  city: cityField,
  state: stateField.default("NY"),
  zipCode: zipCodeField,
  email: emailField,
  area: z.string().trim().min(1, "Service area is required").max(100),
  /** A service's selection (docs/product/pricing.md#services): as the price call takes it. */
  ...serviceSelectionFields,
  /** Only the codes and quantities count; label and price are what the customer saw. */
  addons: z
    .array(
      z.strictObject({
        code: z.string().trim().min(1).max(50),
        quantity: z.int("must be a whole number").min(1).max(MAX_UNIT_QUANTITY).optional(),
        label: z.string().max(200).optional(),
        price_cents: cents.optional(),
      }),
    )
    .max(MAX_ADDONS)
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
  visit: visitField,
  /**
   * The time the customer chose, as the slots call offered it (docs/product/booking.md#holds):
   * held while they pay, booked once they have.
   */
  slot: z
    .strictObject({
      start: z.iso.datetime({
        offset: true,
        message: 'must be a time as the slots call gives it, e.g. "2026-03-09T08:00:00-04:00"',
      }),
    })
    .optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** 409 body: the chosen slot was taken meanwhile; the slots free from that day instead. */
export const slotTakenResponseSchema = z.object({
  message: z.string(),
  slots: z.array(slotSchema),
});

export const checkoutResponseSchema = z.object({ sessionUrl: z.string(), orderId: z.uuid() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** 409 body: the price changed since the customer saw it. */
export const staleCheckoutResponseSchema = z.object({
  message: z.string(),
  price: servicePriceResponseSchema,
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
  area: z.string(),
  option: z.object({ code: z.string(), label: z.string() }),
  addons: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      quantity: z.int().optional(),
      price_cents: z.int(),
    }),
  ),
  lines: z.array(priceLineSchema),
  subtotal_cents: z.int(),
  fee_cents: z.int(),
  tax_cents: z.int(),
  total_cents: z.int(),
  grand_total_cents: z.int(),
  /** What checkout charges: the deposit (docs/product/payments.md#deposits) or the whole total. */
  amount_due_now_cents: z.int(),
  /** Charged to the saved card when the job is done; 0 without a deposit. */
  amount_due_later_cents: z.int(),
  /** Null without a deposit; "paid" once the balance is paid too. */
  balanceStatus: z.enum(BALANCE_STATUSES).nullable(),
  /**
   * The visit's time chosen at checkout (docs/product/booking.md#the-wizards-time-step), held
   * while they pay and booked once they have; null for an order sold without a time.
   */
  visitTime: z
    .object({
      start: z.string(),
      end: z.string(),
      window: z.object({ start: z.string(), end: z.string() }).optional(),
      /** The business's time zone, the times'. */
      timezone: z.string(),
    })
    .nullable(),
  /** What was bought, in the business's words: "season contract", and its line with the dates. */
  contract: z.object({ name: z.string(), line: z.string(), note: z.string().optional() }),
  /** What happens next (success page and receipt), from the business's config. */
  nextSteps: z.array(z.string()),
  business: z.object({
    name: z.string(),
    serviceName: z.string(),
    phone: z.string().optional(),
    email: z.string(),
  }),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderParamsSchema = z.object({ orderId: z.uuid("must be an order id") });

/** A plan visit's charge, named by its id in its receipt's path (docs/product/receipts.md#calls). */
export const visitChargeParamsSchema = z.object({
  chargeId: z.uuid("must be a visit charge id"),
});

/** The test checkout page's Pay: the details Stripe Checkout would collect. */
export const testPaymentRequestSchema = z.strictObject({
  customerName: customerNameField,
  phone: phoneField,
});
export type TestPaymentRequest = z.input<typeof testPaymentRequestSchema>;
