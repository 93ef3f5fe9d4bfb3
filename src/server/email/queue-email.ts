import type { Db, Tx } from "../db/database";
import { outbox } from "../db/schema";
import type { EmailContent } from "./email-layout";

export const EMAIL_KINDS = [
  "order_receipt",
  "order_paid_notice",
  "custom_quote_notice",
  "custom_quote_acknowledgement",
  "contact_lead_notice",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** What an outbox row of an email holds: everything needed to send it, rendered at queue time. */
export type EmailPayload = EmailContent & { to: string; replyTo?: string };

export type QueueEmailOptions = EmailContent & {
  kind: EmailKind;
  to: string;
  replyTo?: string;
  /** The tenant it belongs to; omit for Quotewise's own mail (contact leads). */
  businessId?: string;
  /**
   * Unique per message, e.g. `order:<id>:receipt`: queueing the same key again is a no-op,
   * so a retried change can never send a notice twice.
   */
  dedupeKey: string;
};

/**
 * Writes an email to the outbox. Call it with the transaction of the change that causes the
 * email, so both commit or neither does; the outbox worker sends it later.
 * Resolves to whether a new message was queued (false: the dedupe key was already used).
 */
export async function queueEmail(db: Db | Tx, options: QueueEmailOptions): Promise<boolean> {
  const { kind, businessId, dedupeKey, to, replyTo, subject, text, html } = options;
  const payload: EmailPayload = { to, subject, text, html, ...(replyTo ? { replyTo } : {}) };
  const inserted = await db
    .insert(outbox)
    .values({ kind, businessId: businessId ?? null, dedupeKey, payload })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return inserted.length > 0;
}

/** The business's notices go to NOTIFY_EMAIL, else to the contact address in its configuration. */
export function businessNoticeRecipient(options: {
  notifyEmail: string | undefined;
  business: { contact: { email: string } };
}): string {
  return options.notifyEmail ?? options.business.contact.email;
}
