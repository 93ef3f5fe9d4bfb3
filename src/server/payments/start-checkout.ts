import { isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Geocoder } from "@/domain/geocode";
import type { CheckoutResponse, checkoutRequestSchema } from "@/shared/api/checkout-contract";
import type { ServicePriceResponse } from "@/shared/api/quote-contract";
import { ROUTES } from "@/shared/routes";
import type { Services } from "../app-context";
import { assertTakesSlot, holdSlot } from "../booking/hold-slot";
import type { Business } from "../business/business-store";
import { type Order, orders } from "../db/schema";
import { AppError } from "../http/app-error";
import { assertSentAreaAgrees, locateServiceAddress } from "../quotes/locate-service-address";
import type { RequestNames } from "../quotes/price-quote";
import { priceSelection } from "../quotes/price-services";
import { markVisitTimeChosen } from "../quotes/visits";
import { createCheckoutOrder } from "./create-checkout-order";
import { paymentsFor } from "./create-payments-provider";
import type { CheckoutSource } from "./payments-provider";
import { updateOrder } from "./update-order";

export type CheckoutInput = z.output<typeof checkoutRequestSchema>;

/** Names of the amounts the client sent that differ from the server's price. */
export function findStaleAmounts(input: CheckoutInput, price: ServicePriceResponse): string[] {
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
 * the customer was shown something else, creates or recalls the pending order, holds the slot
 * the customer chose (409 with fresh slots when it was taken), then opens the checkout session
 * outside any transaction and remembers its id.
 */
export async function startCheckout(
  services: Services,
  options: {
    business: Business;
    /** Where the business's pages are: "" for the default business, else /b/{slug}. */
    pageBase: string;
    geocoder: Geocoder;
    input: CheckoutInput;
    idempotencyKey: string | undefined;
    /** ANONYMOUS_WRITE_LIMITS: whether anonymous rows are limited per hour. */
    limitsOn: boolean;
    /** How the request named the area and the option, for the error naming one. */
    names: RequestNames;
    /** The current price as the caller's API answers it, when the shown one is stale. */
    describePrice: (price: ServicePriceResponse) => ServicePriceResponse;
  },
): Promise<CheckoutResponse & { repeated: boolean }> {
  const { business, input, names } = options;
  const { config } = business;
  const check = await locateServiceAddress({
    geocoder: options.geocoder,
    config,
    address: input,
  });
  if (!check.area) throw AppError.invalidField("zipCode", check.message);
  assertSentAreaAgrees(check.area, input.area, names.area);
  const selection = {
    service: input.service,
    area: check.area,
    option: input.option,
    quantities: input.quantities,
    frequency: input.frequency,
    addons: input.addons.map(({ code, quantity }) => ({ code, quantity })),
  };
  // A recurring frequency's grand total is its first visit's: what checkout charges.
  const { price, platformFeeCents, visitPlatformFeeCents } = priceSelection({
    config,
    now: services.clock(),
    selection,
    names,
  });
  const stale = findStaleAmounts(input, price);
  if (stale.length > 0) {
    throw new AppError(
      "conflict",
      "The price has changed since it was shown. Please review the new price before paying.",
      { body: { price: options.describePrice(price), stale } },
    );
  }

  if (input.slot) assertTakesSlot(config, selection);
  const { location } = check;
  const { order, repeated } = await createCheckoutOrder(services.db, {
    businessId: business.id,
    configVersion: business.version,
    customer: {
      email: input.email,
      address: input.address,
      city: input.city,
      state: check.address.state,
      zipCode: input.zipCode,
    },
    price,
    platformFeeCents,
    visitPlatformFeeCents,
    idempotencyKey: options.idempotencyKey,
    location,
    limitsOn: options.limitsOn,
    visit: input.visit ? { id: input.visit, now: services.clock() } : undefined,
  });
  if (input.slot && order.paymentStatus !== "paid") {
    await holdSlot(services.db, {
      business,
      orderId: order.id,
      selection,
      start: input.slot.start,
      point: location && { lat: location.lat, lng: location.lng },
      now: services.clock(),
    });
    if (order.visitId) {
      await markVisitTimeChosen(services.db, {
        businessId: business.id,
        visitId: order.visitId,
        now: services.clock(),
      });
    }
  }
  const sessionUrl = await openCheckoutSession(services, {
    business,
    pageBase: options.pageBase,
    order,
    source: input.source,
    slotHeld: input.slot !== undefined,
  });
  return { sessionUrl, orderId: order.id, repeated };
}

/**
 * Where the customer pays an order: its success page once it is paid, else a checkout session
 * opened outside any transaction, whose id the order remembers.
 */
export async function openCheckoutSession(
  services: Services,
  options: {
    business: Business;
    pageBase: string;
    order: Order;
    source: CheckoutSource;
    slotHeld?: boolean;
  },
): Promise<string> {
  const { order, pageBase } = options;
  if (order.paymentStatus === "paid")
    return `${pageBase}${ROUTES.checkoutSuccess}?order=${order.id}`;

  const payments = paymentsFor(options.business, services.payments);
  const session = await payments.createCheckoutSession({
    order,
    source: options.source,
    pageBase,
    offering: options.business.config.offering,
    paymentAccount: options.business.paymentAccount,
    slotHeld: options.slotHeld === true,
  });
  if (session.sessionId && order.checkoutSessionId === null) {
    await updateOrder(
      services.db,
      { businessId: order.businessId, orderId: order.id },
      {
        checkoutSessionId: session.sessionId,
        applicationFeeCents: session.applicationFeeCents,
        ...(session.customerId && { stripeCustomerId: session.customerId }),
      },
      isNull(orders.checkoutSessionId),
    );
  }
  return session.url;
}
