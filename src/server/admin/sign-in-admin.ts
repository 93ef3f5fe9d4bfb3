import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/database";
import { adminSessions } from "../db/schema";
import { findAdminUserByEmail } from "./admin-accounts";
import { createAdminSession } from "./admin-sessions";
import { getDummyPasswordHash, verifyPassword } from "./password-hash";
import {
  clearAttempts,
  deleteStaleCounters,
  releaseAttempt,
  reserveAttempt,
  type SignInLimit,
} from "./sign-in-counters";

/** After 5 failed sign-ins for one email from one address within 15 minutes, wait. */
export const MAX_FAILED_SIGN_INS = 5;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/**
 * One email from any address: 10 failures a minute, then wait for the minute to end. Addresses
 * the admin signed in from in the last 30 days are spared, so guesses from elsewhere cannot
 * lock the owner out at all.
 */
export const MAX_FAILED_SIGN_INS_PER_ACCOUNT = 10;
export const ACCOUNT_WINDOW_MS = 60 * 1000;
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

export type SignInResult =
  | {
      outcome: "signed_in";
      token: string;
      expiresAt: Date;
      admin: { name: string; email: string };
    }
  | { outcome: "invalid" }
  | { outcome: "locked"; retryAfterSeconds: number };

async function isKnownAddress(db: Db, adminUserId: string, ipAddress: string, now: Date) {
  const [session] = await db
    .select({ id: adminSessions.id })
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.adminUserId, adminUserId),
        eq(adminSessions.ipAddress, ipAddress),
        gt(adminSessions.createdAt, new Date(now.getTime() - KNOWN_ADDRESS_MS)),
      ),
    )
    .limit(1);
  return session !== undefined;
}

/**
 * Checks an email and password. Each attempt first reserves a slot in every limit that applies
 * (so concurrent attempts cannot all slip through) and gives it back when it was the owner or
 * was never evaluated. A wrong email and a wrong password do the same work (one scrypt
 * verification) and get the same answer, so neither can be told apart.
 */
export async function signInAdmin(
  db: Db,
  options: { email: string; password: string; ipAddress: string; now: Date },
): Promise<SignInResult> {
  const { password, ipAddress, now } = options;
  const email = options.email.trim().toLowerCase();
  const user = await findAdminUserByEmail(db, email);

  const fromThisAddress: SignInLimit = {
    key: `email-address:${email}|${ipAddress}`,
    max: MAX_FAILED_SIGN_INS,
    windowMs: FAILED_SIGN_IN_WINDOW_MS,
  };
  const limits = [fromThisAddress];
  if (!user || !(await isKnownAddress(db, user.id, ipAddress, now))) {
    limits.push({
      key: `account:${email}`,
      max: MAX_FAILED_SIGN_INS_PER_ACCOUNT,
      windowMs: ACCOUNT_WINDOW_MS,
    });
  }
  const reserved: string[] = [];
  const releaseAll = () => Promise.all(reserved.map((key) => releaseAttempt(db, key)));
  for (const limit of limits) {
    const reservation = await reserveAttempt(db, limit, now);
    if (!reservation.reserved) {
      await releaseAll();
      return { outcome: "locked", retryAfterSeconds: reservation.retryAfterSeconds };
    }
    reserved.push(limit.key);
  }

  let matches: boolean;
  try {
    matches = await verifyPassword(password, user?.passwordHash ?? (await getDummyPasswordHash()));
  } catch (error) {
    await releaseAll();
    throw error;
  }
  if (!user || !matches) {
    await deleteStaleCounters(db, now);
    return { outcome: "invalid" };
  }

  await clearAttempts(db, fromThisAddress.key);
  await releaseAll();
  const session = await createAdminSession(db, { adminUserId: user.id, ipAddress, now });
  return { outcome: "signed_in", ...session, admin: { name: user.name, email: user.email } };
}
