import { test as base } from "@playwright/test";
import type { FakeStripe } from "../../helpers/fake-stripe";
import { requestTo } from "../../helpers/server-process";
import type { SmtpCatcher } from "../../helpers/smtp-server";
import { ADMIN, ADMIN_NOW } from "./admin-fixtures";
import { type ExtraServer, startExtraServer } from "./extra-server";
import { fakeStripeFixture, smtpCatcherFixture, stripeEnv } from "./worker-services";

/**
 * Servers of a worker's own that take payments through a fake Stripe: `connectServer` for a
 * business that has not connected its account yet (payments-connect connects it in the browser),
 * `depositServer` for one already connected, its email read from a real SMTP server.
 */
export const paymentServers = base.extend<
  object,
  {
    connectStripe: FakeStripe;
    connectServer: ExtraServer;
    depositStripe: FakeStripe;
    depositSmtp: SmtpCatcher;
    depositServer: ExtraServer;
  }
>({
  connectStripe: fakeStripeFixture,
  connectServer: [
    async ({ connectStripe: stripe }, use) => {
      const server = await startExtraServer({
        NOW: ADMIN_NOW,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...stripeEnv(stripe),
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  depositStripe: fakeStripeFixture,
  depositSmtp: smtpCatcherFixture,
  depositServer: [
    async ({ depositStripe: stripe, depositSmtp: smtp }, use) => {
      const server = await startExtraServer({
        NOW: ADMIN_NOW,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...stripeEnv(stripe),
        SMTP_URL: smtp.url,
        MAIL_FROM: "Quotewise <mail@quotewise.example>",
        OUTBOX_POLL_INTERVAL_MS: "100",
      });
      // The business connects its Stripe account (payments-connect.spec.ts does it in the browser).
      const api = requestTo(server.baseURL);
      const login = await api("/api/admin/login", { method: "POST", json: ADMIN });
      const owner = {
        authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
      };
      const started = await api("/api/admin/payments/onboarding", {
        method: "POST",
        headers: owner,
      });
      const { url } = (await started.json()) as { url: string };
      stripe.completeOnboarding(new URL(url).pathname.split("/").pop()!);
      await api("/api/admin/payments?refresh=1", { headers: owner });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
});
