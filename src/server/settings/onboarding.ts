import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import {
  ONBOARDING_STEPS,
  type OnboardingResponse,
  type OnboardingStep,
} from "@/shared/api/account-contract";
import type { Business } from "../business/business-store";
import type { Db, Tx } from "../db/database";
import { adminUsers, businesses, settingsChanges } from "../db/schema";
import { canTakeCharges } from "../payments/payments-provider";

/** What each open step asks, as the refusal to go live names it. */
const STEP_TODO: Record<Exclude<OnboardingStep, "go_live">, string> = {
  verify_email: "Verify your email address",
  profile: "Add your phone number to your profile",
  areas: "Set the areas you serve",
  prices: "Set your prices",
  payments: "Connect payments",
  website: "Put the quote form on your website",
};

/** The payments step on a server without Stripe keys: the owner cannot do it, its operator can. */
const NO_CARD_PAYMENTS_TODO =
  "Card payments: this server has no Stripe keys yet, and whoever runs it must set them (README, Payments)";

/** Steps that must be done before going live; the website can follow. */
const NEEDED_TO_GO_LIVE: readonly OnboardingStep[] = [
  "verify_email",
  "profile",
  "areas",
  "prices",
  "payments",
];

/** A saved change touched a path matching this (a LIKE pattern over the recorded paths). */
function changed(businessId: string, patterns: readonly string[], except: readonly string[] = []) {
  const path = sql`change->>'path'`;
  return sql<boolean>`exists (
    select 1 from ${settingsChanges}, jsonb_array_elements(${settingsChanges.changes}) as change
    where ${settingsChanges.businessId} = ${businessId} and ${settingsChanges.kind} = 'config'
      and (${sql.join(
        patterns.map((pattern) => sql`${path} like ${pattern}`),
        sql` or `,
      )})
      ${
        except.length
          ? sql`and not (${sql.join(
              except.map((pattern) => sql`${path} like ${pattern}`),
              sql` or `,
            )})`
          : sql``
      }
  )`;
}

/**
 * The checklist from sign-up to live (docs/product/settings.md#onboarding-checklist). Areas and
 * prices count once the owner saved a change to them: the template's example areas are not theirs.
 */
export async function describeOnboarding(
  db: Db | Tx,
  options: { business: Business; server: OnboardingResponse["server"] },
): Promise<OnboardingResponse> {
  const { business, server } = options;
  const [row] = await db
    .select({
      ownerVerified: sql<boolean>`exists (
        select 1 from ${adminUsers} where ${and(
          eq(adminUsers.businessId, business.id),
          eq(adminUsers.role, "owner"),
          isNotNull(adminUsers.emailVerifiedAt),
          isNull(adminUsers.removedAt),
        )})`,
      areasChanged: changed(
        business.id,
        ["offering.areas%"],
        ["%.prices.%", "%.minimumChargeCents"],
      ),
      pricesChanged: changed(business.id, [
        "offering.areas[%].prices.%",
        "offering.areas[%].minimumChargeCents",
        "offering.addons%",
        // A business selling more than one service records its changes by the services' paths.
        "offering.services[%].pricing.%",
        "offering.services[%].addons%",
      ]),
      snippetCopiedAt: businesses.websiteSnippetCopiedAt,
    })
    .from(businesses)
    .where(eq(businesses.id, business.id));
  const { contact } = business.config;
  const done: Record<OnboardingStep, boolean> = {
    verify_email: row?.ownerVerified ?? false,
    // A website is welcome but not needed: many small trades have none.
    profile: contact.phone !== undefined,
    // Its own areas: changed since sign-up, and no example of the template left to keep or replace.
    areas: (row?.areasChanged ?? false) && business.config.offering.areas.every((a) => !a.example),
    prices: row?.pricesChanged ?? false,
    payments: canTakeCharges(business),
    website: row?.snippetCopiedAt != null,
    go_live: business.status === "live",
  };
  const todo = (step: OnboardingStep) =>
    step === "payments" && !server.cardPayments
      ? NO_CARD_PAYMENTS_TODO
      : STEP_TODO[step as keyof typeof STEP_TODO];
  return {
    status: business.status,
    steps: ONBOARDING_STEPS.map((step) => ({ step, done: done[step] })),
    goLiveBlockers:
      business.status === "setup" ? NEEDED_TO_GO_LIVE.filter((step) => !done[step]).map(todo) : [],
    server,
  };
}
