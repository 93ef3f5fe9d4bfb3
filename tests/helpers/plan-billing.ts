import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { createAdminUser } from "@/server/admin/admin-accounts";
import { checkoutAmountsOf } from "@/shared/api/checkout-amounts";
import { bearer, loginAdmin } from "./admin";
import { customer, selectRows, uniqueEmail } from "./checkout";
import { markStripeConnected } from "./connect";
import { addCrewBusiness, CREW_AREA, mowingBusiness } from "./crew-business";
import { deliverWebhook, type FakeStripe, startFakeStripe } from "./fake-stripe";
import {
  apiCaller,
  type DatabaseKind,
  startSecondInstance,
  startTestServer,
  type TestServer,
} from "./test-server";

/** Two instances on one database, in Stripe mode against the fake, for plans' billing. */
export type BillingServers = {
  stripe: FakeStripe;
  a: TestServer;
  b: TestServer;
  /** The owner's bearer header. */
  owner: Record<string, string>;
  /** The business's connected account. */
  accountId: string;
  close(): Promise<void>;
};

/**
 * A mowing business connected to Stripe (the 3% + 30 cents fee), with its owner signed in, on
 * two instances sharing a database with the clock at `now`.
 */
export async function startBillingServers(
  kind: DatabaseKind,
  options: { slug: string; name: string; now: string },
): Promise<BillingServers> {
  const { slug, now } = options;
  const stripe = await startFakeStripe();
  const a = await startTestServer(kind, {
    NOW: now,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    ANONYMOUS_WRITE_LIMITS: "off",
  });
  const b = await startSecondInstance(a);
  await addCrewBusiness(a, {
    ...mowingBusiness(slug, options.name),
    fees: { rateBasisPoints: 300, fixedCents: 30 },
  });
  await markStripeConnected(a, stripe, slug);
  b.businesses.invalidate({ id: slug });
  const [row] = await selectRows<{ account: string }>(
    a.database,
    sql`select stripe_account_id as account from businesses where id = ${slug}`,
  );
  const credentials = { email: `owner@${slug}.example`, password: "correct horse battery staple" };
  await createAdminUser(a.database.db, { businessId: slug, ...credentials, now: new Date(now) });
  const owner = bearer(await loginAdmin(a, credentials));
  return {
    stripe,
    a,
    b,
    owner,
    accountId: row!.account,
    close: async () => {
      await b.close();
      await a.close();
      await stripe.close();
    },
  };
}

/**
 * Checks out a weekly lawn plan starting at `start` on the business at `slug`, unpaid: answers
 * the customer's email and the new order's id.
 */
export async function checkOutWeeklyPlan(
  server: TestServer,
  options: { slug: string; start: string; emailPrefix?: string },
) {
  const call = apiCaller(() => server);
  const api = `/api/b/${options.slug}`;
  const email = uniqueEmail(options.emailPrefix ?? "plan");
  const selection = {
    service: "mow",
    area: CREW_AREA,
    option: "lawn",
    addons: [],
    frequency: "weekly",
  };
  const { body: quote } = await call(`${api}/price`, { json: selection });
  const created = await call(`${api}/checkout`, {
    json: {
      ...customer,
      email,
      ...selection,
      ...checkoutAmountsOf(quote),
      slot: { start: options.start },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { email, orderId: (created.body as { orderId: string }).orderId };
}

/**
 * Buys a weekly lawn plan starting at `start`, paid through Stripe Checkout with `card`;
 * answers the customer's email, the order, its Stripe customer and the plan's later visits.
 */
export async function buyWeeklyPlan(
  servers: Pick<BillingServers, "a" | "stripe">,
  options: { slug: string; start: string; card: string },
) {
  const { a, stripe } = servers;
  const { email, orderId } = await checkOutWeeklyPlan(a, options);
  const session = [...stripe.sessions.values()].find((one) => one.client_reference_id === orderId)!;
  stripe.completeSession(session.id, { card: options.card });
  const response = await deliverWebhook(
    a,
    stripe.signedEvent("checkout.session.completed", session.id),
  );
  expect(response.status).toBe(200);
  const visits = await selectRows<{ id: string; plan_id: string }>(
    a.database,
    sql`select bookings.id, bookings.plan_id from bookings join plans on plans.id = bookings.plan_id
        where plans.order_id = ${orderId} order by bookings.starts_at`,
  );
  return { email, orderId, customerId: session.customer!, visits };
}
