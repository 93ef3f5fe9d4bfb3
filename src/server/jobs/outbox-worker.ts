import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { backoffDelayMs } from "@/domain/backoff";
import type { Db } from "../db/database";
import { outbox } from "../db/schema";
import type { Mailer } from "../email/create-mailer";
import type { EmailPayload } from "../email/queue-email";
import { claimDueRows, holdLease, JOB_LEASE_MS, newWorkerId, recordUntilDone } from "./job-lease";
import { type BatchSignals, type PollingLoop, startPollingLoop } from "./polling-loop";

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
  /** How long a claimed email is hidden from other workers unless its lease is renewed. */
  leaseMs?: number;
};

export type OutboxWorker = PollingLoop;

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
 * sends them one after another, renewing their lease meanwhile. A failed send is retried with
 * exponential backoff and marked failed after maxAttempts. An email the SMTP server accepted is
 * never sent again by this worker: its bookkeeping is retried until the database answers. A
 * process that dies mid-send leaves the email to be retried once its lease ends (within a minute),
 * under the same Message-ID (docs/decisions/027-sent-once-and-outages.md).
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, log, mailer, messageIdDomain } = options;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 12;
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  const workerId = newWorkerId("outbox");
  async function claim(): Promise<ClaimedEmail[]> {
    const rows = await claimDueRows<ClaimedEmail>(db, outbox, {
      workerId,
      leaseMs,
      batchSize,
      returning: sql`id, kind, payload, attempts`,
    });
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  async function deliver(email: ClaimedEmail, giveUp: AbortSignal): Promise<void> {
    const pending = and(eq(outbox.id, email.id), eq(outbox.status, "pending"));
    if (!mailer) {
      const { to, subject } = email.payload;
      const links = linksIn(email.payload.text);
      log.info(
        { outboxId: email.id, kind: email.kind, to, subject, links },
        `email not sent (SMTP_URL is not set) to ${to}: ${subject}${links.length ? `; links: ${links.join(" ")}` : ""}`,
      );
      await db.update(outbox).set({ status: "logged", claimedBy: null }).where(pending);
      return;
    }
    try {
      await mailer.send({ ...email.payload, messageId: `<outbox-${email.id}@${messageIdDomain}>` });
    } catch (error) {
      const attempts = email.attempts + 1;
      const lastAttempt = attempts >= maxAttempts;
      const delayMs = retryDelayMs(attempts, options.retryBaseMs);
      log.warn(
        {
          err: error,
          outboxId: email.id,
          kind: email.kind,
          attempts,
          lastAttempt,
          retryInMs: delayMs,
        },
        "sending an email failed",
      );
      await db
        .update(outbox)
        .set({
          attempts,
          status: lastAttempt ? "failed" : "pending",
          claimedBy: null,
          lastError: error instanceof Error ? error.message : String(error),
          runAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        })
        .where(pending);
      return;
    }
    await recordUntilDone(
      () =>
        db
          .update(outbox)
          .set({
            status: "sent",
            sentAt: sql`now()`,
            attempts: email.attempts + 1,
            lastError: null,
            claimedBy: null,
          })
          .where(pending),
      { giveUp, log, what: { outboxId: email.id, kind: email.kind, sent: true } },
    );
  }

  /** Sends the batch in order; on `stopping`, the email in flight finishes and the rest goes back. */
  async function runBatch({ stopping, giveUp }: BatchSignals): Promise<number> {
    const claimed = await claim();
    if (claimed.length === 0) return 0;
    const lease = holdLease(db, outbox, { workerId, leaseMs, ids: claimed.map((e) => e.id), log });
    const waiting = [...claimed];
    let givenBack: Promise<void> = Promise.resolve();
    const giveBackRest = () => {
      givenBack = lease.giveBack(waiting.splice(0).map((email) => email.id));
    };
    stopping.addEventListener("abort", giveBackRest, { once: true });
    try {
      if (stopping.aborted) giveBackRest();
      for (let email = waiting.shift(); email; email = waiting.shift()) {
        await deliver(email, giveUp);
        lease.finish(email.id);
      }
    } finally {
      stopping.removeEventListener("abort", giveBackRest);
      lease.end();
      await givenBack;
    }
    return claimed.length;
  }

  const loop = startPollingLoop({
    log,
    name: "outbox worker",
    pollIntervalMs: options.pollIntervalMs,
    batchSize,
    runBatch,
  });
  return {
    runOnce: loop.runOnce,
    async stop(withinMs) {
      await loop.stop(withinMs);
      mailer?.close();
    },
  };
}
