import type { BusinessConfig } from "../config/business-config";
import type { Tx } from "../db/database";
import type { Order } from "../db/schema";
import { businessSignature, type EmailContent, renderEmail } from "../email/email-layout";
import { businessSender, queueEmail } from "../email/queue-email";
import { type PlanChangeNotices, serviceOf } from "./customer-account";

/** A change the customer made to their plan, as their confirmation says it. */
export type PlanChangeConfirmation =
  | { kind: "paused"; until: string; visitsCancelled: number }
  | { kind: "frequency"; to: string; nextVisit: string; visitPrice: string };

/**
 * The customer's confirmation of a change they made to their plan from their page
 * (docs/product/plans.md#changes-with-notice), in the business's name.
 */
export function renderPlanChangeConfirmation(options: {
  config: BusinessConfig;
  service: string;
  accountUrl: string;
  change: PlanChangeConfirmation;
}): EmailContent {
  const { config, service, change } = options;
  const told =
    change.kind === "paused"
      ? {
          subject: `Your plan with ${config.name} is paused until ${change.until}`,
          heading: "Your plan is paused",
          text: `Your ${service} plan is paused until ${change.until}: ${change.visitsCancelled === 1 ? "1 visit is" : `${change.visitsCancelled} visits are`} off the calendar. Visits already paid, and those too close to change, stay booked. Your visits start again on ${change.until} by themselves.`,
        }
      : {
          subject: `Your plan with ${config.name} is now ${change.to.toLowerCase()}`,
          heading: "Your plan's schedule is changed",
          text: `Your ${service} plan is now ${change.to.toLowerCase()}, from your visit of ${change.nextVisit} on, on the same day of the week and at the same time. Each visit from then on costs ${change.visitPrice}.`,
        };
  return renderEmail({
    subject: told.subject,
    heading: told.heading,
    sections: [
      { type: "paragraph", text: told.text },
      { type: "link", label: "See your plan", url: options.accountUrl },
    ],
    signature: businessSignature(config),
    buttonColor: config.brand?.primaryColor,
  });
}

/** Queues the customer's confirmation of their change, once per `dedupeKey`. */
export async function queuePlanChangeConfirmation(
  tx: Tx,
  options: {
    businessId: string;
    dedupeKey: string;
    order: Order;
    notices: PlanChangeNotices & { accountUrl: string };
    change: PlanChangeConfirmation;
  },
): Promise<void> {
  const { config, mailFrom, accountUrl } = options.notices;
  await queueEmail(tx, {
    kind: "plan_change_confirmation",
    businessId: options.businessId,
    dedupeKey: `${options.dedupeKey}:customer`,
    from: businessSender(config, mailFrom),
    to: options.order.email,
    replyTo: config.contact.email,
    ...renderPlanChangeConfirmation({
      config,
      service: serviceOf(options.order, config),
      accountUrl,
      change: options.change,
    }),
  });
}
