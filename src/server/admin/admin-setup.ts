import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db } from "../db/database";
import { adminSetupTokens, adminUsers } from "../db/schema";
import { createAdminUser } from "./admin-accounts";
import { createAdminSession, hashToken } from "./admin-sessions";

/** A setup link works once, within an hour of the start that printed it. */
export const SETUP_TOKEN_TTL_MS = 60 * 60 * 1000;

export const SETUP_LINK_UNUSABLE =
  "This setup link has expired or was already used. Restart the server for a new link, " +
  "or create an admin with: npm run admin -- create <email>";

export class SetupTokenError extends Error {
  override name = "SetupTokenError";
}

async function hasAnyAdmin(db: Db): Promise<boolean> {
  const [admin] = await db.select({ id: adminUsers.id }).from(adminUsers).limit(1);
  return admin !== undefined;
}

/** A new one-time setup token while the database has no admin at all, else undefined. */
export async function issueSetupToken(db: Db, now: Date): Promise<string | undefined> {
  if (await hasAnyAdmin(db)) return undefined;
  await db.delete(adminSetupTokens).where(lt(adminSetupTokens.expiresAt, now));
  const token = randomBytes(32).toString("base64url");
  await db.insert(adminSetupTokens).values({
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SETUP_TOKEN_TTL_MS),
  });
  return token;
}

function usable(token: string, now: Date) {
  return and(
    eq(adminSetupTokens.tokenHash, hashToken(token)),
    isNull(adminSetupTokens.usedAt),
    gt(adminSetupTokens.expiresAt, now),
  );
}

export async function isSetupTokenUsable(db: Db, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: adminSetupTokens.tokenHash })
    .from(adminSetupTokens)
    .where(usable(token, now));
  return row !== undefined && !(await hasAnyAdmin(db));
}

/**
 * Creates the owner account with a setup token and signs it in. The token is consumed in one
 * conditional update, so two submissions of the same link cannot both succeed.
 */
export async function completeAdminSetup(
  db: Db,
  options: {
    token: string;
    businessId: string;
    email: string;
    password: string;
    name?: string;
    ipAddress: string;
    now: Date;
  },
) {
  const { now } = options;
  if (await hasAnyAdmin(db)) throw new SetupTokenError(SETUP_LINK_UNUSABLE);
  const consumed = await db
    .update(adminSetupTokens)
    .set({ usedAt: now })
    .where(usable(options.token, now))
    .returning({ tokenHash: adminSetupTokens.tokenHash });
  if (consumed.length === 0) throw new SetupTokenError(SETUP_LINK_UNUSABLE);

  let admin: Awaited<ReturnType<typeof createAdminUser>>;
  try {
    admin = await createAdminUser(db, { ...options, now });
  } catch (error) {
    // Nothing was created (a busy server, a bad email): the link must still work.
    await db
      .update(adminSetupTokens)
      .set({ usedAt: null })
      .where(eq(adminSetupTokens.tokenHash, consumed[0]!.tokenHash));
    throw error;
  }
  const session = await createAdminSession(db, {
    adminUserId: admin.id,
    ipAddress: options.ipAddress,
    now,
  });
  return { ...session, admin: { name: admin.name, email: admin.email } };
}
