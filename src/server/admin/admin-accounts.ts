import { eq, sql } from "drizzle-orm";
import {
  ADMIN_PASSWORD_MAX_LENGTH,
  ADMIN_PASSWORD_MIN_LENGTH,
  type AdminRole,
} from "@/shared/api/admin-contract";
import type { Db, Tx } from "../db/database";
import { adminUsers } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import { mailboxOf } from "../signup/email-identity";
import { revokeAdminSessionsOfUser } from "./admin-sessions";
import { hashPassword, verifyPassword } from "./password-hash";

/** An account created without a name acts as 'Admin User' (docs/product/dashboard.md#sign-in). */
export const DEFAULT_ADMIN_NAME = "Admin User";

export class AdminAccountError extends Error {
  override name = "AdminAccountError";
}

/** The email (or another reaching the same inbox) already has an account. */
export class AdminExistsError extends AdminAccountError {
  override name = "AdminExistsError";
}

export type AdminAccount = { id: string; email: string; name: string };

/** Why a new password is refused, or null when it is acceptable. */
export function describePasswordProblem(password: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`;
  }
  if (password.length > ADMIN_PASSWORD_MAX_LENGTH) {
    return `Password must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters`;
  }
  return null;
}

function normaliseEmail(email: string): string {
  const normalised = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalised)) {
    throw new AdminAccountError(`Not an email address: ${email}`);
  }
  return normalised;
}

function checkPassword(password: string): void {
  const problem = describePasswordProblem(password);
  if (problem) throw new AdminAccountError(problem);
}

/** An account whose email reaches the same mailbox (owner+x@, o.wner@gmail), if any. */
export async function findAdminUserByMailbox(db: Db | Tx, email: string) {
  const [user] = await db
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.mailbox, mailboxOf(email)))
    .limit(1);
  return user;
}

export async function findAdminUserByEmail(db: Db | Tx, email: string) {
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.email})`, email.trim().toLowerCase()));
  return user;
}

/**
 * A new account in a business. `passwordHash` lets a caller hash before its transaction begins;
 * `emailVerified` is for accounts whose email an operator or an emailed link vouches for.
 */
export async function createAdminUser(
  db: Db | Tx,
  options: {
    businessId: string;
    email: string;
    name?: string;
    role?: AdminRole;
    emailVerified?: boolean;
    now: Date;
  } & ({ password: string } | { passwordHash: string }),
): Promise<AdminAccount> {
  const email = normaliseEmail(options.email);
  if ("password" in options) checkPassword(options.password);
  if (await findAdminUserByMailbox(db, email)) {
    throw new AdminExistsError(`An admin with the email ${email} already exists`);
  }
  const passwordHash =
    "password" in options ? await hashPassword(options.password) : options.passwordHash;
  const [user] = await db
    .insert(adminUsers)
    .values({
      businessId: options.businessId,
      email,
      mailbox: mailboxOf(email),
      name: options.name?.trim() || DEFAULT_ADMIN_NAME,
      passwordHash,
      role: options.role ?? "owner",
      emailVerifiedAt: (options.emailVerified ?? true) ? options.now : null,
      createdAt: options.now,
      updatedAt: options.now,
    })
    .returning({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name });
  return user!;
}

/** Sets a new password and signs the admin out everywhere. */
export async function resetAdminPassword(
  db: Db,
  options: { email: string; password: string; now: Date },
): Promise<AdminAccount> {
  checkPassword(options.password);
  const user = await findAdminUserByEmail(db, options.email);
  if (!user) throw new AdminAccountError(`No admin has the email ${options.email.trim()}`);
  await db
    .update(adminUsers)
    .set({ passwordHash: await hashPassword(options.password), updatedAt: options.now })
    .where(eq(adminUsers.id, user.id));
  await revokeAdminSessionsOfUser(db, { adminUserId: user.id, now: options.now });
  return { id: user.id, email: user.email, name: user.name };
}

/**
 * `npm run admin -- create-operator`, the only way to a Quotewise operator (decision 025). With
 * no account reaching that inbox, a new one joins `businessId` as staff. An existing one (any
 * case, +tag or dot spelling of the address) is taken over rather than trusted: it gets the
 * address as typed, this password and a verified email, and every session of it ends, so
 * whoever signed up with the address first keeps nothing of it.
 */
export async function createPlatformOperator(
  db: Db,
  options: { businessId: string; email: string; password: string; name?: string; now: Date },
): Promise<AdminAccount & { tookOver: boolean }> {
  const email = normaliseEmail(options.email);
  checkPassword(options.password);
  const passwordHash = await hashPassword(options.password);
  const { now } = options;
  return db.transaction(async (tx) => {
    const existing = await findAdminUserByMailbox(tx, email);
    if (!existing) {
      const created = await createAdminUser(tx, { ...options, passwordHash, role: "staff", now });
      await tx
        .update(adminUsers)
        .set({ platformOperator: true })
        .where(eq(adminUsers.id, created.id));
      return { ...created, tookOver: false };
    }
    const [user] = await tx
      .update(adminUsers)
      .set({
        email,
        passwordHash,
        platformOperator: true,
        emailVerifiedAt: now,
        updatedAt: now,
        ...(options.name?.trim() ? { name: options.name.trim() } : {}),
      })
      .where(eq(adminUsers.id, existing.id))
      .returning({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name });
    await revokeAdminSessionsOfUser(tx, { adminUserId: existing.id, now });
    return { ...user!, tookOver: true };
  });
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD at start: creates that admin, or gives it this password.
 * An unchanged password keeps its sessions, so a restart signs nobody out. Instances starting
 * together agree on one account.
 */
export async function ensureAdminUser(
  db: Db,
  options: { businessId: string; email: string; password: string; now: Date },
): Promise<AdminAccount> {
  const user = await findAdminUserByEmail(db, options.email);
  if (!user) return createUnlessCreatedMeanwhile(db, options);
  if (await verifyPassword(options.password, user.passwordHash)) {
    return { id: user.id, email: user.email, name: user.name };
  }
  return resetAdminPassword(db, options);
}

/**
 * Another instance starting at the same moment may create the account between our lookup and
 * our insert (the insert then fails), or just before our own check: either way, use theirs.
 */
async function createUnlessCreatedMeanwhile(
  db: Db,
  options: Parameters<typeof ensureAdminUser>[1],
): Promise<AdminAccount> {
  try {
    return await createAdminUser(db, options);
  } catch (error) {
    const createdMeanwhile = isUniqueViolation(error) || error instanceof AdminExistsError;
    if (!createdMeanwhile || !(await findAdminUserByEmail(db, options.email))) throw error;
    return ensureAdminUser(db, options);
  }
}
