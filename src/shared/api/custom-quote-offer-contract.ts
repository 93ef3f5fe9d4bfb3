import { z } from "zod";
import type { DepositRule } from "@/shared/deposit-rule";
import { MIN_CHARGE_CENTS } from "@/shared/deposit-rule";
import { parseHundredths } from "@/shared/money";
import { MAX_AMOUNT_CENTS } from "@/shared/offering";
import { DEPOSIT_KINDS, depositPercent, depositRuleSchema } from "@/shared/payment-settings";
import { priceLineSchema } from "./quote-contract";

/**
 * Offers on custom quote requests (docs/product/custom-quotes.md): the dashboard prices a request
 * and sends it; the customer opens it by the emailed link, accepts and pays, or asks for a new one.
 */

/** The option an order from an offer is recorded under: priced by hand, not by the matrix. */
export const CUSTOM_QUOTE_OPTION = { code: "custom_quote", label: "Custom quote" } as const;

export const MAX_OFFER_LINES = 20;
export const MAX_OFFER_QUANTITY = 999;
export const MAX_OFFER_NOTE_LENGTH = 2000;

const AMOUNT_MESSAGE = "must be an amount in dollars, like 250 or 249.99";

/** Dollars as typed ("1,250.50", "$80") or sent as a number (80.5): integer cents, above zero. */
export const dollarAmountField = z
  .union([z.string(), z.number()], { error: AMOUNT_MESSAGE })
  .transform((value, context) => {
    const cents = parseHundredths(String(value));
    if (cents === null) {
      context.addIssue({ code: "custom", message: AMOUNT_MESSAGE });
      return z.NEVER;
    }
    if (cents <= 0) {
      context.addIssue({ code: "custom", message: "must be more than $0.00" });
      return z.NEVER;
    }
    if (cents > MAX_AMOUNT_CENTS) {
      context.addIssue({ code: "custom", message: "must be at most $100,000.00" });
      return z.NEVER;
    }
    return cents;
  });

export const offerLineInputSchema = z.strictObject({
  label: z
    .string({ error: "is required" })
    .trim()
    .min(1, "Describe the item")
    .max(120, "must be at most 120 characters"),
  /** The price of one, in dollars; the line is amount x quantity. */
  amount: dollarAmountField,
  quantity: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(MAX_OFFER_QUANTITY, `must be at most ${MAX_OFFER_QUANTITY}`)
    .optional(),
});

/**
 * The deposit an offer asks (docs/product/payments.md#deposits), as the offer form sends it: a
 * percent, or an amount in dollars; the field the kind does not use may be sent empty. Left out:
 * the business's own deposit setting.
 */
export const offerDepositInputSchema = z
  .strictObject({
    kind: z.enum(DEPOSIT_KINDS, `must be one of: ${DEPOSIT_KINDS.join(", ")}`),
    percent: z.union([z.string(), z.number()]).optional(),
    amount: z.union([z.string(), z.number()]).optional(),
  })
  .transform((input, context): DepositRule => {
    if (input.kind === "none") return { kind: "none" };
    if (input.kind === "percent") {
      const raw = typeof input.percent === "string" ? input.percent.trim() : input.percent;
      const percent = depositPercent.safeParse(
        raw === undefined || raw === "" ? undefined : Number(raw),
      );
      if (!percent.success) {
        context.addIssue({
          code: "custom",
          path: ["percent"],
          message: percent.error.issues[0]?.message ?? "must be a whole percent from 1 to 99",
        });
        return z.NEVER;
      }
      return { kind: "percent", percent: percent.data };
    }
    const amount = dollarAmountField.safeParse(input.amount ?? "");
    if (!amount.success) {
      context.addIssue({
        code: "custom",
        path: ["amount"],
        message: amount.error.issues[0]?.message ?? AMOUNT_MESSAGE,
      });
      return z.NEVER;
    }
    if (amount.data < MIN_CHARGE_CENTS) {
      context.addIssue({
        code: "custom",
        path: ["amount"],
        message: "must be at least $0.50, the smallest card payment",
      });
      return z.NEVER;
    }
    return { kind: "fixed", amountCents: amount.data };
  });
export type OfferDepositInput = z.input<typeof offerDepositInputSchema>;

