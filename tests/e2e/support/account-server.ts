import { test as base, expect, type Page } from "@playwright/test";
import type { SignupResponse } from "@/shared/api/account-contract";
import { runAdminCli } from "../../helpers/admin-cli";
import type { SmtpCatcher } from "../../helpers/smtp-server";
import { ADMIN, ADMIN_NOW } from "./admin-fixtures";
import { newDatabase } from "./databases";
import { type ExtraServer, startExtraServer } from "./extra-server";
import { openSignedIn } from "./signed-in";
import { smtpCatcherFixture } from "./worker-services";

export const NEW_PASSWORD = "a long enough password";

/** Quotewise's operator, made as on a real server: `npm run admin -- create-operator`. */
export const OPERATOR = { email: "ops@quotewise.example", password: "watching every business" };

export type SignedUpBusiness = { token: string; slug: string; email: string; name: string };

/**
 * A server of its own for each worker, sending its email to a real SMTP server the test reads,
 * with ADMIN as the default business's owner and OPERATOR as the platform's. Each test signs up businesses of its own
 * (`signUpBusiness`), so tests never share a team or a history.
 */
export const accountFixtures = base.extend<
  {
    signUpBusiness: (name: string) => Promise<SignedUpBusiness>;
    /** Stores the token as the sign-in screen would and opens `path`. */
    openSignedIn: (page: Page, token: string, path: string) => Promise<void>;
    /** The emailed link (path and fragment, on this server) in the newest mail to `to`. */
    emailedLink: (to: string, path: string) => Promise<string>;
  },
  { accountServer: ExtraServer; smtp: SmtpCatcher }
>({
  smtp: smtpCatcherFixture,
  accountServer: [
    async ({ smtp }, use) => {
      // The admin CLI makes the operator before the server opens the database.
      const database = await newDatabase();
      const made = await runAdminCli(
        ["create-operator", OPERATOR.email],
        database,
        `${OPERATOR.password}\n`,
      );
      if (made.code !== 0) throw new Error(`create-operator failed: ${made.stderr}`);
      const server = await startExtraServer({
        ...database,
        NOW: ADMIN_NOW,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SIGNUP_LIMIT_PER_HOUR: "0",
        SMTP_URL: smtp.url,
        MAIL_FROM: "Quotewise <mail@quotewise.example>",
        OUTBOX_POLL_INTERVAL_MS: "100",
      });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],

  signUpBusiness: async ({ accountServer }, use) => {
    let count = 0;
    await use(async (name) => {
      count += 1;
      const email = `owner${count}-${Date.now()}@example.com`;
      const response = await fetch(`${accountServer.baseURL}/api/signup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          businessName: name,
          trade: "lawn-mowing",
          ownerName: "Olive Owner",
          email,
          password: NEW_PASSWORD,
        }),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      const answer = (await response.json()) as SignupResponse;
      return { token: answer.token, slug: answer.business.slug, email, name };
    });
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from it
  openSignedIn: async ({}, use) => {
    await use(openSignedIn);
  },

  emailedLink: async ({ smtp }, use) => {
    await use(async (to, path) => {
      const pattern = new RegExp(`https?://[^/\\s"]+(${path}#token=[A-Za-z0-9_-]{43})`);
      await expect
        .poll(() => smtp.received.some((mail) => mail.to.includes(to) && pattern.test(mail.body)))
        .toBe(true);
      const mail = smtp.received.findLast((m) => m.to.includes(to) && pattern.test(m.body))!;
      return pattern.exec(mail.body)![1]!;
    });
  },
});

export { expect };
