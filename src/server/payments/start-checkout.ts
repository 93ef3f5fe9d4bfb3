import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Geocoder } from "@/domain/geocode";
import type { CheckoutResponse, checkoutRequestSchema } from "@/shared/api/checkout-contract";
import type { PriceResponse } from "@/shared/api/quote-contract";
import { ROUTES } from "@/shared/routes";
import type { AppContext } from "../app";
import { businessPageBase } from "../business/business-pages";
import type { Business } from "../business/business-store";
import { type Order, orders } from "../db/schema";
import { AppError } from "../http/app-error";
import { anonymousWriteLimitsOn } from "../quotes/anonymous-write-limits";
import { assertSentAreaAgrees, locateServiceAddress } from "../quotes/locate-service-address";
import { priceQuote } from "../quotes/price-quote";
import { type ApiDialect, REQUEST_NAMES, withSeedPriceNames } from "../routes/seed-names";
import { createCheckoutOrder } from "./create-checkout-order";
import type { CheckoutSource, PaymentGateway } from "./payment-gateway";

export type CheckoutInput = z.output<typeof checkoutRequestSchema>;

/** Names of the amounts the client sent that differ from the server's price. */
export function findStaleAmounts(input: CheckoutInput, price: PriceResponse): string[] {
  const compared: [string, number | undefined, number][] = [
    ["basePriceCents", input.basePriceCents, price.breakdown.base_price_cents],
    ["addonPriceCents", input.addonPriceCents, price.breakdown.addon_price_cents],
    ["subtotalCents", input.subtotalCents, price.subtotal_cents],
    ["feeCents", input.feeCents, price.fee_cents],
    ["totalCents", input.totalCents, price.total_cents],
    ["taxCents", input.taxCents, price.tax_cents],
    ["grandTotalCents", input.grandTotalCents, price.grand_total_cents],
  ];
  const stale = compared
    .filter(([, sent, actual]) => sent !== undefined && sent !== actual)
    .map(([name]) => name);
  input.addons.forEach((addon, index) => {
    const priced = price.addons.find((candidate) => candidate.code === addon.code);
    if (priced && addon.price_cents !== undefined && priced.price_cents !== addon.price_cents) {
      stale.push(`addons.${index}.price_cents`);
    }
  });
  return stale;
}

/**
 * POST /api/checkout: locates the address and prices the order in the address's own area
 * (refusing an address outside every area, or an area the client sent that is another one),
 * refuses (409 with the current price) when
 * the customer was shown something else, creates or recalls the pending order, then opens
 * the checkout session outside any transaction and remembers its id.
 */
export async function startCheckout(options: {
  context: AppContext;
  business: Business;
  geocoder: Geocoder;
  gateway: PaymentGateway;
  input: CheckoutInput;
  idempotencyKey: string | undefined;
  /** The seed's paths name the area `town` and answer a stale price with the seed's names too. */
  dialect: ApiDialect;
}): Promise<CheckoutResponse & { repeated: boolean }> {
  const { context, gateway, input } = options;
  const { database } = context;
  const business = options.business.config;
  const check = await locateServiceAddress({
    geocoder: options.geocoder,
    business,
    address: input,
  });
  if (!check.area) throw AppError.invalidField("zipCode", check.message);
  const seed = options.dialect === "seed";
  const names = REQUEST_NAMES[options.dialect];
  assertSentAreaAgrees(check.area, input.area, names.area);
  const price = priceQuote({
    business,
    now: context.clock(),
    area: check.area,
    option: input.option,
    addons: input.addons.map(({ code, quantity }) => ({ code, quantity })),
    names,
  });
  const stale = findStaleAmounts(input, price);
  if (stale.length > 0) {
    throw new AppError(
      "conflict",
      "The price has changed since it was shown. Please review the new price before paying.",
      { body: { price: seed ? withSeedPriceNames(price) : price, stale } },
    );
  }

  const { location } = check;
  const { order, repeated } = await createCheckoutOrder(database.db, {
    businessId: business.id,
    configVersion: options.business.version,
    customer: {
      email: input.email,
      address: input.address,
      city: input.city,
      state: check.address.state,
      zipCode: input.zipCode,
    },
    price,
    idempotencyKey: options.idempotencyKey,
    location,
    limitsOn: anonymousWriteLimitsOn(context.env),
    visit: input.visit ? { id: input.visit, now: context.clock() } : undefined,
  });
  const sessionUrl = await openCheckoutSession({
    context,
    business: options.business,
    gateway,
    order,
    source: input.source,
  });
  return { sessionUrl, orderId: order.id, repeated };
}

/**
 * Where the customer pays an order: its success page once it is paid, else a checkout session
 * opened outside any transaction, whose id the order remembers.
 */
export async function openCheckoutSession(options: {
  context: AppContext;
  business: Business;
  gateway: PaymentGateway;
  order: Order;
  source: CheckoutSource;
}): Promise<string> {
  const { order } = options;
  const pageBase = businessPageBase(options.business, options.context.defaultBusinessSlug);
  if (order.paymentStatus === "paid")
    return `${pageBase}${ROUTES.checkoutSuccess}?order=${order.id}`;

  const session = await options.gateway.createCheckoutSession({
    order,
    source: options.source,
    pageBase,
    offering: options.business.config.offering,
    paymentAccount: options.business.paymentAccount,
  });
  if (session.sessionId && order.checkoutSessionId === null) {
    await options.context.database.db
      .update(orders)
      .set({
        checkoutSessionId: session.sessionId,
        applicationFeeCents: session.applicationFeeCents,
        ...(session.customerId && { stripeCustomerId: session.customerId }),
      })
      .where(and(eq(orders.id, order.id), isNull(orders.checkoutSessionId)));
  }
  return session.url;
}