/** What the dashboard sends to price (preview) or send an offer. */
export const offerDraftSchema = z.strictObject({
  lines: z
    .array(offerLineInputSchema, { error: "must be a list of items" })
    .min(1, "Add at least one item")
    .max(MAX_OFFER_LINES, `must have at most ${MAX_OFFER_LINES} items`),
  note: z
    .string()
    .trim()
    .max(MAX_OFFER_NOTE_LENGTH, `must be at most ${MAX_OFFER_NOTE_LENGTH} characters`)
    .optional()
    .transform((note) => (note ? note : undefined)),
  /** The offer's last day (the business's calendar); default 14 days from today. */
  expiresOn: z.iso
    .date("must be a date like 2025-10-15")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The deposit asked on accepting; left out: the business's setting. */
  deposit: offerDepositInputSchema.optional(),
});
export type OfferDraftInput = z.input<typeof offerDraftSchema>;
export type OfferDraft = z.output<typeof offerDraftSchema>;

export const requestIdParamsSchema = z.object({ requestId: z.uuid("must be a request id") });

const cents = z.int();

/** An offer's amounts, as the server priced them. */
export const offerPriceSchema = z.object({
  lines: z.array(priceLineSchema),
  subtotal_cents: cents,
  fee_cents: cents,
  tax_cents: cents,
  total_cents: cents,
  grand_total_cents: cents,
  /** The deposit asked on accepting; null when the whole total is paid then. */
  deposit_cents: cents.nullable(),
  /** What the customer pays on accepting: the deposit, or the whole total. */
  amount_due_now_cents: cents,
  /** What is charged to the saved card when the job is done; 0 without a deposit. */
  amount_due_later_cents: cents,
});
export type OfferPrice = z.infer<typeof offerPriceSchema>;

/** What an offer's link shows (docs/product/custom-quotes.md#the-offer-page). */
export const OFFER_STATES = ["open", "accepted", "paid", "expired", "withdrawn"] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** A custom quote request's status in the dashboard, from its latest offer. */
export const CUSTOM_QUOTE_STATUSES = ["new", "offer_sent", "accepted", "paid", "expired"] as const;
export type CustomQuoteStatus = (typeof CUSTOM_QUOTE_STATUSES)[number];

export const CUSTOM_QUOTE_STATUS_LABELS: Record<CustomQuoteStatus, string> = {
  new: "New",
  offer_sent: "Offer sent",
  accepted: "Accepted",
  paid: "Paid",
  expired: "Expired",
};

/** A sent offer as the dashboard shows it. */
export const adminOfferSchema = offerPriceSchema.extend({
  id: z.uuid(),
  state: z.enum(OFFER_STATES),
  note: z.string().nullable(),
  /** The last day it can be accepted, in the business's calendar. */
  lastDay: z.iso.date(),
  expiresAt: z.iso.datetime({ offset: true }),
  sentTo: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The order it became when accepted. */
  orderId: z.uuid().nullable(),
  renewalRequestedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The link the customer opens, to copy and send by hand; null for offers sent before it was kept. */
  link: z.url().nullable(),
  /** When the customer first opened the link. */
  openedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;

/** A request's offers, newest first, and the default last day of a new one. */
export const adminRequestOffersSchema = z.object({
  offers: z.array(adminOfferSchema),
  defaultLastDay: z.iso.date(),
  /** The business's deposit setting: a new offer's deposit unless it sets its own. */
  defaultDeposit: depositRuleSchema,
});
export type AdminRequestOffers = z.infer<typeof adminRequestOffersSchema>;

/** The link's token: 256 random bits, base64url. */
export const OFFER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const offerTokenRequestSchema = z.strictObject({
  token: z.string({ error: "is required" }).regex(OFFER_TOKEN_PATTERN, "is not a valid offer link"),
});

/** What the customer's link shows: the offer while it is open or accepted, else nothing of it. */
export const offerViewSchema = z.discriminatedUnion("state", [
  offerPriceSchema.extend({
    state: z.enum(["open", "accepted", "paid"]),
    customerName: z.string(),
    serviceAddress: z.string(),
    note: z.string().nullable(),
    lastDay: z.iso.date(),
    expiresAt: z.iso.datetime({ offset: true }),
    orderId: z.uuid().nullable(),
  }),
  z.object({
    state: z.enum(["expired", "withdrawn"]),
    /** The customer already asked for a new offer from this link. */
    renewalRequested: z.boolean(),
  }),
]);
export type OfferView = z.infer<typeof offerViewSchema>;

export const offerAcceptResponseSchema = z.object({ sessionUrl: z.string(), orderId: z.uuid() });
export type OfferAcceptResponse = z.infer<typeof offerAcceptResponseSchema>;

export const offerRenewalResponseSchema = z.object({ message: z.string() });
