import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import type { PaymentsResponse } from "@/shared/api/payments-contract";
import { adminSettingsPath } from "@/shared/routes";
import type { Business, BusinessStore } from "../business/business-store";
import type { Db } from "../db/database";
import { businesses } from "../db/schema";
import { AppError } from "../http/app-error";
import { type PaymentsProvider, takesRealPayments } from "./payments-provider";

/** What Stripe says of a connected account, as a business row keeps it. */
function accountColumns(account: Stripe.Account) {
  return {
    stripeChargesEnabled: account.charges_enabled ?? false,
    stripePayoutsEnabled: account.payouts_enabled ?? false,
    stripeDetailsSubmitted: account.details_submitted ?? false,
  };
}

function unreachable(): AppError {
  return new AppError(
    "unavailable",
    "Stripe is not reachable right now. Please try again in a moment.",
  );
}

async function readAccount(db: Db, businessId: string) {
  const [row] = await db
    .select({
      accountId: businesses.stripeAccountId,
      chargesEnabled: businesses.stripeChargesEnabled,
      payoutsEnabled: businesses.stripePayoutsEnabled,
      detailsSubmitted: businesses.stripeDetailsSubmitted,
      status: businesses.status,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw new AppError("not_found", "Business not found");
  return row;
}

/**
 * The business's payment account as the Payments settings show it; with `refresh`, as Stripe
 * says it is now (the owner is back from onboarding: the notice may not have arrived yet).
 */
export async function describePayments(
  db: Db,
  options: {
    businessId: string;
    payments: PaymentsProvider;
    /** PAYMENTS_DIRECT_BUSINESS names it: paid into the platform's own account. */
    paidDirectly: boolean;
    refresh?: { businesses: BusinessStore } | undefined;
  },
): Promise<PaymentsResponse> {
  let row = await readAccount(db, options.businessId);
  if (options.refresh && row.accountId) {
    await syncConnectedAccount({
      db,
      payments: options.payments,
      ...options.refresh,
      businessId: options.businessId,
      accountId: row.accountId,
    });
    row = await readAccount(db, options.businessId);
  }
  const { accountId, status, ...account } = row;
  return {
    stripeConfigured: options.payments.mode === "stripe",
    connected: accountId !== null,
    ...account,
    paidDirectly: options.paidDirectly,
    takesRealPayments: takesRealPayments(
      {
        status,
        paymentAccount: account.chargesEnabled ? accountId : null,
        paidDirectly: options.paidDirectly,
      },
      options.payments,
    ),
  };
}

/**
 * Stores what Stripe now says of the business's account (docs/product/payments.md#connecting-stripe).
 * Always re-read from Stripe, so an old or repeated notice can only ever write the newest state.
 */
export async function syncConnectedAccount(options: {
  db: Db;
  payments: PaymentsProvider;
  businesses: BusinessStore;
  businessId: string;
  accountId: string;
}): Promise<boolean> {
  let account: Stripe.Account;
  try {
    account = await options.payments.readAccount(options.accountId);
  } catch {
    throw unreachable();
  }
  const updated = await options.db
    .update(businesses)
    .set({ ...accountColumns(account), updatedAt: new Date() })
    .where(and(eq(businesses.id, options.businessId), eq(businesses.stripeAccountId, account.id)))
    .returning({ id: businesses.id });
  if (updated.length > 0) options.businesses.invalidate({ id: options.businessId });
  return updated.length > 0;
}

/**
 * A link to Stripe's onboarding for the business's Express account, made on first use. Two
 * owners clicking at once share one account: Stripe answers the same account to the same
 * idempotency key, and only the first id is stored.
 */
export async function startOnboarding(options: {
  db: Db;
  payments: PaymentsProvider;
  businesses: BusinessStore;
  business: Business;
  ownerEmail: string;
  publicUrl: string;
}): Promise<{ url: string }> {
  const accountId = await ensureAccount(options);
  options.businesses.invalidate({ id: options.business.id });
  const settings = `${options.publicUrl}${adminSettingsPath("payments")}`;
  try {
    const url = await options.payments.createAccountLink({
      accountId,
      returnUrl: `${settings}?stripe=return`,
      refreshUrl: `${settings}?stripe=refresh`,
    });
    return { url };
  } catch {
    throw unreachable();
  }
}

async function ensureAccount(options: {
  db: Db;
  payments: PaymentsProvider;
  business: Business;
  ownerEmail: string;
}): Promise<string> {
  const { db, business } = options;
  const [row] = await db
    .select({ accountId: businesses.stripeAccountId })
    .from(businesses)
    .where(eq(businesses.id, business.id));
  if (row?.accountId) return row.accountId;
  let account: Stripe.Account;
  try {
    account = await options.payments.createAccount({ business, ownerEmail: options.ownerEmail });
  } catch {
    throw unreachable();
  }
  await db
    .update(businesses)
    .set({ stripeAccountId: account.id, updatedAt: new Date() })
    .where(and(eq(businesses.id, business.id), isNull(businesses.stripeAccountId)));
  const [stored] = await db
    .select({ accountId: businesses.stripeAccountId })
    .from(businesses)
    .where(eq(businesses.id, business.id));
  return stored!.accountId!;
}
