import { and, eq, gt, sql } from "drizzle-orm";
import type { ResumeResponse } from "@/shared/api/recovery-contract";
import { hashToken } from "../admin/admin-sessions";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { quoteLeads, quoteReminders, reminderUnsubscribes } from "../db/schema";
import { AppError } from "../http/app-error";
import { priceQuote } from "../quotes/price-quote";
import { markVisitPriced } from "../quotes/visits";

export const RESUME_LINK_UNUSABLE =
  "This quote link has expired or is not valid. Start a new quote below: it only takes a minute.";

/**
 * The visit a reminder's link reopens (docs/product/quote-recovery.md#the-link), priced again
 * now, while the link is within its lifetime. Looked up within the business the request is for:
 * a token of another business's reminder is unknown here. The first opening is recorded.
 */
export async function resumeRemindedVisit(
  db: Db,
  options: { business: Business; token: string; now: Date },
): Promise<ResumeResponse> {
  const { business, now } = options;
  const [reminder] = await db
    .update(quoteReminders)
    .set({
      resumedAt: sql`coalesce(${quoteReminders.resumedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(quoteReminders.businessId, business.id),
        eq(quoteReminders.resumeTokenHash, hashToken(options.token)),
        gt(quoteReminders.resumeExpiresAt, now),
      ),
    )
    .returning();
  if (!reminder) throw new AppError("not_found", RESUME_LINK_UNUSABLE);
  const [visit] = await db
    .select()
    .from(quoteLeads)
    .where(and(eq(quoteLeads.businessId, business.id), eq(quoteLeads.id, reminder.visitId)));
  const selection = visit?.pricedSelection;
  // The wizard resumes today's choice; a service's selection waits for its steps (decision 042).
  const option = selection?.service === undefined ? selection?.option : undefined;
  if (!visit || !selection || option === undefined) {
    throw new AppError("not_found", RESUME_LINK_UNUSABLE);
  }
  let price: ResumeResponse["price"];
  try {
    price = priceQuote({ config: business.config, now, ...selection, option });
  } catch (error) {
    // The business no longer sells that choice: the customer starts again.
    if (error instanceof AppError) throw new AppError("not_found", RESUME_LINK_UNUSABLE);
    throw error;
  }
  await markVisitPriced(db, { businessId: business.id, visitId: visit.id, now, price });
  return {
    visit: visit.id,
    address: {
      address: visit.address,
      city: visit.city,
      state: visit.state,
      zipCode: visit.zipCode,
      email: visit.email,
    },
    emailedTotalCents: reminder.emailedTotalCents,
    price,
  };
}

/**
 * Stops every later reminder from the business to the reminder's address; resolves to the
 * address, or undefined for a token this business never sent.
 */
export async function unsubscribeFromReminders(
  db: Db,
  options: { businessId: string; token: string; now: Date },
): Promise<string | undefined> {
  const reminder = await findByUnsubscribeToken(db, options);
  if (!reminder) return undefined;
  await db
    .insert(reminderUnsubscribes)
    .values({ businessId: options.businessId, email: reminder.email, unsubscribedAt: options.now })
    .onConflictDoNothing();
  return reminder.email;
}

export async function findByUnsubscribeToken(
  db: Db,
  options: { businessId: string; token: string },
) {
  const [reminder] = await db
    .select({ email: quoteReminders.email })
    .from(quoteReminders)
    .where(
      and(
        eq(quoteReminders.businessId, options.businessId),
        eq(quoteReminders.unsubscribeTokenHash, hashToken(options.token)),
      ),
    );
  return reminder;
}
