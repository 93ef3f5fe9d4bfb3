import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { Slot } from "@/domain/booking/compute-slots";
import { skipDeadline } from "@/domain/plans/plan-changes";
import { skipNoticeHours } from "../account/customer-account";
import { formatVisitTime } from "../account/format-visit-time";
import {
  loadPlanVisitToMove,
  movePlanVisit,
  type PlanVisitToMove,
  planVisitSlots,
} from "../account/move-plan-visit";
import { movePlanVisitMain } from "../account/visit-pages";
import type { AppContext, Services, ZodApp } from "../app-context";
import type { Business } from "../business/business-store";
import { noticeContextOf } from "../payments/notice-context";
import type { AccountRouteKit } from "./account-route-kit";

const visitParams = z.object({ slug: z.string(), visitId: z.uuid() });
const startForm = z.object({ start: z.iso.datetime({ offset: true }) });

/**
 * Moving one later visit of a plan from the customer's page
 * (docs/product/customer-account.md#moving-a-visit): its page of free times, and the move.
 */
export async function planVisitRoutes(
  app: ZodApp,
  { context, services, kit }: { context: AppContext; services: Services; kit: AccountRouteKit },
) {
  const { clock } = context;
  const { db } = services;
  const notFound = (reply: FastifyReply, business: Business) =>
    kit.page(reply, business, "Not found", "<h1>That visit is not on your account</h1>", 404);
  const movePage = async (
    reply: FastifyReply,
    business: Business,
    visit: PlanVisitToMove,
    problem?: { message: string; status: number; slots?: Slot[] },
  ) => {
    const { config } = business;
    const base = kit.pathsOf(business).base;
    const until = skipDeadline({ startsAt: new Date(visit.time.start) }, skipNoticeHours(config));
    return kit.page(
      reply.header("cache-control", "no-store"),
      business,
      "Move your visit",
      movePlanVisitMain({
        config,
        time: visit.time,
        until: formatVisitTime(until, config.timezone),
        paths: { move: `${base}/visits/${visit.id}/move`, account: base },
        slots: problem?.slots ?? (await planVisitSlots(db, { business, visit, now: clock() })),
        problem: problem?.message,
      }),
      problem?.status,
    );
  };

  app.get(
    "/b/:slug/account/visits/:visitId/move",
    { schema: { params: visitParams } },
    async (request, reply) => {
      const business = kit.openBusiness(request, reply);
      if (!business) return reply;
      const customer = await kit.signedIn(request, business);
      if (!customer) return reply.redirect(kit.pathsOf(business).base, 303);
      const visit = await loadPlanVisitToMove(db, {
        business,
        email: customer.email,
        visitId: request.params.visitId,
        now: clock(),
      });
      if (visit === "not_found") return notFound(reply, business);
      if (visit === "not_allowed") return kit.backToAccount(reply, business, "move-not-allowed");
      return movePage(reply, business, visit);
    },
  );

  app.post(
    "/b/:slug/account/visits/:visitId/move",
    { schema: { params: visitParams } },
    async (request, reply) => {
      const signed = await kit.customerFor(request, reply);
      if (!signed) return reply;
      const { business, customer } = signed;
      const scope = { business, email: customer.email, visitId: request.params.visitId };
      const chosen = startForm.safeParse(request.body ?? {});
      const moved = chosen.success
        ? await movePlanVisit(db, {
            ...scope,
            start: chosen.data.start,
            now: clock(),
            notices: noticeContextOf(context, business),
          })
        : undefined;
      if (moved?.outcome === "moved") return kit.backToAccount(reply, business, "visit-moved");
      // Refused, or no time chosen: the visit as it now is says which answer is due.
      const visit =
        moved?.outcome === "not_found" || moved?.outcome === "not_allowed"
          ? moved.outcome
          : await loadPlanVisitToMove(db, { ...scope, now: clock() });
      if (visit === "not_found") return notFound(reply, business);
      if (visit === "not_allowed") return kit.backToAccount(reply, business, "move-not-allowed");
      return movePage(
        reply,
        business,
        visit,
        moved?.outcome === "taken"
          ? {
              message: "That time is no longer free. Please choose another.",
              status: 409,
              slots: moved.slots,
            }
          : { message: "New time: please choose one of the times below.", status: 400 },
      );
    },
  );
}
