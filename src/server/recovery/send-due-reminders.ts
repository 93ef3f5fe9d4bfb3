import { randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { reminderDueAt } from "@/domain/reminder-due";
import { scopeOfSlug } from "@/shared/business-scope";
import { DEFAULT_RECOVERY, recoverySettingsOf } from "@/shared/recovery-settings";
import { ROUTES } from "@/shared/routes";
import { hashToken } from "../admin/admin-sessions";
import type { BusinessStore } from "../business/business-store";
import type { MailFrom } from "../config/env";
import type { Db } from "../db/database";
import { quoteReminders } from "../db/schema";
import { businessSender, queueEmail } from "../email/queue-email";
import { renderQuoteReminder, unsubscribeHeaders } from "../email/quote-reminder-email";

/** How long an emailed quote link reopens the quote (docs/product/quote-recovery.md#the-link). */
export const RESUME_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** A reminder this late (the scheduler was down, reminders were just turned on) is not sent. */
export const STALE_REMINDER_MS = 24 * 60 * 60 * 1000;
/** One reminder per address per business in this long, however many visits it made. */
const ONE_PER_ADDRESS_DAYS = 7;
const BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

type Candidate = {
  id: string;
  business_id: string;
  email: string;
  address: string;
  city: string;
  priced_at: Date | string;
  priced_total_cents: number;
};

/**
 * Visits that may be due a reminder (docs/product/quote-recovery.md#who): priced at a live
 * business with reminders on, at least its delay ago (and not days before that), not yet
 * reminded, and nothing since says they need none: no checkout, no custom quote request, no
 * paid order by the same address since the visit, no unsubscribe, no reminder to the address
 * this week. Quiet hours are applied after, in the business's time zone.
 */
async function findCandidates(
  db: Db,
  now: Date,
  after: { pricedAt: string; id: string } | undefined,
): Promise<Candidate[]> {
  const at = now.toISOString();
  const page = after
    ? sql`and (l.priced_at, l.id) > (${after.pricedAt}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const delay = sql`make_interval(mins => coalesce((b.config->'recovery'->>'delayMinutes')::int, ${DEFAULT_RECOVERY.delayMinutes}))`;
  const result = await db.execute(sql`
    select l.id, l.business_id, l.email, l.address, l.city, l.priced_at, l.priced_total_cents
    from quote_leads l
    join businesses b on b.id = l.business_id
    where b.status = 'live'
      and coalesce((b.config->'recovery'->>'enabled')::boolean, ${DEFAULT_RECOVERY.enabled})
      and l.priced_at is not null and l.priced_total_cents is not null
      and l.priced_at <= ${at}::timestamptz - ${delay}
      and l.priced_at > ${at}::timestamptz - ${delay} - interval '50 hours'
      and l.checkout_started_at is null and l.custom_quote_requested_at is null
      and not exists (select 1 from quote_reminders r
        where r.business_id = l.business_id
          and (r.visit_id = l.id
            or (r.email = lower(l.email) and r.sent_at > ${at}::timestamptz - make_interval(days => ${ONE_PER_ADDRESS_DAYS}))))
      and not exists (select 1 from reminder_unsubscribes u
        where u.business_id = l.business_id and u.email = lower(l.email))
      and not exists (select 1 from orders o
        where o.business_id = l.business_id
          and (o.visit_id = l.id
            or (lower(o.email) = lower(l.email) and o.payment_status = 'paid' and o.created_at >= l.created_at)))
      ${page}
    order by l.priced_at, l.id
    limit ${BATCH}`);
  return (result as unknown as { rows: Candidate[] }).rows;
}

export function resumeUrl(publicUrl: string, slug: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${scopeOfSlug(slug).pageBase}${ROUTES.quote}#resume=${token}`;
}

export function unsubscribeUrl(publicUrl: string, slug: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${scopeOfSlug(slug).apiBase}/reminders/unsubscribe?token=${token}`;
}

const newToken = () => randomBytes(32).toString("base64url");

type ReminderRun = {
  db: Db;
  businesses: BusinessStore;
  now: Date;
  publicUrl: string;
  mailFrom: MailFrom | undefined;
};

/**
 * Sends every reminder due at `now`; resolves to how many it queued. Each visit is claimed by
 * inserting its reminder row in the transaction that queues the email (with a dedupe key): of
 * two schedulers on two instances one inserts, the other's insert waits for it and does nothing.
 */
export async function sendDueReminders(run: ReminderRun): Promise<number> {
  const { db, now } = run;
  let queued = 0;
  // Page through every candidate: ones held by quiet hours or too late must not crowd out the rest.
  let after: { pricedAt: string; id: string } | undefined;
  for (;;) {
    const candidates = await findCandidates(db, now, after);
    for (const lead of candidates) if (await remind(run, lead)) queued += 1;
    const last = candidates.at(-1);
    if (candidates.length < BATCH || !last) return queued;
    after = { pricedAt: new Date(last.priced_at).toISOString(), id: last.id };
  }
}

/** Claims and queues the visit's reminder if it is due now; resolves to whether it did. */
async function remind(run: ReminderRun, lead: Candidate): Promise<boolean> {
  const { db, now } = run;
  const business = await run.businesses.byId(lead.business_id);
  if (business?.status !== "live") return false;
  const { config } = business;
  const settings = recoverySettingsOf(config);
  if (!settings.enabled) return false;
  const due = reminderDueAt({
    pricedAt: new Date(lead.priced_at),
    delayMinutes: settings.delayMinutes,
    quietHours: settings.quietHours,
    timeZone: config.timezone,
  });
  if (due > now || now.getTime() - due.getTime() > STALE_REMINDER_MS) return false;

  const resumeToken = newToken();
  const unsubscribeToken = newToken();
  const unsubscribeLink = unsubscribeUrl(run.publicUrl, business.slug, unsubscribeToken);
  const content = renderQuoteReminder({
    config,
    reminder: {
      address: `${lead.address}, ${lead.city}`,
      totalCents: lead.priced_total_cents,
      resumeUrl: resumeUrl(run.publicUrl, business.slug, resumeToken),
      unsubscribeUrl: unsubscribeLink,
    },
  });
  return db.transaction(async (tx) => {
    // Two visits of one address due in the same run: the first one's reminder is the week's.
    const [recent] = await tx
      .select({ visitId: quoteReminders.visitId })
      .from(quoteReminders)
      .where(
        and(
          eq(quoteReminders.businessId, business.id),
          eq(quoteReminders.email, lead.email.toLowerCase()),
          gt(quoteReminders.sentAt, new Date(now.getTime() - ONE_PER_ADDRESS_DAYS * DAY_MS)),
        ),
      )
      .limit(1);
    if (recent) return false;
    const claimed = await tx
      .insert(quoteReminders)
      .values({
        businessId: business.id,
        visitId: lead.id,
        email: lead.email.toLowerCase(),
        emailedTotalCents: lead.priced_total_cents,
        resumeTokenHash: hashToken(resumeToken),
        // Kept for the dashboard to copy (decision 030).
        resumeToken,
        unsubscribeTokenHash: hashToken(unsubscribeToken),
        sentAt: now,
        resumeExpiresAt: new Date(now.getTime() + RESUME_LINK_LIFETIME_MS),
      })
      .onConflictDoNothing()
      .returning({ visitId: quoteReminders.visitId });
    if (claimed.length === 0) return false;
    return queueEmail(tx, {
      kind: "quote_reminder",
      businessId: business.id,
      dedupeKey: `quote-reminder:${business.id}:${lead.id}`,
      from: businessSender(config, run.mailFrom),
      to: lead.email,
      replyTo: config.contact.email,
      headers: unsubscribeHeaders(unsubscribeLink),
      ...content,
    });
  });
}
