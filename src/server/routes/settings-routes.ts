import {
  invitationParamsSchema,
  inviteRequestSchema,
  memberParamsSchema,
  onboardingResponseSchema,
  settingsHistoryQuerySchema,
  settingsHistoryResponseSchema,
  teamResponseSchema,
} from "@/shared/api/account-contract";
import { resolveService } from "@/shared/service-texts";
import { serviceTextsByPath, templateTextsResponseSchema } from "@/shared/template-wording";
import { ownerOf, signedInAdminOf } from "../admin/request-admin";
import type { AppContext, ZodApp } from "../app-context";
import { changeBusinessStatus } from "../business/business-status";
import { loadTradeTemplates } from "../config/trade-templates";
import { platformSender } from "../email/queue-email";
import { AppError } from "../http/app-error";
import { describeOnboarding } from "../settings/onboarding";
import { adminActor, listSettingsChanges } from "../settings/settings-history";
import { markOnWebsite } from "../settings/website-snippet";
import { resendVerificationEmail } from "../signup/verify-email";
import {
  inviteTeamMember,
  listTeam,
  removeTeamMember,
  revokeInvitation,
  transferOwnership,
} from "../team/team";
import { webhookRoutes } from "./webhook-routes";

/**
 * The signed-in admin's onboarding, team and settings history (docs/product/settings.md).
 * Registered behind the admin auth hook; everything but the checklist and the resend is the owner's.
 */
export async function settingsRoutes(app: ZodApp, { context }: { context: AppContext }) {
  const { database, clock, env } = context;
  const db = database.db;
  const sender = platformSender(env);
  const server = { sendsEmail: env.SMTP_URL !== undefined, cardPayments: !!env.STRIPE_SECRET_KEY };

  await webhookRoutes(app, { context });

  app.get(
    "/api/admin/onboarding",
    { schema: { response: { 200: onboardingResponseSchema } } },
    async (request) => describeOnboarding(db, { business: request.tenant, server }),
  );

  app.post("/api/admin/business/go-live", async (request, reply) => {
    const owner = ownerOf(request);
    const business = request.tenant;
    const onboarding = await describeOnboarding(db, { business, server });
    if (onboarding.goLiveBlockers.length > 0) {
      throw new AppError(
        "conflict",
        `Not ready to go live yet: ${onboarding.goLiveBlockers.join("; ")}`,
        { body: { goLiveBlockers: onboarding.goLiveBlockers } },
      );
    }
    const status = await changeBusinessStatus(db, {
      businessId: business.id,
      change: "go_live",
      actor: adminActor(owner),
      now: clock(),
    });
    context.businesses.invalidate({ id: business.id, slug: business.slug });
    return reply.send({ status });
  });

  const templates = loadTradeTemplates();
  app.get(
    "/api/admin/business/template-texts",
    { schema: { response: { 200: templateTextsResponseSchema } } },
    async (request) => {
      ownerOf(request);
      const { trade } = request.tenant.config.offering;
      const template = templates.get(trade);
      // Its texts as the wizard shows them: a text a business overrode with the template's
      // derived wording reads as the template's too.
      const service = template ? resolveService(template.service) : {};
      return { trade, texts: Object.fromEntries(serviceTextsByPath(service)) };
    },
  );

  app.post("/api/admin/business/website-snippet-copied", async (request, reply) => {
    await markOnWebsite(db, { businessId: request.tenant.id, now: clock() });
    return reply.status(204).send();
  });

  app.post("/api/admin/verify-email/resend", async (request, reply) => {
    await resendVerificationEmail(db, {
      admin: signedInAdminOf(request),
      businessName: request.tenant.config.name,
      sender,
      publicUrl: env.PUBLIC_URL,
      now: clock(),
    });
    return reply.status(204).send();
  });

  app.get(
    "/api/admin/team",
    { schema: { response: { 200: teamResponseSchema } } },
    async (request) => listTeam(db, ownerOf(request).businessId, clock()),
  );

  app.post(
    "/api/admin/team/invitations",
    { schema: { body: inviteRequestSchema } },
    async (request, reply) => {
      await inviteTeamMember(db, {
        admin: ownerOf(request),
        businessName: request.tenant.config.name,
        email: request.body.email,
        sender,
        publicUrl: env.PUBLIC_URL,
        now: clock(),
      });
      return reply.status(204).send();
    },
  );

  app.delete(
    "/api/admin/team/invitations/:invitationId",
    { schema: { params: invitationParamsSchema } },
    async (request, reply) => {
      await revokeInvitation(db, {
        admin: ownerOf(request),
        invitationId: request.params.invitationId,
        now: clock(),
      });
      return reply.status(204).send();
    },
  );

  app.delete(
    "/api/admin/team/members/:memberId",
    { schema: { params: memberParamsSchema } },
    async (request, reply) => {
      await removeTeamMember(db, {
        admin: ownerOf(request),
        memberId: request.params.memberId,
        now: clock(),
      });
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/admin/team/members/:memberId/ownership",
    { schema: { params: memberParamsSchema } },
    async (request, reply) => {
      await transferOwnership(db, {
        admin: ownerOf(request),
        memberId: request.params.memberId,
        now: clock(),
      });
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/admin/business/history",
    {
      schema: {
        querystring: settingsHistoryQuerySchema,
        response: { 200: settingsHistoryResponseSchema },
      },
    },
    async (request) =>
      listSettingsChanges(db, {
        businessId: ownerOf(request).businessId,
        cursor: request.query.cursor,
      }),
  );
}
