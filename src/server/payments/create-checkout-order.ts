import { createHash } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { GeoLocation } from "@/domain/geocode";
import type { ServicePriceResponse } from "@/shared/api/quote-contract";
import type { Db, Tx } from "../db/database";
import { type Order, orderEvents, orders } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import { AppError } from "../http/app-error";
import { assertRoomForAnonymousRow } from "../quotes/anonymous-write-limits";
import { markVisitStep } from "../quotes/visits";
import { queueBusinessEvent } from "../webhooks/queue-business-event";
import { orderEventData } from "../webhooks/webhook-payloads";

/** Two identical checkout requests this close together are one customer clicking twice. */
export const DUPLICATE_WINDOW_SECONDS = 10;

export type CheckoutCustomer = {
  email: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
};

type CreateOptions = {
  businessId: string;
  /** The business's config version the price was computed with. */
  configVersion: number;
  customer: CheckoutCustomer;
  /** The server's own price, already checked against what the customer was shown. */
  price: ServicePriceResponse;
  /** Quotewise's fee on that price, whoever pays it (the application fee's base). */
  platformFeeCents: number;
  /** Quotewise's fee on each later visit of a plan the order starts; null for any other order. */
  visitPlatformFeeCents: number | null;
  idempotencyKey?: string;
  location: GeoLocation | null;
  /** Whether the hourly ceiling of new pending orders applies. */
  limitsOn: boolean;
  /** The visit the wizard named, marked as having started checkout with the order. */
  visit: { id: string; now: Date } | undefined;
};

type OrderIdentity = {
  businessId: string;
  customer: CheckoutCustomer;
  area: string;
  option: string;
  /** A service's selection ("service|quantities|frequency"); absent for today's. */
  selection: string | undefined;
  /** "code" or "code x quantity", one per add-on. */
  addons: readonly string[];
  grandTotalCents: number;
};

function addonKeys(addons: readonly { code: string; quantity?: number | undefined }[]): string[] {
  return addons.map(({ code, quantity }) =>
    quantity && quantity > 1 ? `${code} x ${quantity}` : code,
  );
}

function selectionKey(
  service: string | undefined,
  quantities: readonly { code: string; quantity: number }[] | null | undefined,
  frequency: string | null | undefined,
): string | undefined {
  if (service === undefined) return undefined;
  const counted = (quantities ?? []).map(({ code, quantity }) => `${code} x ${quantity}`);
  return [service, counted.join(","), frequency ?? ""].join("|");
}

/** What makes two checkout requests "the same order". */
function fingerprintOf(identity: OrderIdentity): string {
  const { customer } = identity;
  const parts = [
    identity.businessId,
    customer.email.toLowerCase(),
    customer.address.toLowerCase(),
    customer.city.toLowerCase(),
    customer.state,
    customer.zipCode,
    identity.area,
    identity.option,
    [...identity.addons].sort().join(","),
    identity.grandTotalCents,
    ...(identity.selection === undefined ? [] : [identity.selection]),
  ];
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}

function fingerprintOfRequest(options: CreateOptions): string {
  const { price } = options;
  return fingerprintOf({
    businessId: options.businessId,
    customer: options.customer,
    area: price.area,
    option: price.option ?? "",
    selection: selectionKey(price.service, price.quantities, price.frequency),
    addons: addonKeys(price.addons),
    grandTotalCents: price.grand_total_cents,
  });
}

function fingerprintOfOrder(order: Order): string {
  return fingerprintOf({
    businessId: order.businessId,
    customer: order,
    area: order.area,
    option: order.optionCode,
    selection: selectionKey(order.serviceCode ?? undefined, order.quantities, order.frequency),
    addons: addonKeys(order.addons),
    grandTotalCents: order.grandTotalCents,
  });
}

/** An order's price columns: exactly the amounts the price call showed, from one ServicePriceResponse. */
export function orderPriceColumns(price: ServicePriceResponse) {
  return {
    area: price.area,
    // A service priced by quantities alone has no option: its name stands for it (decision 042).
    optionCode: price.option ?? "",
    optionLabel: price.option_label ?? quantitiesLabel(price.quantities),
    addons: price.addons,
    lines: price.lines,
    basePriceCents: price.breakdown.base_price_cents,
    earlyBirdDiscountCents: price.breakdown.early_bird_discount_cents,
    addonPriceCents: price.breakdown.addon_price_cents,
    subtotalCents: price.subtotal_cents,
    feeCents: price.fee_cents,
    taxCents: price.tax_cents,
    totalCents: price.total_cents,
    grandTotalCents: price.grand_total_cents,
    seasonStartsOn: price.season?.starts_on ?? null,
    seasonEndsOn: price.season?.ends_on ?? null,
    ...(price.service !== undefined && {
      serviceCode: price.service,
      quantities: price.quantities ?? [],
      frequency: price.frequency ?? null,
      recurring: price.recurring ?? null,
    }),
  };
}

