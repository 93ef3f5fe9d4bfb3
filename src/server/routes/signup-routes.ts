import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import {
  joinCheckQuerySchema,
  joinCheckResponseSchema,
  joinRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  tradeListResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from "@/shared/api/account-contract";
import { adminLoginResponseSchema } from "@/shared/api/admin-contract";
import { TRADES } from "@/shared/trades";
import { AdminAccountError } from "../admin/admin-accounts";
import { unlessHashingBusy } from "../admin/password-hash";
import type { AppContext, ZodApp } from "../app-context";
import { loadTradeTemplates, TRADE_TEMPLATES_DIR } from "../config/trade-templates";
import { platformSender } from "../email/queue-email";
import { AppError } from "../http/app-error";
import { registerRateLimit } from "../http/rate-limit";
import { EMAIL_TAKEN, signUpBusiness } from "../signup/sign-up-business";
import { verifyEmail } from "../signup/verify-email";
import { checkInvitation, joinTeam } from "../team/team";

/**
 * The calls made before an account exists (docs/product/settings.md#sign-up): the trades to
 * choose from (every one with its template, checked at start), sign-up (limited per address per
 * hour), and the pages emailed links open.
 */
export async function signupRoutes(
  app: ZodApp,
  { context, rateLimitStore }: { context: AppContext; rateLimitStore: Redis | undefined },
) {
  const { database, clock, env } = context;
  const db = database.db;
  const templates = loadTradeTemplates();
  const missing = TRADES.filter((trade) => !templates.get(trade.template));
  if (missing.length > 0) {
    const files = missing.map((trade) => `${trade.template}.json (${trade.name})`).join(", ");
    throw new Error(`${TRADE_TEMPLATES_DIR}: no template for every trade: ${files} is missing`);
  }
  const sender = platformSender(env);
  const tradeList = {
    trades: TRADES.map((trade) => ({
      trade: trade.template,
      code: trade.code,
      name: trade.name,
      icon: trade.icon,
      namesItsService: trade.namesItsService === true,
    })),
  };

  app.get(
    "/api/trades",
    { schema: { response: { 200: tradeListResponseSchema } } },
    async () => tradeList,
  );

  await app.register(async (limited) => {
    await registerRateLimit(limited, {
      max: env.SIGNUP_LIMIT_PER_HOUR,
      timeWindow: "1 hour",
      nameSpace: "qw-signup-limit:",
      redis: rateLimitStore,
      message: (seconds) =>
        `Too many sign-ups from your address. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`,
    });
    limited
      .withTypeProvider<ZodTypeProvider>()
      .post(
        "/api/signup",
        { schema: { body: signupRequestSchema, response: { 201: signupResponseSchema } } },
        async (request, reply) => {
          try {
            const signedUp = await unlessHashingBusy(() =>
              signUpBusiness(db, {
                request: request.body,
                templates,
                sender,
                publicUrl: env.PUBLIC_URL,
                ipAddress: request.ip,
                now: clock(),
              }),
            );
            // A visit to its address before it existed may be cached as "no such business".
            context.businesses.invalidate({
              id: signedUp.business.slug,
              slug: signedUp.business.slug,
            });
            return reply.status(201).send(signedUp);
          } catch (error) {
            // Two sign-ups racing for one mailbox: the loser hears what an earlier one would.
            if (error instanceof AdminAccountError) {
              throw new AppError("conflict", EMAIL_TAKEN, {
                issues: [{ path: "email", message: EMAIL_TAKEN }],
              });
            }
            throw error;
          }
        },
      );
  });

  app.post(
    "/api/admin/verify-email",
    { schema: { body: verifyEmailRequestSchema, response: { 200: verifyEmailResponseSchema } } },
    async (request) => verifyEmail(db, { token: request.body.token, now: clock() }),
  );

  app.get(
    "/api/admin/join",
    { schema: { querystring: joinCheckQuerySchema, response: { 200: joinCheckResponseSchema } } },
    async (request) => checkInvitation(db, { token: request.query.token, now: clock() }),
  );

  app.post(
    "/api/admin/join",
    { schema: { body: joinRequestSchema, response: { 200: adminLoginResponseSchema } } },
    async (request) =>
      unlessHashingBusy(() =>
        joinTeam(db, { ...request.body, ipAddress: request.ip, now: clock() }),
      ),
  );
}
