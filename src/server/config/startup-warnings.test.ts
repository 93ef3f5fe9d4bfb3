import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { startupWarnings } from "./startup-warnings";

const SMTP = { SMTP_URL: "smtp://mail.example.com:587" };
const PRODUCTION = { NODE_ENV: "production", PUBLIC_URL: "https://snow.example.com", ...SMTP };
const STRIPE = {
  STRIPE_SECRET_KEY: "sk_test_123",
  STRIPE_WEBHOOK_SECRET: "whsec_123",
  STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_456",
};

const warningsFor = (raw: Record<string, string>) => startupWarnings(parseEnv(raw), raw);

describe("startupWarnings", () => {
  it("warns loudly in production without a Stripe key that anyone can mark orders paid", () => {
    const [warning, ...rest] = warningsFor(PRODUCTION);
    expect(rest).toEqual([]);
    expect(warning).toMatch(/^PAYMENTS ARE IN TEST MODE: STRIPE_SECRET_KEY is not set/);
    expect(warning).toContain("anyone can mark an order paid on the test payment page");
  });

  it("says nothing of test mode with a Stripe key, or outside production", () => {
    expect(warningsFor({ ...PRODUCTION, ...STRIPE })).toEqual([]);
    expect(warningsFor({ NODE_ENV: "development" })).toEqual([]);
  });

  it("warns in production when webhooks may reach private addresses", () => {
    expect(
      warningsFor({ ...PRODUCTION, ...STRIPE, WEBHOOKS_ALLOW_PRIVATE_TARGETS: "true" }),
    ).toEqual([expect.stringMatching(/^WEBHOOKS_ALLOW_PRIVATE_TARGETS is true/)]);
  });

  it("warns in production when passwords are hashed with less than OWASP's work", () => {
    expect(warningsFor({ ...PRODUCTION, ...STRIPE, PASSWORD_HASH_COST: "10" })).toEqual([
      expect.stringMatching(/^PASSWORD_HASH_COST is 10: /),
    ]);
    expect(warningsFor({ ...PRODUCTION, ...STRIPE, PASSWORD_HASH_COST: "17" })).toEqual([]);
  });

  it("warns that a business's Stripe status goes stale without the Connect endpoint's secret", () => {
    const { STRIPE_CONNECT_WEBHOOK_SECRET: _unset, ...withoutConnect } = STRIPE;
    expect(warningsFor({ ...PRODUCTION, ...withoutConnect })).toEqual([
      expect.stringMatching(/^STRIPE_CONNECT_WEBHOOK_SECRET is not set/),
    ]);
  });

  it("warns in every mode that PLATFORM_ADMIN_EMAILS no longer makes operators", () => {
    for (const mode of [{ NODE_ENV: "development" }, { ...PRODUCTION, ...STRIPE }]) {
      expect(warningsFor({ ...mode, PLATFORM_ADMIN_EMAILS: "ops@quotewise.example" })).toEqual([
        expect.stringMatching(
          /^PLATFORM_ADMIN_EMAILS is no longer read: .*npm run admin -- create-operator <email>/,
        ),
      ]);
    }
  });

  it("still warns about a missing PUBLIC_URL in production", () => {
    expect(warningsFor({ NODE_ENV: "production", ...SMTP, ...STRIPE })).toEqual([
      expect.stringMatching(/^PUBLIC_URL is not set/),
    ]);
  });

  it("warns in production without SMTP that no mail leaves the server, and where it goes", () => {
    const { SMTP_URL: _unset, ...withoutSmtp } = PRODUCTION;
    expect(warningsFor({ ...withoutSmtp, ...STRIPE })).toEqual([
      expect.stringMatching(/^NO MAIL LEAVES THIS SERVER: SMTP_URL is not set/),
    ]);
    expect(warningsFor({ ...withoutSmtp, ...STRIPE })[0]).toContain("links");
    expect(warningsFor({ NODE_ENV: "development" })).toEqual([]);
  });
});
