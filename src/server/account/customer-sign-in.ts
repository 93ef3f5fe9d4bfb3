import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { hashToken } from "../admin/admin-sessions";
import type { BusinessConfig } from "../config/business-config";
import type { MailFrom } from "../config/env";
import type { Db, Tx } from "../db/database";
import { customerSessions, customerSignInLinks, orders } from "../db/schema";
import { businessSender, queueEmail } from "../email/queue-email";
import { renderCustomerSignInEmail } from "./account-emails";

/** How long an emailed sign-in link works (docs/decisions/044-customer-sign-in-by-emailed-link.md). */
export const SIGN_IN_LINK_MS = 15 * 60 * 1000;
/** A customer's session ends 7 days after sign-in, or when they sign out. */
export const CUSTOMER_SESSION_MS = 7 * 24 * 60 * 60 * 1000;

/** 256 random bits, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const newToken = () => randomBytes(32).toString("base64url");

/** `lower(email) = lower(?)`: orders are the customer's by the address they bought with. */
export const sameEmail = (email: string) => sql`lower(${orders.email}) = ${email.toLowerCase()}`;

/**
 * Emails a sign-in link to `email` if the business has orders bought with it; otherwise does
 * nothing. The caller answers the same either way, so the form tells no one whose address it
 * is. The link's token is stored only as its SHA-256.
 */
export async function requestSignInLink(
  db: Db,
  options: {
    business: { id: string; config: BusinessConfig };
    email: string;
    now: Date;
    /** The sign-in page's absolute URL: the token is added as `?token=`. */
    signInUrl: string;
    mailFrom: MailFrom | undefined;
  },
): Promise<{ sent: boolean }> {
  const { business, now } = options;
  const email = options.email.trim();
  const [known] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.businessId, business.id), sameEmail(email), eq(orders.demo, false)))
    .limit(1);
  if (!known) return { sent: false };
  const token = newToken();
  const tokenHash = hashToken(token);
  await db.transaction(async (tx) => {
    await tx.insert(customerSignInLinks).values({
      tokenHash,
      businessId: business.id,
      email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MS),
    });
    await queueEmail(tx, {
      kind: "customer_sign_in_link",
      businessId: business.id,
      dedupeKey: `customer-sign-in:${tokenHash}`,
      from: businessSender(business.config, options.mailFrom),
      to: email,
      replyTo: business.config.contact.email,
      ...renderCustomerSignInEmail({
        config: business.config,
        link: `${options.signInUrl}?token=${token}`,
      }),
    });
  });
  return { sent: true };
}

/** What a sign-in link is: still usable, or why not. */
export type SignInLinkState = "valid" | "used" | "expired" | "unknown";

async function linkState(
  db: Db | Tx,
  options: { businessId: string; token: string; now: Date },
): Promise<SignInLinkState> {
  if (!TOKEN_PATTERN.test(options.token)) return "unknown";
  const [link] = await db
    .select({ usedAt: customerSignInLinks.usedAt, expiresAt: customerSignInLinks.expiresAt })
    .from(customerSignInLinks)
    .where(
      and(
        eq(customerSignInLinks.tokenHash, hashToken(options.token)),
        eq(customerSignInLinks.businessId, options.businessId),
      ),
    );
  if (!link) return "unknown";
  if (link.usedAt) return "used";
  return link.expiresAt.getTime() > options.now.getTime() ? "valid" : "expired";
}

/** A link's state without using it: the page the link opens asks for a click first. */
export function checkSignInLink(
  db: Db,
  options: { businessId: string; token: string; now: Date },
): Promise<SignInLinkState> {
  return linkState(db, options);
}

/**
 * Uses a sign-in link of this business (once: the update that marks it used is the only way
 * in) and starts the customer's session. Answers the session's token, or why the link did not
 * work.
 */
export async function signInWithLink(
  db: Db,
  options: { businessId: string; token: string; now: Date },
): Promise<
  | { ok: true; sessionToken: string; expiresAt: Date }
  | { ok: false; state: Exclude<SignInLinkState, "valid"> }
> {
  const { businessId, token, now } = options;
  if (!TOKEN_PATTERN.test(token)) return { ok: false, state: "unknown" };
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(customerSignInLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(customerSignInLinks.tokenHash, hashToken(token)),
          eq(customerSignInLinks.businessId, businessId),
          isNull(customerSignInLinks.usedAt),
          gt(customerSignInLinks.expiresAt, now),
        ),
      )
      .returning({ email: customerSignInLinks.email });
    if (!link) {
      const state = await linkState(tx, options);
      return { ok: false as const, state: state === "valid" ? "used" : state };
    }
    const sessionToken = newToken();
    const expiresAt = new Date(now.getTime() + CUSTOMER_SESSION_MS);
    await tx.insert(customerSessions).values({
      businessId,
      email: link.email,
      tokenHash: hashToken(sessionToken),
      createdAt: now,
      expiresAt,
    });
    return { ok: true as const, sessionToken, expiresAt };
  });
}

/** A signed-in customer of one business: who they are there. */
export type SignedInCustomer = { sessionId: string; businessId: string; email: string };

/**
 * The customer a session token belongs to, at this business only, while the session lasts; null
 * for a token of another business, an ended or expired session, or no session.
 */
export async function findCustomerSession(
  db: Db,
  options: { businessId: string; token: string | undefined; now: Date },
): Promise<SignedInCustomer | null> {
  const { businessId, token, now } = options;
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [session] = await db
    .select({
      sessionId: customerSessions.id,
      businessId: customerSessions.businessId,
      email: customerSessions.email,
    })
    .from(customerSessions)
    .where(
      and(
        eq(customerSessions.tokenHash, hashToken(token)),
        eq(customerSessions.businessId, businessId),
        isNull(customerSessions.endedAt),
        gt(customerSessions.expiresAt, now),
      ),
    );
  return session ?? null;
}

/** Signs the customer out: the session's token stops working at once. */
export async function endCustomerSession(
  db: Db,
  options: { businessId: string; sessionId: string; now: Date },
): Promise<void> {
  await db
    .update(customerSessions)
    .set({ endedAt: options.now })
    .where(
      and(
        eq(customerSessions.id, options.sessionId),
        eq(customerSessions.businessId, options.businessId),
        isNull(customerSessions.endedAt),
      ),
    );
}
