import { sql } from "drizzle-orm";
import fc from "fast-check";
import { expect } from "vitest";
import zipcodes from "zipcodes";
import type { z } from "zod";
import { priceOffer } from "@/domain/custom-quote-offer";
import { findServiceArea } from "@/domain/find-service-area";
import type { PostalAddress } from "@/domain/geocode";
import { servicesOf } from "@/domain/stored-offering";
import { DEFAULT_ADMIN_NAME } from "@/server/admin/admin-accounts";
import { decodeCursor, encodeCursor } from "@/server/admin/page-cursor";
import type { BusinessConfig } from "@/server/config/business-config";
import type { Database } from "@/server/db/database";
import { checkCityOfZip, placeOfZip } from "@/server/geocoding/zip-city";
import { offerItemsOf } from "@/server/offers/offer-records";
import { findStaleAmounts } from "@/server/payments/start-checkout";
import { priceQuote } from "@/server/quotes/price-quote";
import { acceptingLegacyNames } from "@/server/routes/legacy-names";
import { invitationParamsSchema, memberParamsSchema } from "@/shared/api/account-contract";
import {
  adminListQuerySchema,
  adminLoginRequestSchema,
  adminOrdersQuerySchema,
  exportRequestSchema,
  MAX_ADMIN_PAGE_SIZE,
  ORDER_TABS,
  onboardRequestSchema,
  orderIdParamsSchema,
} from "@/shared/api/admin-contract";
import {
  checkoutRequestSchema,
  orderParamsSchema,
  testPaymentRequestSchema,
} from "@/shared/api/checkout-contract";
import { contactRequestSchema } from "@/shared/api/contact-contract";
import { CONTACT_INDUSTRIES } from "@/shared/api/contact-industries";
import {
  MAX_OFFER_LINES,
  type OfferDraft,
  offerDraftSchema,
  requestIdParamsSchema,
} from "@/shared/api/custom-quote-offer-contract";
import { REFUND_REASONS, refundRequestSchema } from "@/shared/api/payments-contract";
import {
  platformBusinessParamsSchema,
  platformStatusRequestSchema,
} from "@/shared/api/platform-contract";
import {
  customQuoteRequestSchema,
  geoCheckRequestSchema,
  priceRequestSchema,
} from "@/shared/api/quote-contract";
import {
  webhookDeliveryParamsSchema,
  webhookEndpointParamsSchema,
  webhookEndpointUpdateSchema,
} from "@/shared/api/webhook-contract";
import { slugParamsSchema } from "@/shared/business-slug";
import { MAX_CHARGE_CENTS } from "@/shared/money";
import { TEST_ADMIN } from "../helpers/admin";
import { selectRows } from "../helpers/checkout";
import { hostileText, sometimesHostile } from "./hostile-input";

/** Tables whose row counts the fuzz watches. */
export const WATCHED_TABLES = [
  "orders",
  "order_events",
  "custom_quote_requests",
  "quote_leads",
  "contact_leads",
  "outbox",
  "admin_sessions",
  "processed_webhook_events",
] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];
/** Rows a 2xx answer adds per table; "any" where the count depends on what is stored already. */
export type Growth = Partial<Record<WatchedTable, number | "any">>;

/** In a path parameter: a pending order the harness inserts just before the request. */
export const NEW_ORDER = "<new pending order>";
/** In a path parameter: a custom quote request the harness inserts just before the request. */
export const NEW_CUSTOM_QUOTE = "<new custom quote request>";
/** In a header: an Idempotency-Key never sent before. */
export const FRESH_KEY = "<fresh idempotency key>";

/** A request the contract accepts, as its schemas parsed it. */
export type ValidInput = {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string>;
  /** The order the harness created for NEW_ORDER, if the path named one. */
  newOrderId: string | undefined;
  /** The request the harness created for NEW_CUSTOM_QUOTE, if the path named one. */
  newCustomQuoteId?: string | undefined;
};

export type Answer = { status: number; body: unknown };

