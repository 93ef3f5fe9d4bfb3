import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { businesses } from "@/server/db/schema";
import { bearer, TEST_ADMIN } from "./admin";
import type { FakeStripe } from "./fake-stripe";
import type { JsonRequest } from "./server-process";
import type { TestServer } from "./test-server";

type Requester = { request(path: string, init?: JsonRequest): Promise<Response> };

/**
 * Connects the default business's Stripe account the way its owner does (the server must have
 * TEST_ADMIN_ENV): starts onboarding, finishes it at the fake Stripe, and comes back. Its
 * customers then pay through Stripe Checkout. Answers the account's id.
 */
export async function connectStripeAccount(server: Requester, stripe: FakeStripe): Promise<string> {
  const login = await server.request("/api/admin/login", { method: "POST", json: TEST_ADMIN });
  expect(login.status).toBe(200);
  const owner = bearer(((await login.json()) as { token: string }).token);
  const started = await server.request("/api/admin/payments/onboarding", {
    method: "POST",
    headers: owner,
  });
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const accountId = new URL(url).pathname.split("/").pop()!;
  stripe.completeOnboarding(accountId);
  const back = await server.request("/api/admin/payments?refresh=1", { headers: owner });
  expect(await back.json()).toMatchObject({ chargesEnabled: true });
  return accountId;
}

/**
 * Gives a business that has no owner to sign in (one a test made directly) an onboarded Stripe
 * account, as its owner's onboarding would have.
 */
export async function markStripeConnected(
  server: TestServer,
  stripe: FakeStripe,
  businessId: string,
): Promise<void> {
  const account = stripe.onboardedAccount(businessId);
  await server.database.db
    .update(businesses)
    .set({
      stripeAccountId: account.id,
      stripeChargesEnabled: true,
      stripePayoutsEnabled: true,
      stripeDetailsSubmitted: true,
    })
    .where(eq(businesses.id, businessId));
  server.businesses.invalidate({ id: businessId });
}
