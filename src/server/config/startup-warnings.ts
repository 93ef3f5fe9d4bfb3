import type { Env } from "./env";

/**
 * What a production start must shout about: settings that work, but not as a business running
 * for real would want.
 */
export function startupWarnings(env: Env, rawEnv: NodeJS.ProcessEnv = process.env): string[] {
  const warnings: string[] = [];
  if (rawEnv.PLATFORM_ADMIN_EMAILS?.trim()) {
    warnings.push(
      "PLATFORM_ADMIN_EMAILS is no longer read: an email address proves nothing about who signed up with it. Make each operator with `npm run admin -- create-operator <email>` (decision 025)",
    );
  }
  if (env.NODE_ENV !== "production") return warnings;
  if (!rawEnv.PUBLIC_URL?.trim()) {
    warnings.push(
      `PUBLIC_URL is not set: emails and Stripe return URLs use ${env.PUBLIC_URL}; set it to the address customers use, the same on every instance`,
    );
  }
  if (!env.STRIPE_SECRET_KEY) {
    warnings.push(
      "PAYMENTS ARE IN TEST MODE: STRIPE_SECRET_KEY is not set, so no card is charged and anyone can mark an order paid on the test payment page (/checkout/test). Such orders are flagged as test payments and left out of revenue; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments",
    );
  }
  if (!env.SMTP_URL) {
    warnings.push(
      "NO MAIL LEAVES THIS SERVER: SMTP_URL is not set, so every email (sign-up verification, team invitations, receipts, notices) is only written to this log, with its recipient, subject and links, and kept in the outbox; set SMTP_URL and MAIL_FROM to send them",
    );
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_CONNECT_WEBHOOK_SECRET) {
    warnings.push(
      "STRIPE_CONNECT_WEBHOOK_SECRET is not set: a business's payment status is read from Stripe only when its owner returns from onboarding or opens the Payments settings, not when Stripe changes it",
    );
  }
  if (env.PASSWORD_HASH_COST < 17) {
    warnings.push(
      `PASSWORD_HASH_COST is ${env.PASSWORD_HASH_COST}: new passwords are hashed with less work than OWASP's minimum (17); lower it only for test runs`,
    );
  }
  if (env.WEBHOOKS_ALLOW_PRIVATE_TARGETS) {
    warnings.push(
      "WEBHOOKS_ALLOW_PRIVATE_TARGETS is true: businesses' webhook endpoints may reach private, loopback and metadata addresses of this network; set it only for local development",
    );
  }
  return warnings;
}
