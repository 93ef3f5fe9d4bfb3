import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { FREQUENCY_LABELS, type Frequency } from "@/shared/frequency-names";
import { addDaysToIsoDate, getZonedIsoDate } from "@/shared/zoned-date";
import { changePlanFrequency } from "../account/change-plan-frequency";
import {
  type AccountPlan,
  loadCustomerAccount,
  skipNoticeHours,
} from "../account/customer-account";
import { MAX_PAUSE_DAYS, pauseCustomerPlan } from "../account/pause-customer-plan";
import { frequencyMain, pausePlanMain } from "../account/plan-change-pages";
import type { AppContext, Services, ZodApp } from "../app-context";
import type { Business } from "../business/business-store";
import { loadPlanOrder } from "../plans/load-plan-order";
import { planFrequencyChoices } from "../plans/plan-frequency-choices";
import type { AccountRouteKit } from "./account-route-kit";

const planParams = z.object({ slug: z.string(), planId: z.uuid() });
const untilForm = z.object({ until: z.iso.date() });
const frequencyForm = z.object({ frequency: z.string().max(40) });

/**
 * Pausing a plan until a date and changing its frequency, from the customer's page
 * (docs/product/customer-account.md#pausing-a-plan, #changing-how-often).
 */
export async function planChangeRoutes(
  app: ZodApp,
  { context, services, kit }: { context: AppContext; services: Services; kit: AccountRouteKit },
) {
  const { clock, env } = context;
  const { db } = services;
  const planNotFound = (reply: FastifyReply, business: Business) =>
    kit.page(reply, business, "Not found", "<h1>That plan is not on your account</h1>", 404);
  const planChangeNotices = (business: Business) => ({
    config: business.config,
    mailFrom: env.MAIL_FROM,
    accountUrl: `${env.PUBLIC_URL}${kit.pathsOf(business).base}`,
  });
  /** The signed-in customer's active plan for a change's page, else the answer given instead. */
  const activePlanOf = async (request: FastifyRequest, reply: FastifyReply, planId: string) => {
    const business = kit.openBusiness(request, reply);
    if (!business) return undefined;
    const customer = await kit.signedIn(request, business);
    if (!customer) {
      void reply.redirect(kit.pathsOf(business).base, 303);
      return undefined;
    }
    const account = await loadCustomerAccount(db, {
      businessId: business.id,
      email: customer.email,
      config: business.config,
      now: clock(),
    });
    const plan = account.plans.find(({ id }) => id === planId);
    if (!plan) {
      void planNotFound(reply, business);
      return undefined;
    }
    if (plan.status !== "active") {
      void kit.backToAccount(reply, business, "plan-not-changed");
      return undefined;
    }
    return { business, customer, plan };
  };
  const pausePage = (
    reply: FastifyReply,
    business: Business,
    plan: AccountPlan,
    problem?: string,
  ) => {
    const today = getZonedIsoDate(clock(), business.config.timezone);
    return kit.page(
      reply.header("cache-control", "no-store"),
      business,
      "Pause your plan",
      pausePlanMain({
        paths: kit.pathsOf(business),
        plan,
        earliest: addDaysToIsoDate(today, 1),
        latest: addDaysToIsoDate(today, MAX_PAUSE_DAYS),
        noticeHours: skipNoticeHours(business.config),
        problem,
      }),
      problem ? 400 : undefined,
    );
  };
  const frequencyPage = async (
    reply: FastifyReply,
    business: Business,
    plan: AccountPlan,
    problem?: string,
  ) => {
    const order = await loadPlanOrder(db, { businessId: business.id, planId: plan.id });
    return kit.page(
      reply.header("cache-control", "no-store"),
      business,
      "Change how often",
      frequencyMain({
        paths: kit.pathsOf(business),
        plan,
        currentLabel: FREQUENCY_LABELS[plan.frequency as Frequency] ?? plan.frequency,
        choices: order
          ? planFrequencyChoices({
              config: business.config,
              order,
              current: plan.frequency,
              now: clock(),
            })
          : [],
        noticeHours: skipNoticeHours(business.config),
        problem,
      }),
      problem ? 400 : undefined,
    );
  };

  app.get(
    "/b/:slug/account/plans/:planId/pause",
    { schema: { params: planParams.extend({ slug: z.string() }) } },
    async (request, reply) => {
      const found = await activePlanOf(request, reply, request.params.planId);
      if (!found) return reply;
      return pausePage(reply, found.business, found.plan);
    },
  );

  app.post(
    "/b/:slug/account/plans/:planId/pause",
    { schema: { params: planParams.extend({ slug: z.string() }) } },
    async (request, reply) => {
      const signed = await kit.customerFor(request, reply);
      if (!signed) return reply;
      const { business, customer } = signed;
      const until = untilForm.safeParse(request.body ?? {});
      const paused = await pauseCustomerPlan(db, {
        businessId: business.id,
        email: customer.email,
        planId: request.params.planId,
        // A malformed date is refused as too soon, after the plan is found to be theirs.
        until: until.success ? until.data.until : "",
        notices: planChangeNotices(business),
        now: clock(),
      });
      if (paused.outcome === "not_found") {
        return planNotFound(reply, business);
      }
      if (paused.outcome === "not_allowed")
        return kit.backToAccount(reply, business, "plan-not-changed");
      if (paused.outcome !== "paused") {
        const found = await activePlanOf(request, reply, request.params.planId);
        if (!found) return reply;
        return pausePage(
          reply,
          business,
          found.plan,
          until.success
            ? `Resume on: ${paused.outcome === "too_soon" ? "must be a day after today" : `must be within ${MAX_PAUSE_DAYS} days`}`
            : "Resume on: must be a date",
        );
      }
      return kit.backToAccount(reply, business, "plan-paused");
    },
  );

  app.get(
    "/b/:slug/account/plans/:planId/frequency",
    { schema: { params: planParams.extend({ slug: z.string() }) } },
    async (request, reply) => {
      const found = await activePlanOf(request, reply, request.params.planId);
      if (!found) return reply;
      return frequencyPage(reply, found.business, found.plan);
    },
  );

  app.post(
    "/b/:slug/account/plans/:planId/frequency",
    { schema: { params: planParams.extend({ slug: z.string() }) } },
    async (request, reply) => {
      const signed = await kit.customerFor(request, reply);
      if (!signed) return reply;
      const { business, customer } = signed;
      const chosen = frequencyForm.safeParse(request.body ?? {});
      const changed = await changePlanFrequency(db, {
        businessId: business.id,
        email: customer.email,
        planId: request.params.planId,
        frequency: chosen.success ? chosen.data.frequency : "",
        notices: planChangeNotices(business),
        now: clock(),
      });
      if (changed.outcome === "not_found") {
        return planNotFound(reply, business);
      }
      if (changed.outcome === "not_allowed") {
        return kit.backToAccount(reply, business, "plan-not-changed");
      }
      if (changed.outcome === "not_offered") {
        const found = await activePlanOf(request, reply, request.params.planId);
        if (!found) return reply;
        return frequencyPage(
          reply,
          business,
          found.plan,
          "How often: must be one of the schedules offered below",
        );
      }
      return kit.backToAccount(reply, business, "frequency-changed");
    },
  );
}
