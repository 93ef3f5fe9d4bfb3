import type { FastifyReply } from "fastify";
import { z } from "zod";
import { resumeRequestSchema, resumeResponseSchema } from "@/shared/api/recovery-contract";
import { escapeHtml } from "@/shared/escape-html";
import type { AppContext, ZodApp } from "../app-context";
import type { BusinessConfig } from "../config/business-config";
import { sendBusinessPage } from "../http/business-html-page";
import {
  findByUnsubscribeToken,
  resumeRemindedVisit,
  unsubscribeFromReminders,
} from "../recovery/reminder-links";

const unsubscribeQuery = z.object({
  token: z.string().trim().min(1, "token is required").max(200),
});

/** The unsubscribe link's answer: a page of the business's own. */
function sendPage(
  reply: FastifyReply,
  config: BusinessConfig,
  body: string,
  status = 200,
): FastifyReply {
  return sendBusinessPage(reply, {
    config,
    title: `Reminders from ${config.name}`,
    body,
    status,
  });
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
        business: request.tenant,
        token: request.body.token,
        now: clock(),
      }),
  );

  app.get(
    "/reminders/unsubscribe",
    { schema: { querystring: unsubscribeQuery } },
    async (request, reply) => {
      const { id: businessId, config } = request.tenant;
      const reminder = await findByUnsubscribeToken(database.db, {
        businessId,
        token: request.query.token,
      });
      if (!reminder) return sendPage(reply, config, UNKNOWN_LINK, 404);
      return sendPage(
        reply,
        config,
        [
          "<h1>Stop quote reminders?</h1>",
          `<p>${escapeHtml(config.name)} will send no more quote reminders to ${escapeHtml(reminder.email)}.</p>`,
          '<form method="post"><button type="submit">Unsubscribe</button></form>',
        ].join(""),
      );
    },
  );

  app.post(
    "/reminders/unsubscribe",
    { schema: { querystring: unsubscribeQuery } },
    async (request, reply) => {
      const { id: businessId, config } = request.tenant;
      const email = await unsubscribeFromReminders(database.db, {
        businessId,
        token: request.query.token,
        now: clock(),
      });
      if (!email) return sendPage(reply, config, UNKNOWN_LINK, 404);
      return sendPage(
        reply,
        config,
        `<h1>You are unsubscribed</h1><p>${escapeHtml(config.name)} will send no more quote reminders to ${escapeHtml(email)}.</p>`,
      );
    },
  );
}
