import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Slot } from "@/domain/booking/compute-slots";
import { scopeOfSlug } from "@/shared/business-scope";
import { escapeHtml } from "@/shared/escape-html";
import {
  accountMain,
  cancelPlanMain,
  confirmSignInMain,
  linkProblemMain,
  linkSentMain,
  sendAccountPage,
  signInMain,
} from "../account/account-pages";
import type { AccountPaths } from "../account/account-paths";
import {
  cancelCustomerPlan,
  loadCustomerAccount,
  skipPlanVisit,
} from "../account/customer-account";
import {
  CUSTOMER_SESSION_MS,
  checkSignInLink,
  endCustomerSession,
  findCustomerSession,
  requestSignInLink,
  type SignedInCustomer,
  signInWithLink,
} from "../account/customer-sign-in";
import {
  cancelVisitMain,
  newTimeBookedMain,
  newTimeMain,
  visitCancelledMain,
  visitMain,
} from "../account/visit-pages";
import type { AppContext, Services, ZodApp } from "../app-context";
import {
  type CustomerVisit,
  cancelCustomerVisit,
  customerVisitSlots,
  loadCustomerVisit,
  moveCustomerVisit,
  visitRefundCents,
} from "../booking/customer-visit-changes";
import { chooseNewTime, loadNewTimeOrder, newTimeSlots } from "../booking/new-time";
import type { Business } from "../business/business-store";
import { AppError } from "../http/app-error";
import { cookieHeader, readCookie } from "../http/cookies";
import { noticeContextOf } from "../payments/notice-context";
import { foundTenant } from "../tenant/tenant";
import { planChangeRoutes } from "./plan-change-routes";
import { planVisitRoutes } from "./plan-visit-routes";
import { tipRoutes } from "./tip-routes";
import { visitPaymentRoutes } from "./visit-payment-routes";

/** The customer's session cookie; its path keeps it to one business's account pages. */
export const CUSTOMER_COOKIE = "qw_customer";

/** Sign-in links asked for per client IP per minute: tighter than the other public routes. */
const SIGN_IN_LINKS_PER_MINUTE = 10;

const emailForm = z.object({
  email: z
    .string("is required")
    .trim()
    .min(1, "is required")
    .max(254, "must be at most 254 characters")
    .pipe(z.email("must be an email address")),
});
const tokenForm = z.object({ token: z.string().trim().max(200).default("") });
const tokenQuery = z.object({ token: z.string().trim().max(200).default("") });
const visitParams = z.object({ visitId: z.uuid() });
const planParams = z.object({ planId: z.uuid() });
const doneQuery = z.object({ done: z.string().max(40).optional() });
const orderParams = z.object({ slug: z.string(), orderId: z.uuid() });
const startForm = z.object({ start: z.iso.datetime({ offset: true }) });

/** What the page says after a change, by the `done` the change redirected with. */
const NOTICES: Record<string, string> = {
  skipped: "The visit is skipped. Your plan goes on with the next one.",
  "visit-moved": "The visit is moved. We have emailed you the new time.",
  "plan-cancelled": "Your plan is cancelled. No more visits will be booked.",
  "not-allowed":
    "That visit can no longer be skipped from here: it is too close, or already changed. Please contact us.",
  "move-not-allowed":
    "That visit can no longer be moved from here: it is too close, or already changed. Please contact us.",
  "signed-out": "You are signed out.",
  "card-updated": "Your card is updated: your plan's next visits are charged to it.",
  "card-pending": "Your new card is being confirmed: it will show here in a moment.",
  "card-not-online": "This plan's card cannot be changed online. Please contact us.",
  "plan-paused": "Your plan is paused. We have emailed you the date it starts again.",
  "frequency-changed": "Your plan's schedule is changed. We have emailed you the details.",
  tipped: "Thank you for your tip! We have emailed you a receipt.",
  "tip-pending": "Your tip is being confirmed: it will show here in a moment.",
  "tip-not-online": "Tips for this visit cannot be paid online. Please contact us.",
  "plan-not-changed":
    "That plan can no longer be changed from here: it is paused or cancelled. Please contact us.",
};

/** The `done` values that say a change was refused. */
const REFUSED = new Set([
  "not-allowed",
  "move-not-allowed",
  "card-not-online",
  "plan-not-changed",
  "tip-not-online",
]);

const pathsOf = (business: Business): AccountPaths => {
  const scope = scopeOfSlug(business.slug);
  return { base: `${scope.pageBase}/account`, pageBase: scope.pageBase, apiBase: scope.apiBase };
};

