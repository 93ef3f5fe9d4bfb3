import { z } from "zod";
import { resumeRequestSchema, resumeResponseSchema } from "@/shared/api/recovery-contract";
import { escapeHtml } from "@/shared/escape-html";
import type { AppContext, ZodApp } from "../app-context";
import { businessOf } from "../business/request-business";
import type { BusinessConfig } from "../config/business-config";
import { NO_REFERRER } from "../http/security-headers";
import {
  findByUnsubscribeToken,
  resumeRemindedVisit,
  unsubscribeFromReminders,
} from "../recovery/reminder-links";

const unsubscribeQuery = z.object({
  token: z.string().trim().min(1, "token is required").max(200),
});

/** A small page of the business's own (name, colour): the unsubscribe link's answer. */
function businessPage(business: BusinessConfig, body: string): string {
  const color = business.brand?.primaryColor ?? "#1d4ed8";
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>Reminders from ${escapeHtml(business.name)}</title>`,
    "<style>body{font-family:system-ui,Arial,sans-serif;color:#0f172a;line-height:1.5;margin:0;padding:32px 16px}",
    "main{max-width:32rem;margin:0 auto}h1{font-size:1.5rem}",
    `button{background:${color};color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:1rem;font-weight:600;cursor:pointer}`,
    `button:focus-visible{outline:3px solid #0f172a;outline-offset:2px}</style></head>`,
    `<body><main><p>${escapeHtml(business.name)}</p>${body}</main></body></html>`,
  ].join("");
}

const UNKNOWN_LINK =
  "<h1>This link is not valid</h1><p>It may have been copied incompletely. You can reply to the reminder email to ask for no more.</p>";

/**
 * Quote recovery's public routes (docs/product/quote-recovery.md): the emailed link's resume
 * call, and the unsubscribe link: a GET page that asks for a click (link scanners only GET),
 * and the POST that the page's button and mail clients' one-click unsubscribe (RFC 8058) send.
 */
export async function recoveryRoutes(app: ZodApp, { context }: { context: AppContext }) {
  const { database, clock } = context;
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // RFC 8058 lets a mail client send its one-click POST as either form type; the body says only
  // "List-Unsubscribe=One-Click", so the token in the URL is all that is read.
  app.addContentTypeParser("multipart/form-data", { parseAs: "string" }, (_request, _body, done) =>
    done(null, {}),
  );

  app.post(
    "/reminders/resume",
    { schema: { body: resumeRequestSchema, response: { 200: resumeResponseSchema } } },
    async (request) =>
      resumeRemindedVisit(database.db, {
        business: businessOf(request).config,
        token: request.body.token,
        now: clock(),
      }),
  );

  app.get(
    "/reminders/unsubscribe",
    { schema: { querystring: unsubscribeQuery } },
    async (request, reply) => {
      const business = businessOf(request).config;
      const reminder = await findByUnsubscribeToken(database.db, {
        businessId: business.id,
        token: request.query.token,
      });
      reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .headers(NO_REFERRER);
      if (!reminder) return reply.status(404).send(businessPage(business, UNKNOWN_LINK));
      return businessPage(
        business,
        [
          "<h1>Stop quote reminders?</h1>",
          `<p>${escapeHtml(business.name)} will send no more quote reminders to ${escapeHtml(reminder.email)}.</p>`,
          '<form method="post"><button type="submit">Unsubscribe</button></form>',
        ].join(""),
      );
    },
  );

  app.post(
    "/reminders/unsubscribe",
    { schema: { querystring: unsubscribeQuery } },
    async (request, reply) => {
      const business = businessOf(request).config;
      const email = await unsubscribeFromReminders(database.db, {
        businessId: business.id,
        token: request.query.token,
        now: clock(),
      });
      reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .headers(NO_REFERRER);
      if (!email) return reply.status(404).send(businessPage(business, UNKNOWN_LINK));
      return businessPage(
        business,
        `<h1>You are unsubscribed</h1><p>${escapeHtml(business.name)} will send no more quote reminders to ${escapeHtml(email)}.</p>`,
      );
    },
  );
}
