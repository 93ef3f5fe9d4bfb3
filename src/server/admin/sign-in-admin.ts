import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/database";
import { adminLoginFailures } from "../db/schema";
import { findAdminUserByEmail } from "./admin-accounts";
import { createAdminSession } from "./admin-sessions";
import { getDummyPasswordHash, verifyPassword } from "./password-hash";

/** After 5 failed sign-ins for one email from one address within 15 minutes, wait. */
export const MAX_FAILED_SIGN_INS = 5;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export type SignInResult =
  | {
      outcome: "signed_in";
      token: string;
      expiresAt: Date;
      admin: { name: string; email: string };
    }
  | { outcome: "invalid" }
  | { outcome: "locked"; retryAfterSeconds: number };

/**
 * Checks an email and password. A wrong email and a wrong password do the same work (one
 * scrypt verification, one failure row) and get the same answer, so neither can be told apart.
 */
export async function signInAdmin(
  db: Db,
  options: { email: string; password: string; ipAddress: string; now: Date },
): Promise<SignInResult> {
  const { password, ipAddress, now } = options;
  const email = options.email.trim().toLowerCase();
  const windowStart = new Date(now.getTime() - FAILED_SIGN_IN_WINDOW_MS);
  const forThisKey = and(
    eq(adminLoginFailures.email, email),
    eq(adminLoginFailures.ipAddress, ipAddress),
  );

  const recent = await db
    .select({ createdAt: adminLoginFailures.createdAt })
    .from(adminLoginFailures)
    .where(and(forThisKey, gt(adminLoginFailures.createdAt, windowStart)))
    .orderBy(asc(adminLoginFailures.createdAt));
  if (recent.length >= MAX_FAILED_SIGN_INS) {
    // Attempts open again once fewer than MAX failures remain inside the window.
    const freedAt =
      recent[recent.length - MAX_FAILED_SIGN_INS]!.createdAt.getTime() + FAILED_SIGN_IN_WINDOW_MS;
    return {
      outcome: "locked",
      retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)),
    };
  }

  const user = await findAdminUserByEmail(db, email);
  const matches = await verifyPassword(
    password,
    user?.passwordHash ?? (await getDummyPasswordHash()),
  );
  if (!user || !matches) {
    await db
      .delete(adminLoginFailures)
      .where(and(forThisKey, lt(adminLoginFailures.createdAt, windowStart)));
    await db.insert(adminLoginFailures).values({ email, ipAddress, createdAt: now });
    return { outcome: "invalid" };
  }

  await db.delete(adminLoginFailures).where(forThisKey);
  const session = await createAdminSession(db, { adminUserId: user.id, now });
  return { outcome: "signed_in", ...session, admin: { name: user.name, email: user.email } };
}