/** "Floor area 1000": what a service priced by quantities alone sold. */
function quantitiesLabel(quantities: ServicePriceResponse["quantities"]): string {
  return (quantities ?? []).map(({ label, quantity }) => `${label} ${quantity}`).join(", ");
}

async function insertOrder(tx: Tx, options: CreateOptions): Promise<Order> {
  const { price, customer } = options;
  await assertRoomForAnonymousRow(tx, {
    kind: "pendingOrders",
    businessId: options.businessId,
    limitsOn: options.limitsOn,
  });
  const visitId = options.visit
    ? await markVisitStep(tx, {
        businessId: options.businessId,
        visitId: options.visit.id,
        now: options.visit.now,
        step: "checkoutStartedAt",
      })
    : null;
  const [order] = await tx
    .insert(orders)
    .values({
      businessId: options.businessId,
      visitId,
      configVersion: options.configVersion,
      ...customer,
      ...orderPriceColumns(price),
      platformFeeCents: options.platformFeeCents,
      visitPlatformFeeCents: options.visitPlatformFeeCents,
      idempotencyKey: options.idempotencyKey ?? null,
      lat: options.location?.lat ?? null,
      lng: options.location?.lng ?? null,
      locationPrecision: options.location?.precision ?? null,
    })
    .returning();
  await tx.insert(orderEvents).values({
    orderId: order!.id,
    businessId: options.businessId,
    type: "created",
    actor: "customer",
    data: { grand_total_cents: price.grand_total_cents },
  });
  await queueBusinessEvent(tx, {
    businessId: options.businessId,
    type: "order.created",
    data: orderEventData(order!),
    occurredAt: order!.createdAt,
  });
  return order!;
}

async function findByIdempotencyKey(db: Db, businessId: string, key: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.idempotencyKey, key)));
  return order;
}

/** The existing order for a repeated key, refused when the key came with another order. */
function sameOrderFor(order: Order, options: CreateOptions): Order {
  if (fingerprintOfOrder(order) !== fingerprintOfRequest(options)) {
    throw AppError.invalidField(
      "Idempotency-Key",
      "was already used for a different checkout; send a new key for a new order",
    );
  }
  return order;
}

/**
 * Creates the pending order (snapshot of the priced lines and totals) and its 'created'
 * event in one transaction, or returns the order this request repeats: the one with the
 * same Idempotency-Key, else an identical request's order from the last few seconds.
 */
export async function createCheckoutOrder(
  db: Db,
  options: CreateOptions,
): Promise<{ order: Order; repeated: boolean }> {
  const { businessId, idempotencyKey } = options;
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(db, businessId, idempotencyKey);
    if (existing) return { order: sameOrderFor(existing, options), repeated: true };
    try {
      return { order: await db.transaction((tx) => insertOrder(tx, options)), repeated: false };
    } catch (error) {
      // A concurrent request with the same key won the insert: answer with its order.
      const winner = isUniqueViolation(error)
        ? await findByIdempotencyKey(db, businessId, idempotencyKey)
        : undefined;
      if (!winner) throw error;
      return { order: sameOrderFor(winner, options), repeated: true };
    }
  }

  const fingerprint = fingerprintOfRequest(options);
  return db.transaction(async (tx) => {
    // Serialises identical requests (a double click), not different customers.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${fingerprint}, 0))`);
    const recent = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.businessId, businessId),
          sql`lower(${orders.email}) = ${options.customer.email.toLowerCase()}`,
          eq(orders.zipCode, options.customer.zipCode),
          eq(orders.optionCode, options.price.option ?? ""),
          isNull(orders.idempotencyKey),
          gt(orders.createdAt, sql`now() - make_interval(secs => ${DUPLICATE_WINDOW_SECONDS})`),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(10);
    const duplicate = recent.find((order) => fingerprintOfOrder(order) === fingerprint);
    if (duplicate) return { order: duplicate, repeated: true };
    return { order: await insertOrder(tx, options), repeated: false };
  });
}
