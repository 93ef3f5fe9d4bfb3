import type { FastifyReply } from "fastify";
import { z } from "zod";
import { parseTipDollars, tipChoices } from "@/domain/tips/tip-amounts";
import { serviceOf } from "../account/customer-account";
import { tipMain } from "../account/tip-pages";
import type { AppContext, Services, ZodApp } from "../app-context";
import type { Business } from "../business/business-store";
import { openTipCheckout } from "../tips/open-tip-checkout";
import { recordVisitTip } from "../tips/record-visit-tip";
import { loadTippableVisit, type TippableVisit } from "../tips/tippable-visit";
import {
  type AccountRouteKit,
  checkoutReturnQuery,
  readReturnedSession,
} from "./account-route-kit";

const visitParams = z.object({ slug: z.string(), visitId: z.uuid() });
const tipForm = z.object({
  amount: z.string().trim().max(20).optional(),
  other: z.string().trim().max(20).optional(),
});

/**
 * A tip after a completed visit, from the customer's page (docs/product/customer-account.md#tips,
 * decision 059): the tip page, Pay (Stripe's page on the business's account, no fee), and the
 * return page, which records the tip if the webhook has not yet.
 */
export async function tipRoutes(
  app: ZodApp,
  { context, services, kit }: { context: AppContext; services: Services; kit: AccountRouteKit },
) {
  const { clock, env } = context;
  const { db, payments } = services;
  const notFound = (reply: FastifyReply, business: Business) =>
    kit.page(reply, business, "Not found", "<h1>That visit is not on your account</h1>", 404);
  const tipPage = (
    reply: FastifyReply,
    business: Business,
    tippable: TippableVisit,
    problem?: { message: string; typed: string; status: number },
  ) =>
    kit.page(
      reply.header("cache-control", "no-store"),
      business,
      "Leave a tip",
      tipMain({
        config: business.config,
        paths: kit.pathsOf(business),
        visit: {
          id: tippable.visit.id,
          startsAt: tippable.visit.startsAt,
          service: serviceOf(tippable.order, business.config),
          priceCents: tippable.priceCents,
          tippedCents: tippable.tippedCents,
        },
        choices: tipChoices(tippable.priceCents),
        testMode: tippable.order.paidInTestMode,
        problem: problem?.message,
        typed: problem?.typed,
      }),
      problem?.status,
    );

  app.get(
    "/b/:slug/account/visits/:visitId/tip",
    { schema: { params: visitParams } },
    async (request, reply) => {
      const business = kit.openBusiness(request, reply);
      if (!business) return reply;
      const customer = await kit.signedIn(request, business);
      if (!customer) return reply.redirect(kit.pathsOf(business).base, 303);
      const tippable = await loadTippableVisit(db, {
        businessId: business.id,
        bookingId: request.params.visitId,
        email: customer.email,
      });
      if (!tippable) return notFound(reply, business);
      return tipPage(reply, business, tippable);
    },
  );

  app.post(
    "/b/:slug/account/visits/:visitId/tip",
    { schema: { params: visitParams } },
    async (request, reply) => {
      const signed = await kit.customerFor(request, reply);
      if (!signed) return reply;
      const { business, customer } = signed;
      const tippable = await loadTippableVisit(db, {
        businessId: business.id,
        bookingId: request.params.visitId,
        email: customer.email,
      });
      if (!tippable) return notFound(reply, business);
      if (tippable.tippedCents > 0) return tipPage(reply, business, tippable);
      const form = tipForm.safeParse(request.body ?? {});
      const fields = form.success ? form.data : {};
      const other = fields.other ?? "";
      // A preset amount, else the one typed (chosen as "Another amount", or typed alone).
      const text = fields.amount && fields.amount !== "other" ? fields.amount : other;
      const parsed = parseTipDollars(form.success ? text : "");
      if (!parsed.ok) {
        return tipPage(reply, business, tippable, {
          message: `Tip amount: ${parsed.message}`,
          typed: other.slice(0, 12),
          status: 400,
        });
      }
      const base = `${env.PUBLIC_URL}${kit.pathsOf(business).base}`;
      const outcome = await openTipCheckout({
        db,
        payments,
        business,
        tippable,
        amountCents: parsed.cents,
        now: clock(),
        successUrl: `${base}/tip/done?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${base}/visits/${tippable.visit.id}/tip`,
        mailFrom: env.MAIL_FROM,
      });
      if (outcome.kind === "checkout") {
        return reply.header("cache-control", "no-store").redirect(outcome.url, 303);
      }
      return kit.backToAccount(
        reply,
        business,
        outcome.kind === "tipped" ? "tipped" : "tip-not-online",
      );
    },
  );

  /** Back from Stripe's page: the tip is recorded here if the webhook has not yet. */
  app.get(
    "/b/:slug/account/tip/done",
    { schema: { querystring: checkoutReturnQuery } },
    async (request, reply) => {
      const business = kit.openBusiness(request, reply);
      if (!business) return reply;
      const session = await readReturnedSession(payments, request.query.session_id);
      if (session?.metadata?.businessId !== business.id) return notFound(reply, business);
      const outcome = await recordVisitTip({
        db,
        business,
        session,
        now: clock(),
        mailFrom: env.MAIL_FROM,
        log: request.log,
      });
      if (outcome === "not_found") return notFound(reply, business);
      const paid = outcome === "tip_paid" || outcome === "already_tipped";
      return kit.backToAccount(reply, business, paid ? "tipped" : "tip-pending");
    },
  );
}
