import { and, eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { serviceOf } from "../account/customer-account";
import { sameEmail } from "../account/customer-sign-in";
import {
  payLinkProblemMain,
  payOutcomeMain,
  payVisitMain,
  visitPaymentDoneMain,
} from "../account/visit-payment-pages";
import type { AppContext, Services, ZodApp } from "../app-context";
import type { Business } from "../business/business-store";
import { orders, plans } from "../db/schema";
import { openVisitCheckout } from "../plans/open-visit-checkout";
import { loadPayableVisit, type PayableVisit } from "../plans/payable-visit";
import { recordVisitPayment } from "../plans/record-visit-payment";
import { openCardUpdate, recordCardUpdate } from "../plans/update-plan-card";
import { findVisitPaymentLink } from "../plans/visit-payment-link";
import {
  type AccountRouteKit,
  checkoutReturnQuery,
  readReturnedSession,
} from "./account-route-kit";

const tokenQuery = z.object({ token: z.string().trim().max(200).default("") });
const tokenForm = z.object({ token: z.string().trim().max(200).optional() });
const visitParams = z.object({ slug: z.string(), visitId: z.uuid() });
const planParams = z.object({ slug: z.string(), planId: z.uuid() });

const visitToPay = (business: Business, payable: PayableVisit) => ({
  id: payable.visit.id,
  startsAt: payable.visit.startsAt,
  service: serviceOf(payable.order, business.config),
  amountCents: payable.charge?.amountCents ?? payable.plan.visitGrandTotalCents,
  status: payable.charge?.status ?? "charging",
  planPaused: payable.plan.status === "paused",
});

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Paying a plan's visit whose charge failed, and replacing the plan's card
 * (docs/product/plans.md#paying-a-failed-visit, docs/product/customer-account.md#the-card-on-file):
 * the emailed link's page, the Pay button (by that link, or signed in), the return pages from
 * Stripe, and "Update card".
 */
export async function visitPaymentRoutes(
  app: ZodApp,
  { context, services, kit }: { context: AppContext; services: Services; kit: AccountRouteKit },
) {
  const { clock, env } = context;
  const { db, payments } = services;
  const accountUrl = (business: Business) => `${env.PUBLIC_URL}${kit.pathsOf(business).base}`;
  const notFound = (reply: FastifyReply, business: Business) =>
    kit.page(reply, business, "Not found", "<h1>That visit is not on your account</h1>", 404);
  const linkProblem = (reply: FastifyReply, business: Business, state: "expired" | "unknown") => {
    const problem = payLinkProblemMain(state, kit.pathsOf(business).base);
    return kit.page(reply, business, problem.title, problem.main, state === "expired" ? 410 : 404);
  };

  app.get(
    "/b/:slug/account/pay",
    { schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const business = kit.openBusiness(request, reply);
      if (!business) return reply;
      const { token } = request.query;
      const link = await findVisitPaymentLink(db, { businessId: business.id, token, now: clock() });
      if (link.kind !== "valid") return linkProblem(reply, business, link.kind);
      const payable = await loadPayableVisit(db, {
        businessId: business.id,
        bookingId: link.bookingId,
      });
      if (!payable) return linkProblem(reply, business, "unknown");
      return kit.page(
        reply.header("cache-control", "no-store"),
        business,
        "Pay for your visit",
        payVisitMain({
          config: business.config,
          visit: visitToPay(business, payable),
          action: `${kit.pathsOf(business).base}/visits/${payable.visit.id}/pay`,
          token,
        }),
      );
    },
  );

  /**
   * Pay: by the emailed link (its token names this visit, at this business), or signed in as the
   * customer who bought the plan. Anything else is refused without saying whose visit it is.
   */
  app.post(
    "/b/:slug/account/visits/:visitId/pay",
    { schema: { params: visitParams } },
    async (request, reply) => {
      const business = kit.formBusiness(request, reply);
      if (!business) return reply;
      const { visitId } = request.params;
      const now = clock();
      const token = tokenForm.safeParse(request.body ?? {}).data?.token;
      if (token) {
        const link = await findVisitPaymentLink(db, { businessId: business.id, token, now });
        if (link.kind === "expired") return linkProblem(reply, business, "expired");
        if (link.kind !== "valid" || link.bookingId !== visitId) return notFound(reply, business);
      } else {
        const signed = await kit.customerFor(request, reply);
        if (!signed) return reply;
        const payable = await loadPayableVisit(db, { businessId: business.id, bookingId: visitId });
        if (!payable || !sameAddress(payable.order.email, signed.customer.email)) {
          return notFound(reply, business);
        }
      }
      const base = accountUrl(business);
      const outcome = await openVisitCheckout({
        db,
        payments,
        business,
        bookingId: visitId,
        now,
        successUrl: `${base}/pay/done?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: token ? `${base}/pay?token=${token}` : base,
        mailFrom: env.MAIL_FROM,
        publicUrl: env.PUBLIC_URL,
        log: request.log,
      });
      if (outcome.kind === "checkout") {
        return reply.header("cache-control", "no-store").redirect(outcome.url, 303);
      }
      if (outcome.kind === "not_due") return notFound(reply, business);
      return kit.page(
        reply,
        business,
        "Your visit",
        payOutcomeMain(business.config, outcome.kind),
        outcome.kind === "paid" ? 200 : 409,
      );
    },
  );

  /** Back from Stripe's page: the payment is recorded here if the webhook has not yet. */
  app.get(
    "/b/:slug/account/pay/done",
    { schema: { querystring: checkoutReturnQuery } },
    async (request, reply) => {
      const business = kit.openBusiness(request, reply);
      if (!business) return reply;
      const session = await readReturnedSession(payments, request.query.session_id);
      if (session?.metadata?.businessId !== business.id) return notFound(reply, business);
      const outcome = await recordVisitPayment({
        db,
        payments,
        business,
        session,
        now: clock(),
        mailFrom: env.MAIL_FROM,
        publicUrl: env.PUBLIC_URL,
        log: request.log,
      });
      if (outcome === "not_found") return notFound(reply, business);
      return kit.page(
        reply.header("cache-control", "no-store"),
        business,
        "Your payment",
        visitPaymentDoneMain({
          paid: outcome === "visit_paid" || outcome === "already_paid",
          amountCents: session.amount_total ?? 0,
          accountPath: kit.pathsOf(business).base,
        }),
      );
    },
  );

  app.post(
    "/b/:slug/account/plans/:planId/card",
    { schema: { params: planParams } },
    async (request, reply) => {
      const signed = await kit.customerFor(request, reply);
      if (!signed) return reply;
      const { business, customer } = signed;
      const { planId } = request.params;
      const owned = await ownPlan(business, customer.email, planId);
      if (!owned) {
        return kit.page(
          reply,
          business,
          "Not found",
          "<h1>That plan is not on your account</h1>",
          404,
        );
      }
      const base = accountUrl(business);
      const url = await openCardUpdate({
        db,
        payments,
        business,
        planId,
        successUrl: `${base}/card/done?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: base,
      });
      if (!url) return kit.backToAccount(reply, business, "card-not-online");
      return reply.header("cache-control", "no-store").redirect(url, 303);
    },
  );

  app.get(
    "/b/:slug/account/card/done",
    { schema: { querystring: checkoutReturnQuery } },
    async (request, reply) => {
      const business = kit.openBusiness(request, reply);
      if (!business) return reply;
      const session = await readReturnedSession(payments, request.query.session_id);
      if (session?.metadata?.businessId !== business.id) {
        return kit.page(reply, business, "Not found", "<h1>Nothing to see here</h1>", 404);
      }
      const outcome = await recordCardUpdate({ db, payments, business, session, log: request.log });
      return kit.backToAccount(
        reply,
        business,
        outcome === "card_updated" ? "card-updated" : "card-pending",
      );
    },
  );

  /** Whether the plan is one the signed-in customer bought at this business. */
  async function ownPlan(business: Business, email: string, planId: string): Promise<boolean> {
    const [found] = await db
      .select({ id: plans.id })
      .from(plans)
      .innerJoin(orders, and(eq(orders.businessId, plans.businessId), eq(orders.id, plans.orderId)))
      .where(and(eq(plans.businessId, business.id), eq(plans.id, planId), sameEmail(email)));
    return found !== undefined;
  }
}
