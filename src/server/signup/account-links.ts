import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { AdminRole } from "@/shared/api/admin-contract";
import { hashToken } from "../admin/admin-sessions";
import type { Db, Tx } from "../db/database";
import { accountLinks } from "../db/schema";

/**
 * Emailed one-time links (docs/product/settings.md#emailed-links): the URL carries 256 random bits
 * in its fragment, the database keeps only their SHA-256, and a link works once, before it expires.
 */
export const LINK_LIFETIME_MS = {
  verify_email: 24 * 60 * 60 * 1000,
  invite: 7 * 24 * 60 * 60 * 1000,
} as const;
export type LinkPurpose = keyof typeof LINK_LIFETIME_MS;

export type AccountLink = typeof accountLinks.$inferSelect;

/** A new emailed link's token (256 random bits, base64url) and the hash the database keeps. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

export async function issueAccountLink(
  db: Db | Tx,
  options: {
    businessId: string;
    purpose: LinkPurpose;
    email: string;
    adminUserId?: string;
    role?: AdminRole;
    createdBy?: string;
    now: Date;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(options.now.getTime() + LINK_LIFETIME_MS[options.purpose]);
  await db.insert(accountLinks).values({
    tokenHash,
    businessId: options.businessId,
    purpose: options.purpose,
    email: options.email,
    adminUserId: options.adminUserId ?? null,
    role: options.role ?? null,
    createdBy: options.createdBy ?? null,
    createdAt: options.now,
    expiresAt,
  });
  return { token, expiresAt };
}

function usable(token: string, purpose: LinkPurpose, now: Date) {
  return and(
    eq(accountLinks.tokenHash, hashToken(token)),
    eq(accountLinks.purpose, purpose),
    isNull(accountLinks.usedAt),
    isNull(accountLinks.revokedAt),
    gt(accountLinks.expiresAt, now),
  );
}

/** The link a token opens while it is usable, else undefined. */
export async function findUsableLink(
  db: Db | Tx,
  options: { token: string; purpose: LinkPurpose; now: Date },
): Promise<AccountLink | undefined> {
  const [link] = await db
    .select()
    .from(accountLinks)
    .where(usable(options.token, options.purpose, options.now));
  return link;
}

/** Uses the link up in one conditional update: of two clicks racing, one gets it. */
export async function consumeAccountLink(
  db: Db | Tx,
  options: { token: string; purpose: LinkPurpose; now: Date },
): Promise<AccountLink | undefined> {
  const [link] = await db
    .update(accountLinks)
    .set({ usedAt: options.now })
    .where(usable(options.token, options.purpose, options.now))
    .returning();
  return link;
}

/** The page an emailed link opens: the token rides in the fragment, never in a server log. */
export function accountLinkUrl(publicUrl: string, page: "verify-email" | "join", token: string) {
  return `${publicUrl.replace(/\/+$/, "")}/admin/${page}#token=${token}`;
}
