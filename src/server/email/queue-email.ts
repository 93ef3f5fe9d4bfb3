import type { BusinessConfig } from "../config/business-config";
import type { Env, MailFrom } from "../config/env";
import type { Db, Tx } from "../db/database";
import { outbox } from "../db/schema";
import type { EmailKind } from "./email-kinds";
import type { EmailContent } from "./email-layout";
import { mailLimitReached } from "./mail-limits";

/** A small file sent with an email (a visit's calendar event), its text content kept in the outbox. */
export type EmailAttachment = { filename: string; contentType: string; content: string };

/** The From of an email: a display name over an address. */
export type EmailSender = { name: string; address: string };

/**
 * What an outbox row of an email holds: everything needed to send it, rendered at queue time,
 * so the worker sends it as it is, whichever business it belongs to. `from` is missing only on
 * rows queued before senders were stored; the worker sends those from MAIL_FROM.
 */
export type EmailPayload = EmailContent & {
  to: string;
  replyTo?: string;
  from?: EmailSender;
  /** Extra headers (List-Unsubscribe), already safe header text. */
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
};

export type QueueEmailOptions = EmailContent & {
  kind: EmailKind;
  from: EmailSender;
  to: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
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
 * email, so both commit or neither does; the outbox worker sends it later. An email over a
 * mail limit is written as 'suppressed' with the reason, and never sent.
 * Resolves to whether a new message was queued (false: the dedupe key was already used).
 */
export async function queueEmail(db: Db | Tx, options: QueueEmailOptions): Promise<boolean> {
  const { kind, businessId, dedupeKey, from, to, replyTo, headers, attachments } = options;
  const { subject, text, html } = options;
  const payload: EmailPayload = {
    from,
    to,
    subject,
    text,
    html,
    ...(replyTo ? { replyTo } : {}),
    ...(headers ? { headers } : {}),
    ...(attachments ? { attachments } : {}),
  };
  const suppressedReason = await mailLimitReached(db, { kind, businessId, to });
  const inserted = await db
    .insert(outbox)
    .values({
      kind,
      businessId: businessId ?? null,
      dedupeKey,
      payload,
      ...(suppressedReason ? { status: "suppressed" as const, suppressedReason } : {}),
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return inserted.length > 0;
}

/**
 * A business's mail, to its customers and to itself: the business's name over MAIL_FROM's
 * address (the one the SMTP server may send as), else over its own contact address.
 */
export function businessSender(config: BusinessConfig, mailFrom: MailFrom | undefined) {
  return {
    name: config.name,
    address: mailFrom?.address ?? config.contact.email,
  } satisfies EmailSender;
}

/**
 * Where a business's notices (paid orders, custom quote requests) go: its own `notifyEmail`,
 * else its contact address. Never NOTIFY_EMAIL: that is Quotewise's inbox, and one business's
 * customers are no one else's business (docs/product/platform.md#emails).
 */
export function businessNoticeRecipient(config: BusinessConfig): string {
  return config.notifyEmail ?? config.contact.email;
}

/** Quotewise's own mail (demo requests): MAIL_FROM as given, named "Quotewise" if it has no name. */
export function quotewiseSender(mailFrom: MailFrom | undefined, fallbackAddress: string) {
  return {
    name: mailFrom?.name ?? "Quotewise",
    address: mailFrom?.address ?? fallbackAddress,
  } satisfies EmailSender;
}

/** Quotewise's own mail to business owners (verification, invitations): MAIL_FROM, else no-reply. */
export function platformSender(env: Pick<Env, "MAIL_FROM" | "NOTIFY_EMAIL" | "PUBLIC_URL">) {
  return quotewiseSender(
    env.MAIL_FROM,
    env.NOTIFY_EMAIL ?? `no-reply@${new URL(env.PUBLIC_URL).hostname}`,
  );
}
