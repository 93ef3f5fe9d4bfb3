import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AccountPaths } from "../account/account-paths";
import type { SignedInCustomer } from "../account/customer-sign-in";
import type { Business } from "../business/business-store";
import { AppError } from "../http/app-error";
import type { PaymentsProvider } from "../payments/payments-provider";

/** What the account pages' routes lend the routes beside them: their page, business and session helpers. */
export type AccountRouteKit = {
  pathsOf(business: Business): AccountPaths;
  page(
    reply: FastifyReply,
    business: Business,
    title: string,
    main: string,
    status?: number,
  ): FastifyReply | Promise<FastifyReply>;
  openBusiness(request: FastifyRequest, reply: FastifyReply): Business | undefined;
  formBusiness(request: FastifyRequest, reply: FastifyReply): Business | undefined;
  signedIn(request: FastifyRequest, business: Business): Promise<SignedInCustomer | null>;
  customerFor(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ business: Business; customer: SignedInCustomer } | undefined>;
  backToAccount(reply: FastifyReply, business: Business, done?: string): FastifyReply;
};

/** The query of a return from Stripe's Checkout page to the customer's account pages. */
export const checkoutReturnQuery = z.object({
  session_id: z
    .string("is required")
    .max(200)
    .regex(/^cs_[A-Za-z0-9_]+$/, "is not a Checkout Session id"),
});

/** The returned Checkout Session as Stripe has it; undefined when Stripe knows no such session. */
export async function readReturnedSession(payments: PaymentsProvider, id: string) {
  try {
    return await payments.readCheckoutSession(id);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return undefined;
    if (error instanceof AppError) throw error;
    throw new AppError("unavailable", "Stripe is not reachable right now. Please try again.");
  }
}
