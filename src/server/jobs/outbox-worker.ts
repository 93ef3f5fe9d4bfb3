import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { backoffDelayMs } from "@/domain/backoff";
import type { Db } from "../db/database";
import { outbox } from "../db/schema";
import type { Mailer } from "../email/create-mailer";
import type { EmailPayload } from "../email/queue-email";
import { claimDueRows, startPollingLoop } from "./polling-loop";

export type OutboxWorkerOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /**
   * Without a mailer (no SMTP_URL) each email's recipient, subject and links are logged once (not
   * its body), so whoever runs the server can act on it, and it is kept with status 'logged'.
   */
  mailer: Mailer | undefined;
  /** The domain of the Message-ID header, which receivers use to drop a duplicate. */
  messageIdDomain: string;
  pollIntervalMs: number;
  /** First retry delay; it doubles per failed attempt, up to an hour. */
  retryBaseMs: number;
  maxAttempts?: number;
  batchSize?: number;
  /** How long a claimed email is hidden from other workers while it is being sent. */
  leaseMs?: number;
};

export type OutboxWorker = {
  /** Sends (or logs) the emails due now; resolves to how many were claimed. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
};

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

type ClaimedEmail = { id: number; kind: string; payload: EmailPayload; attempts: number };

/** The links of an email's text body (every link is written out there), in order, once each. */
export function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  // A sentence's full stop or closing bracket after a link is not part of it.
  return [...new Set(found.map((link) => link.replace(/[.,;:!?)\]]+$/, "")))];
}

export function retryDelayMs(attempts: number, baseMs: number): number {
  return backoffDelayMs(attempts, baseMs, MAX_RETRY_DELAY_MS);
}

/**
 * Claims due emails (claimDueRows: each email to one worker of any number of processes) and
 * sends them. A failed send is retried with exponential backoff and marked failed after
 * maxAttempts; a process that dies mid-send leaves the email to be retried once its lease ends.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, log, mailer, messageIdDomain } = options;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 12;
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  async function claim(): Promise<ClaimedEmail[]> {
    const rows = await claimDueRows<ClaimedEmail>(db, outbox, {
      leaseMs,
      batchSize,
      returning: sql`id, kind, payload, attempts`,
    });
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  async function deliver(email: ClaimedEmail): Promise<void> {
    const pending = and(eq(outbox.id, email.id), eq(outbox.status, "pending"));
    if (!mailer) {
      const { to, subject } = email.payload;
      const links = linksIn(email.payload.text);
      log.info(
        { outboxId: email.id, kind: email.kind, to, subject, links },
        `email not sent (SMTP_URL is not set): to ${to}, "${subject}"${links.length ? `, links: ${links.join(" ")}` : ""}`,
      );
      await db.update(outbox).set({ status: "logged" }).where(pending);
      return;
    }
    try {
      await mailer.send({ ...email.payload, messageId: `<outbox-${email.id}@${messageIdDomain}>` });
    } catch (error) {
      const attempts = email.attempts + 1;
      const giveUp = attempts >= maxAttempts;
      const delayMs = retryDelayMs(attempts, options.retryBaseMs);
      log.warn(
        { err: error, outboxId: email.id, kind: email.kind, attempts, giveUp, retryInMs: delayMs },
        "sending an email failed",
      );
      await db
        .update(outbox)
        .set({
          attempts,
          status: giveUp ? "failed" : "pending",
          lastError: error instanceof Error ? error.message : String(error),
          runAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        })
        .where(pending);
      return;
    }
    await db
      .update(outbox)
      .set({ status: "sent", sentAt: sql`now()`, attempts: email.attempts + 1, lastError: null })
      .where(pending);
  }

  const loop = startPollingLoop({
    log,
    name: "outbox worker",
    pollIntervalMs: options.pollIntervalMs,
    batchSize,
    runBatch: async () => {
      const claimed = await claim();
      for (const email of claimed) await deliver(email);
      return claimed.length;
    },
  });
  return {
    runOnce: loop.runOnce,
    async stop() {
      await loop.stop();
      mailer?.close();
    },
  };
}
