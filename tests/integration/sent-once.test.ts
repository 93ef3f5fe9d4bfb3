import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, loginAdmin, TEST_ADMIN_ENV } from "../helpers/admin";
import { selectRows } from "../helpers/checkout";
import { queueTestEmails } from "../helpers/job-database";
import { type SmtpCatcher, startSmtpCatcher } from "../helpers/smtp-server";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";

/** How long the database stays away once the message was accepted. */
const OUTAGE_MS = 1_500;

/**
 * Breaks the bookkeeping that follows a send. On PostgreSQL the database goes away: every
 * connection through the proxy closes and new ones are refused. PGlite runs in the process and
 * cannot be cut off; what fails its bookkeeping is a full disk, raised (SQLSTATE 53100, as PGlite
 * raises it when a file cannot grow) by the statement that records the send.
 */
type Fault = { start(): Promise<void>; end(): Promise<void> };

const DISK_FULL_TRIGGERS: { table: string; status: string }[] = [
  { table: "outbox", status: "sent" },
  { table: "webhook_deliveries", status: "succeeded" },
];

function diskFullOnRecording(server: TestServer): Fault {
  const run = (statement: SQL) => server.database.db.execute(statement);
  return {
    start: async () => {
      await run(sql`create function qw_test_disk_full() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file: No space left on device'
          using errcode = 'disk_full'; end $$`);
      for (const { table, status } of DISK_FULL_TRIGGERS) {
        await run(
          sql.raw(`create trigger qw_test_disk_full before update on ${table} for each row
            when (new.status = '${status}') execute function qw_test_disk_full()`),
        );
      }
    },
    end: async () => {
      await run(sql`drop function qw_test_disk_full() cascade`);
    },
  };
}

function databaseDown(proxy: TcpProxy): Fault {
  return { start: async () => proxy.cut(), end: async () => proxy.restore() };
}

/** The probe's answer once accepted (a probe that fails, the database being away, is retried). */
async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined && accept(value)) return value;
    if (Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testDatabases)(
  "a message the receiver took while the bookkeeping fails (%s)",
  (kind) => {
    let server: TestServer;
    let proxy: TcpProxy | undefined;
    let fault: Fault;
    let smtp: SmtpCatcher;
    let receiver: WebhookReceiver;
    /** Breaks the bookkeeping of the next message taken, and mends it OUTAGE_MS later. */
    let armed = false;
    const onTaken = async () => {
      if (!armed) return;
      armed = false;
      await fault.start();
      setTimeout(() => void fault.end(), OUTAGE_MS);
    };

    beforeAll(async () => {
      smtp = await startSmtpCatcher(0, { beforeAccepting: onTaken });
      receiver = await startWebhookReceiver({ beforeAnswering: onTaken });
      const env = {
        ...TEST_ADMIN_ENV,
        SMTP_URL: smtp.url,
        OUTBOX_POLL_INTERVAL_MS: "50",
        WEBHOOKS_ALLOW_PRIVATE_TARGETS: "true",
        WEBHOOKS_POLL_INTERVAL_MS: "50",
      };
      if (kind === "postgres") {
        const target = new URL(process.env.TEST_DATABASE_URL ?? "");
        const started = await startTcpProxy({
          host: target.hostname,
          port: Number(target.port || 5432),
        });
        proxy = started;
        server = await startTestServer(kind, env, {
          connectVia: (databaseUrl) => {
            const url = new URL(databaseUrl);
            url.hostname = "127.0.0.1";
            url.port = String(started.port);
            return url.toString();
          },
        });
        fault = databaseDown(started);
      } else {
        server = await startTestServer(kind, env);
        fault = diskFullOnRecording(server);
      }
    });
    afterAll(async () => {
      proxy?.restore();
      await server?.close();
      await proxy?.close();
      await smtp?.close();
      await receiver?.close();
    });

    it("records an email the SMTP server accepted as sent once the database answers, and never sends it again", async () => {
      armed = true;
      await queueTestEmails(server.database, 1, "outage");
      const [queued] = await selectRows<{ id: string }>(
        server.database,
        sql`select id from outbox where dedupe_key = 'outage:0'`,
      );
      const status = () =>
        selectRows<{ status: string }>(
          server.database,
          sql`select status from outbox where id = ${queued?.id}`,
        ).then((rows) => rows[0]?.status);

      expect(await eventually(status, (value) => value === "sent")).toBe("sent");
      // Long past when a second attempt would have come (the worker polls every 50 ms).
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const delivered = smtp.received.filter((mail) => mail.to.includes("outage-0@example.com"));
      expect(delivered.map((mail) => mail.messageId)).toEqual([
        expect.stringMatching(new RegExp(`^<outbox-${queued?.id}@`)),
      ]);
    });

    it("records a webhook the receiver answered as delivered once the database answers, and never sends it again", async () => {
      const owner = bearer(await loginAdmin(server));
      const created = await server.request("/api/admin/webhooks", {
        method: "POST",
        headers: owner,
        json: { url: receiver.url, events: ["quote.priced"] },
      });
      expect(created.status).toBe(201);
      armed = true;
      const priced = await server.request("/api/price", {
        method: "POST",
        json: { area: "Scarsdale", option: "FOUR_CAR", addons: [] },
      });
      expect(priced.status).toBe(200);
      const deliveries = () =>
        selectRows<{ status: string; attempts: number }>(
          server.database,
          sql`select status, attempts from webhook_deliveries`,
        );

      expect(
        await eventually(deliveries, (rows) => rows.every((row) => row.status === "succeeded")),
      ).toEqual([{ status: "succeeded", attempts: 1 }]);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(receiver.received).toHaveLength(1);
    });
  },
);
