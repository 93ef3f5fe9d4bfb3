import type { WorkerFixture } from "@playwright/test";
import { type FakeStripe, startFakeStripe } from "../../helpers/fake-stripe";
import { type SmtpCatcher, startSmtpCatcher } from "../../helpers/smtp-server";

/** Fixtures that give each worker a service of its own, started once and stopped at its end. */
type WorkerService<Service> = [WorkerFixture<Service, object>, { scope: "worker" }];

function workerService<Service extends { close(): Promise<void> }>(
  start: () => Promise<Service>,
): WorkerService<Service> {
  return [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from it
    async ({}, use) => {
      const service = await start();
      await use(service);
      await service.close();
    },
    { scope: "worker" },
  ];
}

export const fakeStripeFixture = workerService<FakeStripe>(startFakeStripe);
export const smtpCatcherFixture = workerService<SmtpCatcher>(startSmtpCatcher);

/** A product server's environment for taking payments through `stripe`. */
export function stripeEnv(stripe: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_CONNECT_WEBHOOK_SECRET: stripe.connectWebhookSecret,
    STRIPE_API_BASE: stripe.url,
  };
}