export type FuzzEndpoint = {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** With `:name` parameters, as the server declares it. */
  path: string;
  /** Stripe-mode server: the webhook exists only there. */
  stripeMode?: boolean;
  admin?: boolean;
  /** schema null: not a route parameter, only a part of a path that matches no route. */
  params?: { schema: z.ZodType | null; valid: Record<string, fc.Arbitrary<string>> };
  /** Absent: the route reads no query, so any is accepted. */
  query?: { schema: z.ZodType; valid: fc.Arbitrary<Record<string, string>> };
  body?: {
    /** null: the route reads no body, so any JSON is accepted. */
    schema: z.ZodType | null;
    valid: fc.Arbitrary<Record<string, unknown>>;
    limitBytes?: number;
    /** The route takes the bytes as they are (the webhook): no JSON parsing before the handler. */
    raw?: boolean;
  };
  headers?: fc.Arbitrary<Record<string, string>>;
  /** The statuses a request the contract accepts may get: documented success or domain refusals. */
  accepts(input: ValidInput): number[];
  /** Rows a 2xx adds; every other table, and every 4xx, adds none. */
  grows?(input: ValidInput, answer: Answer): Growth;
  /** After a 2xx: what was stored is exactly what the contract parsed, kept as data. */
  verifyStored?(database: Database, input: ValidInput, answer: Answer): Promise<void>;
};

// Field arbitraries: mostly well formed, with hostile-but-valid text (SQL, markup, Unicode) mixed in.
const freeText = (maxLength: number) =>
  sometimesHostile(
    fc.oneof(
      fc.constantFrom("12 Birch Lane", "Scarsdale", "Pat Doe", 'Apt 4B, 5 "Elm" St'),
      fc.string({ minLength: 1, maxLength }),
    ),
  );
const email = sometimesHostile(
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.constantFrom(
        "pat@example.com",
        "o'neil@example.com",
        "a+b@sub.example.org",
        " PAT@Example.COM ",
      ),
    },
    { weight: 1, arbitrary: fc.emailAddress() },
  ),
);
const zipCode = sometimesHostile(fc.constantFrom("10583", "10601", "10001", "10583-1234", "99999"));
/** Mostly a city of one of those ZIP codes (a ZIP nobody knows takes any city), else any text. */
const city = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("Scarsdale", " scarsdale ", "White Plains", "New York") },
  { weight: 1, arbitrary: freeText(30) },
);
const state = sometimesHostile(fc.constantFrom("NY", "ny", " ct "));
const phone = sometimesHostile(
  fc.constantFrom("(555) 010-0100", "+1 555 010 0100", "555.010.0100", "555-0100"),
);
const uuid = fc.uuid();
const orderId = fc.oneof(
  { weight: 3, arbitrary: fc.constant(NEW_ORDER) },
  { weight: 2, arbitrary: uuid },
);

function optionalFields<T extends Record<string, fc.Arbitrary<unknown>>>(
  fields: T,
  required: (keyof T)[],
) {
  return fc.record(fields, {
    requiredKeys: required as Extract<keyof T, string>[],
  }) as fc.Arbitrary<Record<string, unknown>>;
}

const postalAddress = { address: freeText(60), city, state, zipCode };

async function latestRow(database: Database, table: string, where = sql`true`) {
  const [row] = await selectRows(
    database,
    sql`select * from ${sql.identifier(table)} where ${where} order by created_at desc limit 1`,
  );
  return row;
}

function pick(value: unknown, keys: string[]): Record<string, unknown> {
  const record = value as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, record[key]]));
}

/** The address as stored: the state is the ZIP code's when the offline list knows the ZIP. */
const storedPostalAddress = (body: Record<string, unknown>) => ({
  address: body.address,
  city: body.city,
  state: placeOfZip(String(body.zipCode))?.state ?? body.state,
  zip_code: body.zipCode,
});

/** The documented answer of an order-id route: the harness's new order exists, any other id does not. */
const existingOrNot = (input: ValidInput) => (input.newOrderId ? [200] : [404]);

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/**
 * Timestamps in the cursor's text format with every field free within its digits: month 19,
 * February 30th, 25:61:70, year 0, offset +19:69, and now and then a real one.
 */
