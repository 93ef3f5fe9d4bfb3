import {
  adminLoginResponseSchema,
  adminSetupCheckQuerySchema,
  adminSetupCheckResponseSchema,
  adminSetupRequestSchema,
} from "@/shared/api/admin-contract";
import { AdminAccountError } from "../admin/admin-accounts";
import {
  completeAdminSetup,
  isSetupTokenUsable,
  SETUP_LINK_UNUSABLE,
  SetupTokenError,
} from "../admin/admin-setup";
import { unlessHashingBusy } from "../admin/password-hash";
import type { AppContext, ZodApp } from "../app-context";
import { AppError } from "../http/app-error";
import { foundTenant } from "../tenant/tenant";

/** The setup link's check and the first owner's account it creates (no session needed). */
export function adminSetupRoutes(app: ZodApp, { context }: { context: AppContext }) {
  const { database, clock } = context;

  app.get(
    "/api/admin/setup",
    {
      schema: {
        querystring: adminSetupCheckQuerySchema,
        response: { 200: adminSetupCheckResponseSchema },
      },
    },
    async (request) => {
      if (!(await isSetupTokenUsable(database.db, request.query.token, clock()))) {
        throw new AppError("gone", SETUP_LINK_UNUSABLE);
      }
      return { usable: true as const };
    },
  );

  app.post(
    "/api/admin/setup",
    {
      onRequest: app.resolveTenant,
      schema: { body: adminSetupRequestSchema, response: { 200: adminLoginResponseSchema } },
    },
    async (request, _reply) => {
      // The first owner is the default business's (the one this install was started with).
      const business = foundTenant(request);
      if (!business) throw new AppError("gone", SETUP_LINK_UNUSABLE);
      try {
        const result = await unlessHashingBusy(() =>
          completeAdminSetup(database.db, {
            ...request.body,
            businessId: business.id,
            ipAddress: request.ip,
            now: clock(),
          }),
        );
        return { ...result, expiresAt: result.expiresAt.toISOString() };
      } catch (error) {
        if (error instanceof SetupTokenError) throw new AppError("gone", error.message);
        if (error instanceof AdminAccountError) throw new AppError("invalid_input", error.message);
        throw error;
      }
    },
  );
}
