import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  /** The envelope's recipients. */
  to: string[];
  messageId: string;
  /** The From and Reply-To headers as sent (folded lines joined), "" when absent. */
  from: string;
  replyTo: string;
  /** Any header as sent (unfolded), "" when absent. */
  header(name: string): string;
  /** Everything after the headers (every MIME part), quoted-printable decoded: to read links. */
  body: string;
};

/** A header's value from a raw message's header block, unfolded. */
function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : "";
}

/** Quoted-printable text decoded: soft line breaks joined, `=XX` escapes read as UTF-8 bytes. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hexByte = /^=([0-9A-F]{2})/.exec(joined.slice(index, index + 3));
    if (hexByte) {
      bytes.push(Number.parseInt(hexByte[1]!, 16));
      index += 2;
    } else bytes.push(...Buffer.from(joined[index]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

export type SmtpCatcher = {
  /** For SMTP_URL. */
  url: string;
  /** Every message accepted so far, in arrival order. */
  received: ReceivedMail[];
  close(): Promise<void>;
};

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1 that keeps what it is sent.
 * `beforeAccepting` runs once a message has arrived and before the server answers 250: to make
 * the server slow, or to break something at the moment the sender learns it was accepted.
 */
export function startSmtpCatcher(
  port = 0,
  options: { beforeAccepting?: (mail: ReceivedMail) => Promise<void> | void } = {},
): Promise<SmtpCatcher> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      let data = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        data += chunk;
      });
      stream.on("end", async () => {
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          messageId: headerOf(data, "Message-ID"),
          from: headerOf(data, "From"),
          replyTo: headerOf(data, "Reply-To"),
          header: (name) => headerOf(data, name),
          body: decodeQuotedPrintable(data.slice(data.search(/\r?\n\r?\n/))),
        };
        await options.beforeAccepting?.(mail);
        received.push(mail);
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(port, "127.0.0.1", () => {
      const { port: listening } = smtp.server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${listening}`,
        received,
        close: () => new Promise((done) => smtp.close(() => done())),
      });
    });
  });
}

/** The URLs in a received message's body, once each, as a reader would click them. */
export function linksIn(mail: ReceivedMail): string[] {
  return [...new Set(mail.body.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
}
