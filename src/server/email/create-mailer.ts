import nodemailer from "nodemailer";
import type { MailFrom } from "../config/env";
import type { EmailPayload } from "./queue-email";

export type Mailer = {
  send(message: EmailPayload & { messageId: string }): Promise<void>;
  close(): void;
};

/**
 * Nodemailer over SMTP_URL, with timeouts short enough that a dead server fails fast. Each
 * message is sent from the sender it was queued with; `legacyFrom` (MAIL_FROM) only sends the
 * rows queued before senders were stored, and without it such a row fails (and is retried).
 */
export function createMailer(options: {
  smtpUrl: string;
  legacyFrom: MailFrom | undefined;
}): Mailer {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      const from = message.from ?? options.legacyFrom;
      if (!from) {
        throw new Error("the email was queued without a sender and MAIL_FROM is not set");
      }
      await transport.sendMail({
        // An address object: nodemailer quotes and encodes the name (a business's own text).
        from: from.name ? { name: from.name, address: from.address } : from.address,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        ...(message.headers && { headers: message.headers }),
        ...(message.attachments && { attachments: message.attachments }),
      });
    },
    close: () => transport.close(),
  };
}