const timestampText = fc
  .record({
    date: fc.tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 19 }),
      fc.integer({ min: 0, max: 39 }),
    ),
    time: fc.tuple(
      fc.integer({ min: 0, max: 29 }),
      fc.integer({ min: 0, max: 69 }),
      fc.integer({ min: 0, max: 69 }),
    ),
    fraction: fc.option(fc.integer({ min: 0, max: 999_999 }), { nil: undefined }),
    offset: fc.tuple(
      fc.constantFrom("+", "-"),
      fc.integer({ min: 0, max: 19 }),
      fc.option(fc.integer({ min: 0, max: 69 }), { nil: undefined }),
    ),
  })
  .map(({ date: [year, month, day], time, fraction, offset: [sign, hours, minutes] }) => {
    const clock = time.map((part) => pad(part, 2)).join(":");
    const micros = fraction === undefined ? "" : `.${pad(fraction, 6)}`;
    const zone = `${sign}${pad(hours, 2)}${minutes === undefined ? "" : `:${pad(minutes, 2)}`}`;
    return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)} ${clock}${micros}${zone}`;
  });

/** What PostgreSQL's timestamptz input takes, judged by a round trip through Date. */
function isPostgresTimestamp(text: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})[.\d]*[+-](\d{2})(?::(\d{2}))?$/.exec(
    text,
  );
  if (!match) return false;
  const [, day, time, offsetHours, offsetMinutes = "00"] = match;
  const iso = `${day}T${time}`;
  const parsed = new Date(`${iso}Z`);
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().startsWith(iso) &&
    !iso.startsWith("0000") &&
    Number(offsetHours) <= 15 &&
    Number(offsetMinutes) <= 59
  );
}

/** Limits, tabs, cursors: a valid cursor from this API, or text the server must refuse. */
const pageQuery = {
  limit: sometimesHostile(
    fc.oneof(
      fc.integer({ min: -5, max: MAX_ADMIN_PAGE_SIZE + 5 }).map(String),
      fc.constantFrom("1e2", "0x10", " 7 ", "2.5"),
    ),
  ),
  cursor: fc.oneof(
    fc
      .tuple(fc.date({ noInvalidDate: true }), uuid)
      .map(([date, id]) =>
        encodeCursor({ createdAt: date.toISOString().replace("T", " ").replace("Z", "+00"), id }),
      ),
    // Well-formed cursors that decode to dates that do not exist, or to other JSON.
    fc.tuple(timestampText, uuid).map(([createdAt, id]) => encodeCursor({ createdAt, id })),
    fc
      .jsonValue({ maxDepth: 2 })
      .map((value) => Buffer.from(JSON.stringify(value)).toString("base64url")),
    hostileText,
  ),
};
const listQueryAccepts = (input: ValidInput) => {
  const { cursor } = input.query as { cursor?: string };
  if (cursor === undefined) return [200];
  try {
    return isPostgresTimestamp(decodeCursor(cursor).createdAt) ? [200] : [400];
  } catch {
    return [400];
  }
};

function isValidIdempotencyKey(key: string | undefined): boolean {
  if (key === undefined) return true;
  const trimmed = key.trim();
  return trimmed.length > 0 && trimmed.length <= 255 && /^[\x21-\x7e]+$/.test(trimmed);
}

/** Every public and admin API route, with its contract and what a valid request may get. */
export function fuzzEndpoints({ config, now }: { config: BusinessConfig; now: Date }) {
  const { offering } = config;
  const price = (body: {
    area: string;
    option?: string | undefined;
    addons: { code: string; quantity?: number | undefined }[];
  }) => {
    const { option } = body;
    if (option === undefined) return undefined;
    try {
      return priceQuote({ config, now, ...body, option });
    } catch {
      return undefined;
    }
  };
  const towns = offering.areas.map((area) => area.name);
  const optionCodes = offering.options.map((option) => option.code);
  const serviceCodes = servicesOf(offering).services.map((service) => service.code);
  /** The geo check and the custom quote refuse a service the business does not sell. */
  const sellsService = (service: string | undefined) =>
    service === undefined || serviceCodes.includes(service);
  // The default business's unprefixed paths, fuzzed here, take the legacy names as well as the neutral ones.
  const legacyPriceRequestSchema = acceptingLegacyNames(priceRequestSchema);
  const legacyCheckoutRequestSchema = acceptingLegacyNames(checkoutRequestSchema);
  const legacyCustomQuoteRequestSchema = acceptingLegacyNames(customQuoteRequestSchema);
  /**
   * What the server makes of an address with the offline ZIP geocoder the test servers use:
   * refused (a city elsewhere that would change the area), or its area (null outside every area).
   */
  const areaOf = (address: PostalAddress): { refused: true } | { town: string | null } => {
    const zip = address.zipCode.trim().slice(0, 5);
    const record = zipcodes.lookup(zip);
    const location = record && {
      lat: record.latitude,
      lng: record.longitude,
      zip,
      precision: "zip" as const,
    };
    const town = location
      ? (findServiceArea({ areas: offering.areas, location })?.name ?? null)
      : null;
    try {
      checkCityOfZip({ address, areas: offering.areas, area: town });
    } catch {
      return { refused: true };
    }
    return { town };
  };
  const addonCodes = offering.addons.map((addon) => addon.code);

  const checkoutBody = fc
    .record({
      customer: fc.record({ ...postalAddress, email }),
      town: sometimesHostile(fc.constantFrom(...towns, "scarsdale", "Port Chester")),
      drivewaySize: sometimesHostile(fc.constantFrom(...optionCodes)),
      addons: fc.oneof(
        { weight: 4, arbitrary: fc.subarray(addonCodes) },
        fc.subarray([...addonCodes, "snow_cone", "<b>"]),
      ),
      /** An amount off by a cent: the price the customer saw is stale. */
      tamper: fc.oneof(
        { weight: 4, arbitrary: fc.constant(null) },
        fc.constantFrom("subtotalCents", "grandTotalCents", "feeCents"),
      ),
      source: fc.constantFrom("page", "embed"),
    })
    .map(({ customer, town, drivewaySize, addons, tamper, source }) => {
      const quote = price({
        area: town,
        option: drivewaySize,
        addons: addons.map((code) => ({ code })),
      });
      const body: Record<string, unknown> = {
        ...customer,
        town,
        drivewaySize,
        source,
        addons: quote?.addons ?? addons.map((code) => ({ code, label: code, price_cents: 0 })),
        basePriceCents: quote?.breakdown.base_price_cents ?? 0,
        addonPriceCents: quote?.breakdown.addon_price_cents ?? 0,
        subtotalCents: quote?.subtotal_cents ?? 0,
        feeCents: quote?.fee_cents ?? 0,
        totalCents: quote?.total_cents ?? 0,
        taxCents: quote?.tax_cents ?? 0,
        grandTotalCents: quote?.grand_total_cents ?? 0,
      };
      if (tamper) body[tamper] = (body[tamper] as number) + 1;
      return body;
    });

  const endpoints: FuzzEndpoint[] = [
    { method: "GET", path: "/healthz", accepts: () => [200] },
    { method: "GET", path: "/readyz", accepts: () => [200] },
    { method: "GET", path: "/api/config", accepts: () => [200] },
    { method: "GET", path: "/api/public-config", accepts: () => [200] },
    {
      method: "POST",
      path: "/api/geo/check",
      body: {
        schema: geoCheckRequestSchema,
        valid: optionalFields({ ...postalAddress, email }, ["address", "city", "zipCode", "email"]),
      },
      accepts: (input) => {
        const body = input.body as PostalAddress & { service?: string };
        return "refused" in areaOf(body) || !sellsService(body.service) ? [400] : [200];
      },
      // One lead per visitor, address and day: a repeated visit updates its row.
      grows: () => ({ quote_leads: "any" }),
      verifyStored: async (database, input) => {
        const body = input.body as Record<string, unknown>;
        const row = await latestRow(
          database,
          "quote_leads",
          sql`email = ${body.email} and address = ${body.address} and city = ${body.city}
            and zip_code = ${body.zipCode}`,
        );
        expect(pick(row, ["email", "address", "city", "state", "zip_code"])).toEqual({
          email: body.email,
          ...storedPostalAddress(body),
        });
      },
    },
    {
      method: "POST",
      path: "/api/price",
      body: {
        schema: legacyPriceRequestSchema,
        valid: optionalFields(
          {
            town: sometimesHostile(fc.constantFrom(...towns, "harrison ", "Port Chester")),
            drivewaySize: sometimesHostile(fc.constantFrom(...optionCodes)),
            addons: fc.array(sometimesHostile(fc.constantFrom(...addonCodes)), { maxLength: 3 }),
          },
          ["town", "drivewaySize"],
        ),
      },
      accepts: (input) => (price(legacyPriceRequestSchema.parse(input.body)) ? [200] : [400]),
    },
    {
      method: "POST",
      path: "/api/custom-quotes",
      body: {
        schema: legacyCustomQuoteRequestSchema,
        valid: optionalFields(
          {
            customerName: freeText(60),
            email,
            phone,
            ...postalAddress,
            town: sometimesHostile(fc.constantFrom(...towns)),
            description: freeText(300),
          },
          ["customerName", "email", "phone", "address", "city", "zipCode"],
        ),
      },
      accepts: (input) => {
        const body = legacyCustomQuoteRequestSchema.parse(input.body);
        const place = areaOf(body);
        if ("refused" in place || !sellsService(body.service)) return [400];
        return body.area === undefined || body.area === place.town ? [201] : [400];
      },
      grows: () => ({ custom_quote_requests: 1, outbox: 2 }),
      verifyStored: async (database, input, answer) => {
        const body = input.body as Record<string, unknown>;
        const { id } = answer.body as { id: string };
        const row = await latestRow(database, "custom_quote_requests", sql`id = ${id}`);
        expect(
          pick(row, [
            "customer_name",
            "email",
            "phone",
            "area",
            "description",
            "address",
            "city",
            "state",
            "zip_code",
          ]),
        ).toEqual({
          customer_name: body.customerName,
          email: body.email,
          phone: body.phone,
          area: (areaOf(body as unknown as PostalAddress) as { town: string | null }).town,
          description: body.description,
          ...storedPostalAddress(body),
        });
      },
    },
    {
      method: "POST",
      path: "/api/contact",
      body: {
        schema: contactRequestSchema,
        valid: optionalFields(
          {
            name: freeText(60),
            email,
            company: freeText(60),
            phone,
            industry: sometimesHostile(fc.constantFrom(...CONTACT_INDUSTRIES, "")),
            message: freeText(500),
            website: fc.constantFrom("", "http://spam.example"),
          },
          ["name", "email", "company", "message"],
        ),
      },
      accepts: () => [201],
      grows: (input) =>
        (input.body as { website?: string }).website ? {} : { contact_leads: 1, outbox: 1 },
      verifyStored: async (database, input) => {
        const body = input.body as Record<string, unknown>;
        if (body.website) return;
        const row = await latestRow(database, "contact_leads");
        expect(pick(row, ["name", "email", "company", "phone", "industry", "message"])).toEqual({
          ...pick(body, ["name", "email", "company", "message"]),
          phone: body.phone ?? null,
          industry: body.industry ?? null,
        });
      },
    },
    {
      method: "POST",
      path: "/api/checkout",
      body: { schema: legacyCheckoutRequestSchema, valid: checkoutBody },
      headers: fc.oneof(
        { weight: 3, arbitrary: fc.constant({}) },
        { weight: 3, arbitrary: fc.constant({ "idempotency-key": FRESH_KEY }) },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom("", " ", "has space", "x".repeat(256), "ÿ", "'; DROP TABLE orders; --")
            .map((key) => ({ "idempotency-key": key })),
        },
      ),
      accepts: (input) => {
        if (!isValidIdempotencyKey(input.headers["idempotency-key"])) return [400];
        const body = legacyCheckoutRequestSchema.parse(input.body);
        const place = areaOf(body);
        // The area comes from the address: refused outside every area or for another town.
        if ("refused" in place || place.town !== body.area) return [400];
        const quote = price(body);
        if (!quote) return [400];
        if (findStaleAmounts(body, quote).length > 0) return [409];
        // 200: the same order again within seconds (a double click) answers with the first.
        return [200, 201];
      },
      grows: (_input, answer) => (answer.status === 201 ? { orders: 1, order_events: 1 } : {}),
      verifyStored: async (database, input, answer) => {
        const body = legacyCheckoutRequestSchema.parse(input.body);
        const { orderId } = answer.body as { orderId: string };
        const quote = price(body)!;
        const row = await latestRow(database, "orders", sql`id = ${orderId}`);
        expect(
          pick(row, ["email", "address", "city", "state", "zip_code", "area", "grand_total_cents"]),
        ).toEqual({
          email: body.email,
          ...storedPostalAddress(body),
          area: quote.area,
          grand_total_cents: quote.grand_total_cents,
        });
      },
    },
    {
      method: "GET",
      path: "/api/checkout/orders/:orderId",
      params: { schema: orderParamsSchema, valid: { orderId } },
      accepts: existingOrNot,
    },
    {
      method: "POST",
      path: "/api/checkout/orders/:orderId/test-payment",
      params: { schema: orderParamsSchema, valid: { orderId } },
      body: {
        schema: testPaymentRequestSchema,
        valid: optionalFields({ customerName: freeText(60), phone }, ["customerName", "phone"]),
      },
      accepts: existingOrNot,
      // The order was pending: it is paid now, and its receipt and business notice are queued.
      grows: () => ({ order_events: 1, outbox: 2 }),
      verifyStored: async (database, input) => {
        const body = input.body as Record<string, unknown>;
        const row = await latestRow(database, "orders", sql`id = ${input.newOrderId}`);
        expect(pick(row, ["customer_name", "phone", "payment_status"])).toEqual({
          customer_name: body.customerName,
          phone: body.phone,
          payment_status: "paid",
        });
      },
    },
    {
      method: "POST",
      path: "/api/admin/login",
      body: {
        schema: adminLoginRequestSchema,
        valid: fc.oneof(
          fc.constant({ ...TEST_ADMIN }),
          fc.record({
            email: fc.constantFrom(TEST_ADMIN.email, " OWNER@example.com "),
            password: freeText(40),
          }),
          fc.record({ email, password: freeText(300) }),
        ),
      },
      accepts: (input) => {
        const { email, password } = input.body as { email: string; password: string };
        const correct = email === TEST_ADMIN.email && password === TEST_ADMIN.password;
        // 429: five wrong passwords for one email lock it for a while, the right one included.
        return correct ? [200, 429] : [401, 429];
      },
      grows: () => ({ admin_sessions: 1 }),
    },
    {
      method: "POST",
      path: "/api/admin/logout",
      admin: true,
      body: { schema: null, valid: fc.constant({}) },
      accepts: () => [204],
    },
    { method: "GET", path: "/api/admin/ping", admin: true, accepts: () => [200] },
    { method: "GET", path: "/api/admin/stats", admin: true, accepts: () => [200] },
    {
      method: "GET",
      path: "/api/admin/orders",
      admin: true,
      query: {
        schema: adminOrdersQuerySchema,
        valid: optionalFields(
          { tab: sometimesHostile(fc.constantFrom(...ORDER_TABS)), q: freeText(40), ...pageQuery },
          [],
        ) as fc.Arbitrary<Record<string, string>>,
      },
      accepts: listQueryAccepts,
    },
    ...["/api/admin/custom-quotes", "/api/admin/leads"].map(
      (path): FuzzEndpoint => ({
        method: "GET",
        path,
        admin: true,
        query: {
          schema: adminListQuerySchema,
          valid: optionalFields(pageQuery, []) as fc.Arbitrary<Record<string, string>>,
        },
        accepts: listQueryAccepts,
      }),
    ),
    {
      method: "GET",
      path: "/api/admin/orders/:orderId",
      admin: true,
      params: { schema: orderIdParamsSchema, valid: { orderId } },
      accepts: existingOrNot,
    },
    {
      method: "PATCH",
      path: "/api/admin/orders/:orderId/onboard",
      admin: true,
      params: { schema: orderIdParamsSchema, valid: { orderId } },
      body: {
        schema: onboardRequestSchema,
        valid: optionalFields({ onboarded: fc.boolean(), onboardedBy: freeText(120) }, [
          "onboarded",
        ]),
      },
      accepts: existingOrNot,
      // A new order is not onboarded yet: only setting it records an event.
      grows: (input) =>
        (input.body as { onboarded: boolean }).onboarded ? { order_events: 1 } : {},
      verifyStored: async (database, input) => {
        const { onboarded } = input.body as { onboarded: boolean };
        const row = await latestRow(database, "orders", sql`id = ${input.newOrderId}`);
        expect(pick(row, ["onboarded", "onboarded_by"])).toEqual({
          onboarded,
          // The signed-in admin's name, whatever the body's onboardedBy says.
          onboarded_by: onboarded ? DEFAULT_ADMIN_NAME : null,
        });
      },
    },
    {
      method: "POST",
      path: "/api/admin/export",
      admin: true,
      body: {
        schema: exportRequestSchema,
        limitBytes: 1024 * 1024,
        valid: fc.oneof(
          fc.record({ orderIds: fc.array(uuid, { minLength: 1, maxLength: 20 }) }),
          optionalFields(
            {
              filter: fc.record(
                { tab: fc.constantFrom(...ORDER_TABS), q: freeText(40) },
                { requiredKeys: ["tab"] },
              ),
              exportedBy: freeText(120),
            },
            ["filter"],
          ),
        ),
      },
      accepts: () => [200],
      grows: () => ({ order_events: "any" }),
    },
    {
      method: "POST",
      path: "/api/stripe/webhook",
      stripeMode: true,
      body: {
        schema: null,
        raw: true,
        limitBytes: 512 * 1024,
        valid: fc.record({
          id: fc.constantFrom("evt_1", "evt_fuzz"),
          type: fc.constantFrom(
            "checkout.session.completed",
            "checkout.session.async_payment_succeeded",
          ),
          data: fc.record({
            object: fc.record({ id: fc.constantFrom("cs_test_1"), client_reference_id: uuid }),
          }),
        }),
      },
      headers: fc.oneof(
        fc.constant({}),
        fc
          .constantFrom(
            "",
            "garbage",
            "t=1,v1=deadbeef",
            `t=${Math.floor(now.getTime() / 1000)},v1=${"ab".repeat(32)}`,
            "t=,v1=,v0=",
          )
          .map((signature) => ({ "stripe-signature": signature })),
      ),
      // Only Stripe can sign; everything the fuzz sends lacks a valid signature.
      accepts: () => [400],
    },
    {
      method: "GET",
      path: "/api/no-such-:name",
      params: { schema: null, valid: { name: fc.string() } },
      accepts: () => [404],
    },
    ...pathParameterEndpoints(config),
    { method: "PUT", path: "/api/price", accepts: () => [404] },
    { method: "DELETE", path: "/api/admin/orders", accepts: () => [404] },
    { method: "GET", path: "/api/checkout", accepts: () => [404] },
  ];
  return endpoints;
}

/** The seeded business, a slug no business has, and slugs that read like our own words. */
const slug = fc.constantFrom("northside-snow", "no-such-business", "admin", "a-1", "9".repeat(63));
const SEEDED_SLUG = "northside-snow";
const NO_SUCH_ORDER = "00000000-0000-4000-8000-000000000000";
const knownSlug = (input: ValidInput) => input.params.slug === SEEDED_SLUG;

/** Dollars as the offer form sends them: around $100,000.00, the most one item may cost. */
const offerAmount = fc.oneof(
  fc.constantFrom("100000", "100000.00", "100000.01", "99999.99", "$1,000", "0.01", "0", 100000),
  fc.integer({ min: 1, max: 10_000_001 }).map((cents) => (cents / 100).toFixed(2)),
);
/** Offers at and past the caps: 20 items of up to 999, an amount each up to $100,000.00. */
const offerDraft = fc.record(
  {
    lines: fc.array(
      fc.record(
        {
          label: freeText(40),
          amount: offerAmount,
          quantity: fc.oneof(fc.constantFrom(1, 998, 999, 1000), fc.integer({ min: 1, max: 999 })),
        },
        { requiredKeys: ["label", "amount"] },
      ),
      { minLength: 1, maxLength: MAX_OFFER_LINES + 1 },
    ),
  },
  { requiredKeys: ["lines"] },
);

/**
 * Every route with a path parameter not fuzzed above: the business slug of each public API route
 * (/api/b/{slug}/...), and the ids of the dashboard's and the platform's routes. The parameter is
 * the point; the rest of the request is the least the route reads.
 */
function pathParameterEndpoints(config: BusinessConfig): FuzzEndpoint[] {
  const slugParams = { schema: slugParamsSchema, valid: { slug } };
  // Without a body (or query) a known business's route refuses the request: 400.
  const publicRoute = (
    method: "GET" | "POST",
    path: string,
    knownAnswer: number[] = [400],
  ): FuzzEndpoint => ({
    method,
    path: `/api/b/:slug${path}`,
    params: slugParams,
    accepts: (input) => (knownSlug(input) ? knownAnswer : [404]),
  });
  const uuidParam = (name: string, schema: z.ZodType) => ({
    schema,
    valid: { [name]: uuid },
  });
  // The body as the contract parsed it: amounts are cents already.
  const isOverCap = (body: unknown) => {
    const price = priceOffer(offerItemsOf(body as OfferDraft), config.offering);
    return price.grand_total_cents > MAX_CHARGE_CENTS;
  };
  return [
    publicRoute("GET", "/config", [200]),
    publicRoute("POST", "/geo/check"),
    publicRoute("POST", "/price"),
    publicRoute("POST", "/custom-quotes"),
    publicRoute("POST", "/checkout"),
    publicRoute("POST", "/offers/view"),
    publicRoute("POST", "/offers/accept"),
    publicRoute("POST", "/offers/request-new"),
    publicRoute("POST", "/reminders/resume"),
    publicRoute("GET", "/reminders/unsubscribe"),
    publicRoute("POST", "/reminders/unsubscribe"),
    // The business is found before the route's own parameters are read: the order id is fixed.
    publicRoute("GET", `/checkout/orders/${NO_SUCH_ORDER}`, [404]),
    publicRoute("POST", `/checkout/orders/${NO_SUCH_ORDER}/test-payment`),
    {
      method: "GET",
      path: "/api/admin/custom-quotes/:requestId/offers",
      admin: true,
      params: uuidParam("requestId", requestIdParamsSchema),
      accepts: () => [404],
    },
    {
      method: "POST",
      path: "/api/admin/custom-quotes/:requestId/offers/price",
      admin: true,
      params: {
        schema: requestIdParamsSchema,
        valid: {
          requestId: fc.oneof(
            { weight: 3, arbitrary: fc.constant(NEW_CUSTOM_QUOTE) },
            { weight: 1, arbitrary: uuid },
          ),
        },
      },
      body: { schema: offerDraftSchema, valid: offerDraft },
      // An offer may come to $999,999.99 at most: past it, 400 naming its lines.
      accepts: (input) => {
        if (!input.newCustomQuoteId) return [404];
        return isOverCap(input.body) ? [400] : [200];
      },
    },
    ...(["PATCH", "DELETE"] as const).map(
      (method): FuzzEndpoint => ({
        method,
        path: "/api/admin/webhooks/:endpointId",
        admin: true,
        params: uuidParam("endpointId", webhookEndpointParamsSchema),
        ...(method === "PATCH" && {
          body: {
            schema: webhookEndpointUpdateSchema,
            valid: optionalFields({ description: freeText(60), enabled: fc.boolean() }, []),
          },
        }),
        accepts: () => [404],
      }),
    ),
    ...["rotate-secret", "test"].map(
      (action): FuzzEndpoint => ({
        method: "POST",
        path: `/api/admin/webhooks/:endpointId/${action}`,
        admin: true,
        params: uuidParam("endpointId", webhookEndpointParamsSchema),
        accepts: () => [404],
      }),
    ),
    {
      method: "GET",
      path: "/api/admin/webhooks/:endpointId/deliveries",
      admin: true,
      params: uuidParam("endpointId", webhookEndpointParamsSchema),
      accepts: () => [200, 404],
    },
    {
      method: "POST",
      path: "/api/admin/webhooks/deliveries/:deliveryId/resend",
      admin: true,
      params: {
        schema: webhookDeliveryParamsSchema,
        valid: {
          deliveryId: fc.oneof(
            fc.integer({ min: 1 }).map(String),
            fc.constantFrom("9223372036854775807", "9007199254740993", "1e3", "0x10"),
          ),
        },
      },
      accepts: () => [404],
    },
    {
      method: "DELETE",
      path: "/api/admin/team/invitations/:invitationId",
      admin: true,
      params: {
        schema: invitationParamsSchema,
        valid: { invitationId: fc.stringMatching(/^[0-9a-f]{64}$/) },
      },
      accepts: () => [404],
    },
    {
      method: "DELETE",
      path: "/api/admin/team/members/:memberId",
      admin: true,
      params: uuidParam("memberId", memberParamsSchema),
      accepts: () => [404],
    },
    {
      method: "POST",
      path: "/api/admin/team/members/:memberId/ownership",
      admin: true,
      params: uuidParam("memberId", memberParamsSchema),
      accepts: () => [404],
    },
    {
      method: "POST",
      path: "/api/admin/orders/:orderId/refunds",
      admin: true,
      params: { schema: orderIdParamsSchema, valid: { orderId } },
      body: {
        schema: refundRequestSchema,
        valid: optionalFields(
          {
            amountCents: fc.oneof(
              fc.integer({ min: 1, max: MAX_CHARGE_CENTS + 1 }),
              fc.constantFrom(MAX_CHARGE_CENTS, 2 ** 31, Number.MAX_SAFE_INTEGER),
            ),
            reason: fc.constantFrom(...REFUND_REASONS),
            note: freeText(60),
          },
          ["amountCents", "reason"],
        ),
      },
      // A pending order has nothing to refund.
      accepts: (input) => (input.newOrderId ? [409] : [404]),
    },
    {
      method: "POST",
      path: "/api/admin/orders/:orderId/balance",
      admin: true,
      params: { schema: orderIdParamsSchema, valid: { orderId } },
      accepts: (input) => (input.newOrderId ? [409] : [404]),
    },
    {
      method: "POST",
      path: "/api/platform/businesses/:businessId/status",
      admin: true,
      params: {
        schema: platformBusinessParamsSchema,
        valid: { businessId: fc.constantFrom(SEEDED_SLUG, "no-such-business") },
      },
      body: {
        schema: platformStatusRequestSchema,
        valid: fc.record({ action: fc.constantFrom("suspend", "reinstate") }),
      },
      // The dashboard's owner is no operator of the platform.
      accepts: () => [403],
    },
  ];
}
