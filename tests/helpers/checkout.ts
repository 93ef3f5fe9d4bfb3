import type { SQL } from "drizzle-orm";
import type { Database } from "@/server/db/database";
import { checkoutAmountsOf } from "@/shared/api/checkout-amounts";
import type { CheckoutRequest } from "@/shared/api/checkout-contract";
import type { PriceResponse } from "@/shared/api/quote-contract";

export const customer = {
  address: "12 Birch Lane",
  city: "Scarsdale",
  state: "NY",
  zipCode: "10583",
  email: "pat@example.com",
};

/** A custom quote request from a served address, less the email each test picks. */
export const customQuoteRequest = {
  customerName: "Pat Doe",
  phone: "(555) 123-4567",
  address: "9 Long Lane",
  city: "Scarsdale",
  state: "NY",
  zipCode: "10583",
};

/**
 * An address no other test, run or parallel worker uses, so each checkout makes a new customer.
 * The prefix says which test made it.
 */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

type Requester = {
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
};

/**
 * A checkout body: the trade-neutral one (`area`, `option`), or the seed's (`town`,
 * `drivewaySize`) that the default business's unprefixed API also takes.
 */
export type CheckoutBody = Omit<CheckoutRequest, "area" | "option" | "addons"> & {
  area?: string;
  option?: string;
  town?: string;
  drivewaySize?: string;
  addons: NonNullable<CheckoutRequest["addons"]>;
};

/**
 * A checkout request carrying exactly the amounts the price call shows the customer, in the
 * names of the API it is for: the seed's at `/api`, the neutral ones at `/api/b/{slug}`.
 */
export async function quotedCheckoutRequest(
  server: Requester,
  options: {
    town?: string;
    drivewaySize?: string;
    addons?: (string | { code: string; quantity?: number })[];
    email?: string;
    /** The customer's own fields, where a test needs other text than `customer`'s. */
    typed?: Partial<typeof customer>;
    /** Another business's public API (`/api/b/{slug}`); default: the default business's. */
    apiBase?: string;
  } = {},
): Promise<CheckoutBody> {
  const apiBase = options.apiBase ?? "/api";
  const area = options.town ?? "Scarsdale";
  const option = options.drivewaySize ?? "FOUR_CAR";
  const response = await server.request(`${apiBase}/price`, {
    method: "POST",
    json: { area, option, addons: options.addons ?? ["bump_out"] },
  });
  if (!response.ok) throw new Error(`price call failed: ${response.status}`);
  const price = (await response.json()) as PriceResponse;
  const names = apiBase === "/api" ? { town: area, drivewaySize: option } : { area, option };
  return {
    ...customer,
    email: options.email ?? customer.email,
    ...options.typed,
    ...names,
    addons: price.addons,
    ...checkoutAmountsOf(price),
    paymentStatus: "pending",
  };
}

export function postCheckout(
  server: Requester,
  body: unknown,
  headers: Record<string, string> = {},
  apiBase = "/api",
): Promise<Response> {
  return server.request(`${apiBase}/checkout`, { method: "POST", json: body, headers });
}

/** Rows of a query against the server's own database. */
export async function selectRows<T = Record<string, unknown>>(
  database: Database,
  query: SQL | string,
): Promise<T[]> {
  const result = await database.db.execute(query as SQL);
  return (result as unknown as { rows: T[] }).rows;
}

export async function countRows(database: Database, query: SQL | string): Promise<number> {
  const [row] = await selectRows<{ count: string | number }>(database, query);
  return Number(row?.count ?? 0);
}