/**
 * A form post from another site is refused: the cookie's SameSite=Lax keeps it out of such a
 * post already, and the browser says where the form was: its fetch metadata (Sec-Fetch-Site),
 * else its Origin. The pages send no Referer, so a browser's Origin on them is "null".
 */
function fromOtherSite(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site !== "same-origin" && site !== "none";
  const origin = request.headers.origin;
  if (origin === undefined || origin === "null") return false;
  return origin !== `${request.protocol}://${request.host}` && origin !== new URL(publicUrl).origin;
}

/**
 * The customer's own page at /b/{slug}/account (docs/product/customer-account.md): sign-in by an
 * emailed link (decision 044), then their orders, visits and plans with that business, skipping
 * or moving a plan's visit and cancelling a plan. Server-rendered pages and plain form posts.
 */
export async function accountRoutes(
  app: ZodApp,
  { context, services }: { context: AppContext; services: Services },
) {
  const { database, clock, env } = context;
  const db = database.db;
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook("onRequest", app.resolveTenant);
  // These are pages: a limit reached or a malformed address answers a page of the business's,
  // not the API's JSON. Anything else goes on to the app's error handler.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const business = foundTenant(request);
    if (!business) throw error;
    if (error.statusCode === 429) {
      return sendAccountPage(reply, {
        config: business.config,
        paths: pathsOf(business),
        title: "Too many requests",
        main: `<h1>Too many requests</h1><p>${escapeHtml(error.message)}</p>`,
        status: 429,
      });
    }
    if (error instanceof AppError && error.code === "unavailable") {
      return sendAccountPage(reply, {
        config: business.config,
        paths: pathsOf(business),
        title: "Try again in a moment",
        main: `<h1>Please try again in a moment</h1><p>${escapeHtml(error.message)}</p>`,
        status: 503,
      });
    }
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    const issues = error.validation.map(
      (entry) =>
        `${entry.instancePath.split("/").filter(Boolean).join(".") || error.validationContext}: ${entry.message}`,
    );
    return sendAccountPage(reply, {
      config: business.config,
      paths: pathsOf(business),
      title: "Not a valid address",
      main: `<h1>This address is not valid</h1><p>${escapeHtml(issues.join("; "))}</p><p><a href="${escapeHtml(pathsOf(business).base)}">Back to your account</a></p>`,
      status: 400,
    });
  });

  /** The business the path names; without one, or suspended, a plain page says so. */
  const openBusiness = (request: FastifyRequest, reply: FastifyReply) => {
    const business = foundTenant(request);
    if (business && business.status !== "suspended") return business;
    void reply
      .status(business ? 503 : 404)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(
        business
          ? "<!doctype html><title>Not available</title><p>This business's pages are not available right now.</p>"
          : "<!doctype html><title>Not found</title><p>No business answers at this address.</p>",
      );
    return undefined;
  };
  const page = (
    reply: FastifyReply,
    business: Business,
    title: string,
    main: string,
    status?: number,
  ) =>
    sendAccountPage(reply, {
      config: business.config,
      paths: pathsOf(business),
      title,
      main,
      ...(status ? { status } : {}),
    });
  const sessionCookie = (request: FastifyRequest, business: Business, token: string, ms: number) =>
    cookieHeader({
      name: CUSTOMER_COOKIE,
      value: token,
      path: pathsOf(business).base,
      maxAgeSeconds: ms / 1000,
      secure: request.protocol === "https",
    });
  const signedIn = (request: FastifyRequest, business: Business) =>
    findCustomerSession(db, {
      businessId: business.id,
      token: readCookie(request, CUSTOMER_COOKIE),
      now: clock(),
    });
  /** The business a form was posted to, unless the form came from another site (refused). */
  const formBusiness = (request: FastifyRequest, reply: FastifyReply) => {
    const business = openBusiness(request, reply);
    if (!business) return undefined;
    if (fromOtherSite(request, env.PUBLIC_URL)) {
      void page(reply, business, "Not allowed", "<h1>This form came from another site</h1>", 403);
      return undefined;
    }
    return business;
  };
  /** The signed-in customer for a change, else the answer the request gets instead. */
  const customerFor = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ business: Business; customer: SignedInCustomer } | undefined> => {
    const business = formBusiness(request, reply);
    if (!business) return undefined;
    const customer = await signedIn(request, business);
    if (!customer) {
      void page(
        reply,
        business,
        "Sign in",
        signInMain(business.config, pathsOf(business), {
          problem: "Your session has ended. Please sign in again.",
        }),
        401,
      );
      return undefined;
    }
    return { business, customer };
  };
  const backToAccount = (reply: FastifyReply, business: Business, done?: string) =>
    reply
      .header("cache-control", "no-store")
      .redirect(`${pathsOf(business).base}${done ? `?done=${done}` : ""}`, 303);

  app.get("/b/:slug/account", { schema: { querystring: doneQuery } }, async (request, reply) => {
    const business = openBusiness(request, reply);
    if (!business) return reply;
    const notice = request.query.done ? NOTICES[request.query.done] : undefined;
    const customer = await signedIn(request, business);
    if (!customer) {
      return page(
        reply,
        business,
        "Your account",
        signInMain(business.config, pathsOf(business), notice ? { notice } : {}),
      );
    }
    const account = await loadCustomerAccount(db, {
      businessId: business.id,
      email: customer.email,
      config: business.config,
      now: clock(),
    });
    const problem = REFUSED.has(request.query.done ?? "") ? notice : undefined;
    return page(
      reply,
      business,
      "Your account",
      accountMain({
        config: business.config,
        paths: pathsOf(business),
        email: customer.email,
        account,
        notice: problem ? undefined : notice,
        problem,
      }),
    );
  });

  app.post(
    "/b/:slug/account/link",
    {
      config: {
        rateLimit: {
          max: Math.min(env.RATE_LIMIT_PER_MINUTE, SIGN_IN_LINKS_PER_MINUTE),
          timeWindow: "1 minute",
        },
      },
    },
    async (request, reply) => {
      const business = openBusiness(request, reply);
      if (!business) return reply;
      const parsed = emailForm.safeParse(request.body ?? {});
      const typed = String((request.body as { email?: unknown } | undefined)?.email ?? "");
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? "is invalid";
        return page(
          reply,
          business,
          "Your account",
          signInMain(business.config, pathsOf(business), {
            problem: `Email address: ${message}`,
            email: typed.slice(0, 254),
          }),
          400,
        );
      }
      const { email } = parsed.data;
      await requestSignInLink(db, {
        business,
        email,
        now: clock(),
        signInUrl: `${env.PUBLIC_URL}${pathsOf(business).base}/sign-in`,
        mailFrom: env.MAIL_FROM,
      });
      return page(
        reply,
        business,
        "Check your email",
        linkSentMain(business.config, pathsOf(business), email),
      );
    },
  );

  app.get(
    "/b/:slug/account/sign-in",
    { schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const business = openBusiness(request, reply);
      if (!business) return reply;
      const { token } = request.query;
      const state = await checkSignInLink(db, { businessId: business.id, token, now: clock() });
      if (state !== "valid") {
        const problem = linkProblemMain(pathsOf(business), state);
        return page(reply, business, problem.title, problem.main, state === "unknown" ? 404 : 410);
      }
      return page(
        reply,
        business,
        "Sign in",
        confirmSignInMain(business.config, pathsOf(business), token),
      );
    },
  );

  app.post("/b/:slug/account/sign-in", async (request, reply) => {
    const business = formBusiness(request, reply);
    if (!business) return reply;
    // A token that is no token at all is as good as an unknown one.
    const token = tokenForm.safeParse(request.body ?? {}).data?.token ?? "";
    const outcome = await signInWithLink(db, { businessId: business.id, token, now: clock() });
    if (!outcome.ok) {
      const problem = linkProblemMain(pathsOf(business), outcome.state);
      return page(
        reply,
        business,
        problem.title,
        problem.main,
        outcome.state === "unknown" ? 404 : 410,
      );
    }
    return reply
      .header(
        "set-cookie",
        sessionCookie(request, business, outcome.sessionToken, CUSTOMER_SESSION_MS),
      )
      .header("cache-control", "no-store")
      .redirect(pathsOf(business).base, 303);
  });

  app.post("/b/:slug/account/sign-out", async (request, reply) => {
    const business = openBusiness(request, reply);
    if (!business) return reply;
    const customer = await signedIn(request, business);
    if (customer && !fromOtherSite(request, env.PUBLIC_URL)) {
      await endCustomerSession(db, {
        businessId: business.id,
        sessionId: customer.sessionId,
        now: clock(),
      });
    }
    return backToAccount(
      reply.header("set-cookie", sessionCookie(request, business, "", 0)),
      business,
      "signed-out",
    );
  });

  app.post(
    "/b/:slug/account/visits/:visitId/skip",
    { schema: { params: visitParams.extend({ slug: z.string() }) } },
    async (request, reply) => {
      const signed = await customerFor(request, reply);
      if (!signed) return reply;
      const { business, customer } = signed;
      const outcome = await skipPlanVisit(db, {
        businessId: business.id,
        email: customer.email,
        visitId: request.params.visitId,
        notices: { config: business.config, mailFrom: env.MAIL_FROM },
        now: clock(),
      });
      if (outcome === "not_found") {
        return page(
          reply,
          business,
          "Not found",
          "<h1>That visit is not on your account</h1>",
          404,
        );
      }
      return backToAccount(reply, business, outcome === "skipped" ? "skipped" : "not-allowed");
    },
  );

  app.get(
    "/b/:slug/account/plans/:planId/cancel",
    { schema: { params: planParams.extend({ slug: z.string() }) } },
    async (request, reply) => {
      const business = openBusiness(request, reply);
      if (!business) return reply;
      const customer = await signedIn(request, business);
      if (!customer) return reply.redirect(pathsOf(business).base, 303);
      const account = await loadCustomerAccount(db, {
        businessId: business.id,
        email: customer.email,
        config: business.config,
        now: clock(),
      });
      const plan = account.plans.find(({ id }) => id === request.params.planId);
      if (!plan || plan.status === "cancelled") return backToAccount(reply, business);
      return page(
        reply,
        business,
        "Cancel your plan?",
        cancelPlanMain({ paths: pathsOf(business), plan }),
      );
    },
  );

  app.post(
    "/b/:slug/account/plans/:planId/cancel",
    { schema: { params: planParams.extend({ slug: z.string() }) } },
    async (request, reply) => {
      const signed = await customerFor(request, reply);
      if (!signed) return reply;
      const { business, customer } = signed;
      const { outcome } = await cancelCustomerPlan(db, {
        businessId: business.id,
        email: customer.email,
        planId: request.params.planId,
        notices: { config: business.config, mailFrom: env.MAIL_FROM },
        now: clock(),
      });
      if (outcome === "not_found") {
        return page(reply, business, "Not found", "<h1>That plan is not on your account</h1>", 404);
      }
      return backToAccount(reply, business, "plan-cancelled");
    },
  );

  const kit = { pathsOf, page, openBusiness, formBusiness, signedIn, customerFor, backToAccount };
  await visitPaymentRoutes(app, { context, services, kit });
  await planChangeRoutes(app, { context, services, kit });
  await tipRoutes(app, { context, services, kit });
  await planVisitRoutes(app, { context, services, kit });

  const newTimePage = async (
    reply: FastifyReply,
    business: Business,
    orderId: string,
    problem?: { message: string; status: number; slots?: Slot[] },
  ) => {
    const now = clock();
    const order = await loadNewTimeOrder(db, { business, orderId });
    if (!order) {
      return page(reply, business, "Not found", "<h1>This order has no visit to book</h1>", 404);
    }
    if (order.state === "booked") {
      return page(reply, business, "Your visit", newTimeBookedMain(business.config, order.time));
    }
    const slots = problem?.slots ?? (await newTimeSlots(db, { business, waiting: order, now }));
    return page(
      reply,
      business,
      "Choose a new time",
      newTimeMain({
        config: business.config,
        action: `${pathsOf(business).base}/orders/${orderId}/time`,
        slots,
        problem: problem?.message,
      }),
      problem?.status,
    );
  };

  /**
   * A paid order whose time was taken while its payment was late: the emailed link to choose a
   * new one (docs/product/booking.md#a-new-time). The order's id is the key, as on its receipt.
   */
  app.get(
    "/b/:slug/account/orders/:orderId/time",
    { schema: { params: orderParams } },
    async (request, reply) => {
      const business = openBusiness(request, reply);
      if (!business) return reply;
      return newTimePage(
        reply.header("cache-control", "no-store"),
        business,
        request.params.orderId,
      );
    },
  );

  app.post(
    "/b/:slug/account/orders/:orderId/time",
    { schema: { params: orderParams } },
    async (request, reply) => {
      const business = formBusiness(request, reply);
      if (!business) return reply;
      const { orderId } = request.params;
      const chosen = startForm.safeParse(request.body ?? {});
      if (!chosen.success) {
        return newTimePage(reply, business, orderId, {
          message: "Please choose a time.",
          status: 400,
        });
      }
      const outcome = await chooseNewTime(db, {
        business,
        orderId,
        start: chosen.data.start,
        now: clock(),
        notices: noticeContextOf(context, business),
      });
      if (outcome.outcome === "taken") {
        return newTimePage(reply, business, orderId, {
          message: "That time is no longer free. Please choose another.",
          status: 409,
          slots: outcome.slots,
        });
      }
      return reply
        .header("cache-control", "no-store")
        .redirect(`${pathsOf(business).base}/orders/${orderId}/time`, 303);
    },
  );

  const visitPaths = (business: Business, orderId: string) => ({
    visit: `${pathsOf(business).base}/orders/${orderId}/visit`,
    account: pathsOf(business).base,
  });
  /** The order's visit, or the page that says it has none to change. */
  const visitOf = async (reply: FastifyReply, business: Business, orderId: string) => {
    const visit = await loadCustomerVisit(db, { business, orderId, now: clock() });
    if (!visit) {
      void page(reply, business, "Not found", "<h1>This order has no visit to change</h1>", 404);
    }
    return visit;
  };
  const visitPage = async (
    reply: FastifyReply,
    business: Business,
    visit: CustomerVisit,
    messages: { notice?: string; problem?: string; status?: number; slots?: Slot[] } = {},
  ) => {
    const slots =
      messages.slots ??
      (visit.changeable ? await customerVisitSlots(db, { business, visit, now: clock() }) : []);
    return page(
      reply.header("cache-control", "no-store"),
      business,
      "Your visit",
      visitMain({
        config: business.config,
        visit,
        paths: visitPaths(business, visit.order.id),
        slots,
        notice: messages.notice,
        problem: messages.problem,
      }),
      messages.status,
    );
  };
  const NOT_CHANGEABLE = "Your visit can no longer be changed online. Please contact us.";

  /**
   * A paid order's visit, moved or cancelled by its customer within the business's policy
   * (docs/product/booking.md#changes-by-the-customer), from the link in their receipt.
   */
  app.get(
    "/b/:slug/account/orders/:orderId/visit",
    { schema: { params: orderParams, querystring: doneQuery } },
    async (request, reply) => {
      const business = openBusiness(request, reply);
      if (!business) return reply;
      const visit = await visitOf(reply, business, request.params.orderId);
      if (!visit) return reply;
      const moved = request.query.done === "moved";
      return visitPage(reply, business, visit, moved ? { notice: "Your visit is moved." } : {});
    },
  );

  app.post(
    "/b/:slug/account/orders/:orderId/visit/move",
    { schema: { params: orderParams } },
    async (request, reply) => {
      const business = formBusiness(request, reply);
      if (!business) return reply;
      const visit = await visitOf(reply, business, request.params.orderId);
      if (!visit) return reply;
      const chosen = startForm.safeParse(request.body ?? {});
      if (!chosen.success) {
        return visitPage(reply, business, visit, { problem: "Please choose a time.", status: 400 });
      }
      const moved = await moveCustomerVisit(db, {
        business,
        orderId: visit.order.id,
        start: chosen.data.start,
        now: clock(),
        notices: noticeContextOf(context, business),
      });
      if (moved.outcome === "moved") {
        return reply
          .header("cache-control", "no-store")
          .redirect(`${visitPaths(business, visit.order.id).visit}?done=moved`, 303);
      }
      return visitPage(
        reply,
        business,
        visit,
        moved.outcome === "taken"
          ? {
              problem: "That time is no longer free. Please choose another.",
              status: 409,
              slots: moved.slots,
            }
          : { problem: NOT_CHANGEABLE, status: 409 },
      );
    },
  );

  app.get(
    "/b/:slug/account/orders/:orderId/visit/cancel",
    { schema: { params: orderParams } },
    async (request, reply) => {
      const business = openBusiness(request, reply);
      if (!business) return reply;
      const visit = await visitOf(reply, business, request.params.orderId);
      if (!visit) return reply;
      if (!visit.changeable) return visitPage(reply, business, visit);
      return page(
        reply.header("cache-control", "no-store"),
        business,
        "Cancel your visit?",
        cancelVisitMain({
          config: business.config,
          visit,
          refundCents: visitRefundCents(visit),
          paths: visitPaths(business, visit.order.id),
        }),
      );
    },
  );

  app.post(
    "/b/:slug/account/orders/:orderId/visit/cancel",
    { schema: { params: orderParams } },
    async (request, reply) => {
      const business = formBusiness(request, reply);
      if (!business) return reply;
      const visit = await visitOf(reply, business, request.params.orderId);
      if (!visit) return reply;
      const cancelled = await cancelCustomerVisit(db, {
        business,
        orderId: visit.order.id,
        now: clock(),
        notices: noticeContextOf(context, business),
        payments: services.payments,
      });
      if (cancelled.outcome !== "cancelled") {
        return visitPage(reply, business, visit, { problem: NOT_CHANGEABLE, status: 409 });
      }
      return page(
        reply,
        business,
        "Your visit is cancelled",
        visitCancelledMain(business.config, cancelled),
      );
    },
  );
}
