import { z } from "zod";
import { escapeHtml } from "@/shared/escape-html";
import type { AppContext, ZodApp } from "../app-context";
import type { BusinessConfig } from "../config/business-config";
import { sendBusinessPage } from "../http/business-html-page";
import { NO_REFERRER } from "../http/security-headers";
import {
  BALANCE_LINK_PATH,
  type BalanceLinkTarget,
  openBalanceLink,
} from "../payments/balance-link";

const balanceLinkQuery = z.object({
  token: z.string().trim().min(1, "token is required").max(200),
});

/** What the link says when there is nothing to pay on Stripe's page. */
function answerBody(config: BusinessConfig, kind: Exclude<BalanceLinkTarget["kind"], "pay">) {
  const contact = escapeHtml(config.contact.phone ?? config.contact.email);
  return {
    paid: "<h1>Your balance is paid</h1><p>Thank you: there is nothing left to pay.</p>",
    closed: `<h1>This payment link has expired</h1><p>Nothing was charged. ${escapeHtml(config.name)} can send you a new one: ${contact}.</p>`,
    unknown: `<h1>This payment link does not work</h1><p>A newer link may have replaced it, or it was copied incompletely. Nothing was charged. ${escapeHtml(config.name)} can send it again: ${contact}.</p>`,
  }[kind];
}

/**
 * The balance's payment link (docs/product/payments.md#deposits): its first opening is recorded
 * for the dashboard, then the customer is sent on to Stripe's page for the balance.
 */
export async function balanceLinkRoutes(app: ZodApp, { context }: { context: AppContext }) {
  app.get(
    BALANCE_LINK_PATH,
    { schema: { querystring: balanceLinkQuery } },
    async (request, reply) => {
      const business = request.tenant;
      const target = await openBalanceLink(context.database.db, {
        businessId: business.id,
        token: request.query.token,
        now: context.clock(),
      });
      if (target.kind === "pay") {
        return reply
          .header("cache-control", "no-store")
          .headers(NO_REFERRER)
          .redirect(target.url, 303);
      }
      return sendBusinessPage(reply, {
        config: business.config,
        title: `Your balance with ${business.config.name}`,
        body: answerBody(business.config, target.kind),
        status: target.kind === "unknown" ? 404 : 200,
      });
    },
  );
}
