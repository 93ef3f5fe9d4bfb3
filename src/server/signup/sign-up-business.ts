import { eq, gt, like, or, sql } from "drizzle-orm";
import { storedConfig } from "@/domain/stored-offering";
import { NAME_THE_SERVICE, type SignupRequest } from "@/shared/api/account-contract";
import { RESERVED_SLUGS } from "@/shared/business-slug";
import { tradeNamesItsService } from "@/shared/trades";
import { createAdminUser, findAdminUserByMailbox } from "../admin/admin-accounts";
import { createAdminSession } from "../admin/admin-sessions";
import { hashPassword } from "../admin/password-hash";
import type { TradeTemplates } from "../config/trade-templates";
import { tradeTermsFor } from "../config/trade-terms";
import type { Db } from "../db/database";
import { businesses } from "../db/schema";
import type { EmailSender } from "../email/queue-email";
import { AppError } from "../http/app-error";
import { recordSettingsChange } from "../settings/settings-history";
import { assertDistinctBusinessName, normalizeBusinessName } from "./business-names";
import { findBusinessPlace } from "./business-place";
import { isDisposableEmail } from "./email-identity";
import { newBusinessConfig, slugify } from "./new-business-config";
import { queueVerificationEmail } from "./verify-email";

export const DISPOSABLE_EMAIL =
  "Please sign up with an email address you keep: throwaway inboxes cannot receive your orders";
export const EMAIL_TAKEN =
  "An account already exists for this email address (or one that reaches the same inbox). Sign in instead, or ask your business's owner to invite you.";
export const UNKNOWN_TRADE = "Choose your trade from the list";
export const UNKNOWN_PLACE =
  "We could not find this place: enter a 5-digit ZIP code or a town with its state, such as Denver, CO";

/** However many try at once, the platform takes at most this many sign-ups an hour. */
export const SIGNUPS_PER_HOUR = 200;
export const SIGNUP_CEILING_RETRY_AFTER_SECONDS = 300;

/** A slug no business uses yet and none of our route words: the name's, else with -2, -3, ... */
async function freeSlug(db: Db, name: string, fallback: string): Promise<string> {
  const base = slugify(name) || fallback;
  const taken = await db
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(or(eq(businesses.slug, base), like(businesses.slug, `${base}-%`)));
  const used = new Set([...taken.map((row) => row.slug), ...RESERVED_SLUGS]);
  if (!used.has(base)) return base;
  let suffix = 2;
  while (used.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

async function assertRoomForSignup(db: Db, now: Date): Promise<void> {
  const since = new Date(now.getTime() - 60 * 60 * 1000);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(businesses)
    .where(gt(businesses.createdAt, since));
  if ((row?.count ?? 0) >= SIGNUPS_PER_HOUR) {
    throw new AppError(
      "unavailable",
      "We are receiving more sign-ups than usual. Please try again in a few minutes.",
      { retryAfterSeconds: SIGNUP_CEILING_RETRY_AFTER_SECONDS },
    );
  }
}

/**
 * Creates a business from its trade's template (status setup), its owner, a session, and the
 * verification email in one transaction (docs/product/settings.md#sign-up).
 */
export async function signUpBusiness(
  db: Db,
  options: {
    request: SignupRequest & { email: string };
    templates: TradeTemplates;
    sender: EmailSender;
    publicUrl: string;
    ipAddress: string;
    now: Date;
  },
) {
  const { templates, now } = options;
  const request = {
    ...options.request,
    businessName: normalizeBusinessName(options.request.businessName),
  };
  const offering = templates.get(request.trade);
  if (!offering) throw AppError.invalidField("trade", UNKNOWN_TRADE);
  const namesItsService = tradeNamesItsService(request.trade);
  if (namesItsService && !request.serviceName) {
    throw AppError.invalidField("serviceName", NAME_THE_SERVICE);
  }
  const place = request.location === undefined ? undefined : findBusinessPlace(request.location);
  if (request.location !== undefined && !place) {
    throw AppError.invalidField("location", UNKNOWN_PLACE);
  }
  if (isDisposableEmail(request.email)) throw AppError.invalidField("email", DISPOSABLE_EMAIL);
  if (await findAdminUserByMailbox(db, request.email)) {
    throw new AppError("conflict", EMAIL_TAKEN, {
      issues: [{ path: "email", message: EMAIL_TAKEN }],
    });
  }
  await assertDistinctBusinessName(db, { name: request.businessName, field: "businessName" });
  await assertRoomForSignup(db, now);
  const terms = tradeTermsFor(request.trade, request.businessName);
  if (!terms) throw new Error(`the trade ${request.trade} has a template but no customer terms`);
  const passwordHash = await hashPassword(request.password);

  for (let attempt = 0; ; attempt += 1) {
    const slug = await freeSlug(db, request.businessName, request.trade);
    const config = newBusinessConfig({
      name: request.businessName,
      email: request.email,
      offering,
      terms,
      place,
      serviceName: namesItsService ? request.serviceName : undefined,
    });
    const created = await db.transaction(async (tx) => {
      const [business] = await tx
        .insert(businesses)
        .values({
          id: slug,
          slug,
          name: config.name,
          config: storedConfig(config),
          status: "setup",
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: businesses.id, slug: businesses.slug, status: businesses.status });
      if (!business) return undefined;
      const owner = await createAdminUser(tx, {
        businessId: business.id,
        email: request.email,
        name: request.ownerName,
        passwordHash,
        role: "owner",
        emailVerified: false,
        now,
      });
      await queueVerificationEmail(tx, {
        businessId: business.id,
        businessName: config.name,
        account: owner,
        sender: options.sender,
        publicUrl: options.publicUrl,
        now,
      });
      await recordSettingsChange(tx, {
        businessId: business.id,
        actor: { adminUserId: owner.id, label: `${owner.name} <${owner.email}>` },
        kind: "status",
        summary: `Signed up from the ${request.trade} template`,
        changes: [{ path: "status", after: "setup" }],
        configVersion: 1,
        now,
      });
      const session = await createAdminSession(tx, {
        adminUserId: owner.id,
        ipAddress: options.ipAddress,
        now,
      });
      return { business, owner, session };
    });
    if (created) {
      const { business, owner, session } = created;
      return {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        admin: { name: owner.name, email: owner.email },
        business: { slug: business.slug, status: business.status },
      };
    }
    // Another sign-up took the slug between looking and inserting: look again.
    if (attempt >= 5) throw new Error(`no free slug for "${request.businessName}"`);
  }
}
