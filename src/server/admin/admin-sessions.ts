import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { AdminRole } from "@/shared/api/admin-contract";
import type { Db } from "../db/database";
import { adminSessions, adminUsers } from "../db/schema";

/** A session ends after 12 hours without use, and 7 days after sign-in whatever happens. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is rewritten at most once a minute, so reads do not each cost a write. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

/** 256 random bits, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type SignedInAdmin = {
  sessionId: string;
  adminUserId: string;
  businessId: string;
  name: string;
  email: string;
  role: AdminRole;
  emailVerified: boolean;
  /** A Quotewise operator made on the server (decision 025); only with a verified email. */
  platformOperator: boolean;
};

/** Tokens are stored only as their SHA-256: a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createAdminSession(
  db: Db,
  { adminUserId, ipAddress, now }: { adminUserId: string; ipAddress?: string; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(adminSessions).values({
    adminUserId,
    ipAddress,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The admin a token belongs to while its session is live (not revoked, idle or expired), else null. */
export async function findAdminSession(
  db: Db,
  { token, now }: { token: string; now: Date },
): Promise<SignedInAdmin | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({
      sessionId: adminSessions.id,
      adminUserId: adminUsers.id,
      businessId: adminUsers.businessId,
      name: adminUsers.name,
      email: adminUsers.email,
      role: adminUsers.role,
      emailVerifiedAt: adminUsers.emailVerifiedAt,
      platformOperator: adminUsers.platformOperator,
      lastSeenAt: adminSessions.lastSeenAt,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminUserId))
    .where(
      and(
        eq(adminSessions.tokenHash, hashToken(token)),
        isNull(adminSessions.revokedAt),
        isNull(adminUsers.removedAt),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
  if (!row) return null;
  const { lastSeenAt, emailVerifiedAt, platformOperator, ...rest } = row;
  const emailVerified = emailVerifiedAt !== null;
  const admin = { ...rest, emailVerified, platformOperator: platformOperator && emailVerified };
  if (now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await db
      .update(adminSessions)
      .set({ lastSeenAt: now })
      .where(eq(adminSessions.id, admin.sessionId));
  }
  return admin;
}

export async function revokeAdminSession(
  db: Db,
  { sessionId, now }: { sessionId: string; now: Date },
): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
}

/** Ends every session of one admin: after a password change, old tokens must stop working. */
export async function revokeAdminSessionsOfUser(
  db: Db,
  { adminUserId, now }: { adminUserId: string; now: Date },
): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.adminUserId, adminUserId), isNull(adminSessions.revokedAt)));
}
