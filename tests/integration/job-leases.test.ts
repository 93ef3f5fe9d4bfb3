import { sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import type { Database } from "@/server/db/database";
import { createMailer } from "@/server/email/create-mailer";
import { startOutboxWorker } from "@/server/jobs/outbox-worker";
import { selectRows } from "../helpers/checkout";
import { createJobDatabase, queueTestEmails } from "../helpers/job-database";
import { spawnServerProcess } from "../helpers/server-process";
import { startSmtpCatcher } from "../helpers/smtp-server";
import { testDatabases } from "../helpers/test-server";

const log = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });

function outboxWorker(database: Database, smtpUrl: string, leaseMs?: number) {
  return startOutboxWorker({
    db: database.db,
    log,
    mailer: createMailer({ smtpUrl, legacyFrom: undefined }),
    messageIdDomain: "quotewise.test",
    pollIntervalMs: 50,
    retryBaseMs: 60_000,
    ...(leaseMs !== undefined && { leaseMs }),
  });
}

async function waitUntil(done: () => boolean | Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await done()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const unsent = (database: Database) =>
  selectRows<{ n: number }>(
    database,
    sql`select count(*)::int as n from outbox where status <> 'sent'`,
  ).then((rows) => rows[0]?.n ?? -1);

/** The killed instance's lease: shorter than the 30 s default, so the test does not wait it out. */
const LEASE_MS = 4_000;

describe.each(testDatabases)("email leases (%s)", (kind) => {
  it("keeps an email whose send outlasts the lease from a second worker", async ({
    onTestFinished,
  }) => {
    const jobs = await createJobDatabase(kind);
    onTestFinished(() => jobs.remove());
    const database = jobs.open();
    onTestFinished(() => database.close());
    await queueTestEmails(database, 2);
    // Each message takes over two leases to be accepted: only renewals keep it.
    const smtp = await startSmtpCatcher(0, {
      beforeAccepting: () => new Promise((resolve) => setTimeout(resolve, 5_000)),
    });
    onTestFinished(() => smtp.close());
    const workers = [
      outboxWorker(database, smtp.url, 2_000),
      outboxWorker(database, smtp.url, 2_000),
    ];
    onTestFinished(async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
    });

    await waitUntil(async () => (await unsent(database)) === 0, 40_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    expect(await unsent(database)).toBe(0);
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  }, 60_000);

  it("sends the emails a killed instance had claimed once its lease ends, from another", async ({
    onTestFinished,
  }) => {
    const jobs = await createJobDatabase(kind);
    onTestFinished(() => jobs.remove());
    const seeding = jobs.open();
    await queueTestEmails(seeding, 3);
    await seeding.close();
    // The first instance claims the batch and never gets its first message accepted.
    let arrived = () => {};
    const arrival = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const stalled = await startSmtpCatcher(0, {
      beforeAccepting: () => {
        arrived();
        return new Promise(() => {});
      },
    });
    onTestFinished(() => stalled.close());
    const first = await spawnServerProcess({
      ...jobs.env,
      SMTP_URL: stalled.url,
      OUTBOX_POLL_INTERVAL_MS: "50",
      OUTBOX_LEASE_MS: String(LEASE_MS),
    });
    onTestFinished(() => first.kill());
    await arrival;
    await first.kill();
    const claimedAt = Date.now();

    const database = jobs.open();
    onTestFinished(() => database.close());
    const smtp = await startSmtpCatcher();
    onTestFinished(() => smtp.close());
    const second = outboxWorker(database, smtp.url);
    onTestFinished(() => second.stop());
    expect(await unsent(database)).toBe(3);
    // The worker marks a message sent after the SMTP server has taken it: wait for both.
    await waitUntil(
      async () => smtp.received.length === 3 && (await unsent(database)) === 0,
      30_000,
    );

    expect(smtp.received).toHaveLength(3);
    // Not before the dead instance's lease ended (it renewed it every third of it until it died),
    // and soon after.
    expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(LEASE_MS / 2);
    expect(Date.now() - claimedAt).toBeLessThan(LEASE_MS + 20_000);
    expect(await unsent(database)).toBe(0);
  }, 90_000);
});
