import { contactRequestSchema, contactResponseSchema } from "@/shared/api/contact-contract";
import type { AppContext, ZodApp } from "../app-context";
import { saveContactLead } from "../contact/save-contact-lead";
import { quotewiseSender } from "../email/queue-email";

/** Demo requests per client IP per minute: tighter than the other public routes. */
const CONTACT_REQUESTS_PER_MINUTE = 10;

export async function contactRoutes(app: ZodApp, { context }: { context: AppContext }) {
  const { env, database } = context;

  app.post(
    "/api/contact",
    {
      schema: { body: contactRequestSchema, response: { 201: contactResponseSchema } },
      onRequest: app.resolveTenant,
      config: {
        rateLimit: {
          max: Math.min(env.RATE_LIMIT_PER_MINUTE, CONTACT_REQUESTS_PER_MINUTE),
          timeWindow: "1 minute",
        },
      },
    },
    async (request, reply) => {
      const { website, ...lead } = request.body;
      // A filled honeypot is a bot: it gets the same answer as a person, and nothing is kept.
      if (website) {
        request.log.info("contact form honeypot filled; request dropped");
        return reply.status(201).send({ leadSaved: true });
      }
      // Quotewise's own leads: to NOTIFY_EMAIL, else to the default business's contact address
      // (on a single-business install, its owner is the operator).
      const notifyEmail = env.NOTIFY_EMAIL ?? request.tenant.config.contact.email;
      await saveContactLead(database.db, {
        from: quotewiseSender(env.MAIL_FROM, notifyEmail),
        notifyEmail,
        lead,
      });
      return reply.status(201).send({ leadSaved: true });
    },
  );
}
