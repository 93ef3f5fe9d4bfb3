import nodemailer from "nodemailer";
import type { EmailPayload } from "./queue-email";

export type Mailer = {
  send(message: EmailPayload & { messageId: string }): Promise<void>;
  close(): void;
};

/** Nodemailer over SMTP_URL, with timeouts short enough that a dead server fails fast. */
export function createMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
      });
    },
    close: () => transport.close(),
  };
}
