import { eq } from "drizzle-orm";
import { businesses } from "@/server/db/schema";
import type { FakeStripe } from "./fake-stripe";
import type { TestServer } from "./test-server";

/**
 * Gives a business an onboarded Stripe account, as if its owner had finished Stripe's onboarding
 * (that journey has its own tests): its customers then pay through Stripe Checkout.
 */
export async function connectStripeAccount(
  servers: TestServer | TestServer[],
  stripe: FakeStripe,
  businessId = "northside-snow",
): Promise<string> {
  const [first, ...others] = Array.isArray(servers) ? servers : [servers];
  const account = stripe.onboardedAccount(businessId);
  await first!.database.db
    .update(businesses)
    .set({
      stripeAccountId: account.id,
      stripeChargesEnabled: true,
      stripePayoutsEnabled: true,
      stripeDetailsSubmitted: true,
    })
    .where(eq(businesses.id, businessId));
  for (const server of [first!, ...others]) server.businesses.invalidate({ id: businessId });
  return account.id;
}
