import { and, eq, isNull } from "drizzle-orm";
import type { VerifyEmailResponse } from "@/shared/api/account-contract";
import type { SignedInAdmin } from "../admin/admin-sessions";
import { hashToken } from "../admin/admin-sessions";
import type { Db, Tx } from "../db/database";
import { adminUsers, businesses } from "../db/schema";
import { type EmailSender, queueEmail } from "../email/queue-email";
import { AppError } from "../http/app-error";
import { renderVerificationEmail } from "./account-emails";
import { accountLinkUrl, consumeAccountLink, issueAccountLink } from "./account-links";

export const VERIFY_LINK_UNUSABLE =
  "This verification link has expired or was already used. Sign in and send yourself a new one from the dashboard.";
export const ALREADY_VERIFIED = "Your email address is already verified";

/** Verifies the email of the account the link was sent to (docs/product/settings.md#sign-up). */
export async function verifyEmail(
  db: Db,
  options: { token: string; now: Date },
): Promise<VerifyEmailResponse> {
  return db.transaction(async (tx) => {
    const link = await consumeAccountLink(tx, { ...options, purpose: "verify_email" });
    if (!link?.adminUserId) throw new AppError("gone", VERIFY_LINK_UNUSABLE);
    // The link verifies the address it was sent to: not one the account has since changed to.
    const [account] = await tx
      .update(adminUsers)
      .set({ emailVerifiedAt: options.now, updatedAt: options.now })
      .where(and(eq(adminUsers.id, link.adminUserId), eq(adminUsers.email, link.email)))
      .returning({ email: adminUsers.email });
    if (!account) throw new AppError("gone", VERIFY_LINK_UNUSABLE);
    const [business] = await tx
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, link.businessId));
    return { email: account.email, businessName: business?.name ?? "" };
  });
}

/** A new verification link for the signed-in admin (mail limits keep it to a few a day). */
export async function resendVerificationEmail(
  db: Db,
  options: {
    admin: SignedInAdmin;
    businessName: string;
    sender: EmailSender;
    publicUrl: string;
    now: Date;
  },
): Promise<void> {
  const { admin, now } = options;
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.id, admin.adminUserId), isNull(adminUsers.emailVerifiedAt)));
    if (!account) throw new AppError("conflict", ALREADY_VERIFIED);
    await queueVerificationEmail(tx, {
      businessId: admin.businessId,
      businessName: options.businessName,
      account: { id: admin.adminUserId, email: admin.email },
      sender: options.sender,
      publicUrl: options.publicUrl,
      now,
    });
  });
}

/** Issues a verification link for the account and queues the email that carries it. */
export async function queueVerificationEmail(
  tx: Tx,
  options: {
    businessId: string;
    businessName: string;
    account: { id: string; email: string };
    sender: EmailSender;
    publicUrl: string;
    now: Date;
  },
): Promise<void> {
  const { account, now } = options;
  const link = await issueAccountLink(tx, {
    businessId: options.businessId,
    purpose: "verify_email",
    email: account.email,
    adminUserId: account.id,
    now,
  });
  await queueEmail(tx, {
    kind: "email_verification",
    businessId: options.businessId,
    from: options.sender,
    to: account.email,
    dedupeKey: `verify-email:${hashToken(link.token)}`,
    ...renderVerificationEmail({
      businessName: options.businessName,
      link: accountLinkUrl(options.publicUrl, "verify-email", link.token),
    }),
  });
}
