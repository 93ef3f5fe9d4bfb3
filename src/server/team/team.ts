import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { JoinCheckResponse, TeamResponse } from "@/shared/api/account-contract";
import {
  AdminAccountError,
  createAdminUser,
  findAdminUserByMailbox,
} from "../admin/admin-accounts";
import {
  createAdminSession,
  hashToken,
  revokeAdminSessionsOfUser,
  type SignedInAdmin,
} from "../admin/admin-sessions";
import { hashPassword } from "../admin/password-hash";
import { OWNER_ONLY } from "../admin/request-admin";
import type { Db, Tx } from "../db/database";
import { accountLinks, adminUsers, businesses } from "../db/schema";
import { type EmailSender, queueEmail } from "../email/queue-email";
import { AppError } from "../http/app-error";
import { adminActor, recordSettingsChange } from "../settings/settings-history";
import { renderInvitationEmail } from "../signup/account-emails";
import {
  accountLinkUrl,
  consumeAccountLink,
  findUsableLink,
  issueAccountLink,
} from "../signup/account-links";

/** The team of a business (docs/product/settings.md#team): owners and staff, and open invitations. */

export const INVITE_LINK_UNUSABLE =
  "This invitation has expired, was withdrawn or was already used. Ask the business's owner for a new one.";
export const ALREADY_MEMBER =
  "This email address already has a Quotewise account (or one that reaches the same inbox). One account belongs to one business.";
export const NOT_A_MEMBER = "No member of your team has this id";
export const NOT_YOURSELF =
  "You cannot remove yourself. Transfer ownership first if you are leaving.";

/**
 * Team changes of one business run one at a time (the business's row locked until the change
 * commits), and each checks again, inside its transaction, that the signed-in admin still owns
 * the business: two transfers sent at once, or a transfer and a removal, can never leave two
 * owners or none (docs/decisions/025-platform-operators-and-link-tokens.md).
 */
async function lockTeamAsOwner(tx: Tx, admin: SignedInAdmin): Promise<void> {
  await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, admin.businessId))
    .for("update");
  const [current] = await tx
    .select({ role: adminUsers.role })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, admin.adminUserId), isNull(adminUsers.removedAt)));
  if (current?.role !== "owner") throw new AppError("forbidden", OWNER_ONLY);
}

export async function listTeam(db: Db, businessId: string, now: Date): Promise<TeamResponse> {
  const members = await db
    .select({
      id: adminUsers.id,
      name: adminUsers.name,
      email: adminUsers.email,
      role: adminUsers.role,
      emailVerifiedAt: adminUsers.emailVerifiedAt,
      createdAt: adminUsers.createdAt,
    })
    .from(adminUsers)
    .where(and(eq(adminUsers.businessId, businessId), isNull(adminUsers.removedAt)))
    .orderBy(asc(adminUsers.createdAt));
  const invitations = await db
    .select({
      id: accountLinks.tokenHash,
      email: accountLinks.email,
      role: accountLinks.role,
      expiresAt: accountLinks.expiresAt,
    })
    .from(accountLinks)
    .where(
      and(
        eq(accountLinks.businessId, businessId),
        eq(accountLinks.purpose, "invite"),
        isNull(accountLinks.usedAt),
        isNull(accountLinks.revokedAt),
        gt(accountLinks.expiresAt, now),
      ),
    )
    .orderBy(asc(accountLinks.createdAt));
  return {
    members: members.map(({ emailVerifiedAt, createdAt, ...member }) => ({
      ...member,
      emailVerified: emailVerifiedAt !== null,
      createdAt: createdAt.toISOString(),
    })),
    invitations: invitations.map((invitation) => ({
      ...invitation,
      role: invitation.role ?? "staff",
      expiresAt: invitation.expiresAt.toISOString(),
    })),
  };
}

/** Emails an invitation to join as staff; the link is valid for 7 days. */
export async function inviteTeamMember(
  db: Db,
  options: {
    admin: SignedInAdmin;
    businessName: string;
    email: string;
    sender: EmailSender;
    publicUrl: string;
    now: Date;
  },
): Promise<void> {
  const { admin, email, now } = options;
  if (await findAdminUserByMailbox(db, email)) {
    throw new AppError("conflict", ALREADY_MEMBER, {
      issues: [{ path: "email", message: ALREADY_MEMBER }],
    });
  }
  await db.transaction(async (tx) => {
    await lockTeamAsOwner(tx, admin);
    const link = await issueAccountLink(tx, {
      businessId: admin.businessId,
      purpose: "invite",
      email,
      role: "staff",
      createdBy: admin.adminUserId,
      now,
    });
    await queueEmail(tx, {
      kind: "team_invitation",
      businessId: admin.businessId,
      from: options.sender,
      to: email,
      dedupeKey: `invite:${hashToken(link.token)}`,
      ...renderInvitationEmail({
        businessName: options.businessName,
        inviterName: admin.name,
        link: accountLinkUrl(options.publicUrl, "join", link.token),
      }),
    });
    await recordSettingsChange(tx, {
      businessId: admin.businessId,
      actor: adminActor(admin),
      kind: "team",
      summary: `Invited ${email} as staff`,
      changes: [{ path: "team.invitations", after: email }],
      now,
    });
  });
}

export async function revokeInvitation(
  db: Db,
  options: { admin: SignedInAdmin; invitationId: string; now: Date },
): Promise<void> {
  const { admin, now } = options;
  await db.transaction(async (tx) => {
    await lockTeamAsOwner(tx, admin);
    const [link] = await tx
      .update(accountLinks)
      .set({ revokedAt: now })
      .where(
        and(
          eq(accountLinks.tokenHash, options.invitationId),
          eq(accountLinks.businessId, admin.businessId),
          eq(accountLinks.purpose, "invite"),
          isNull(accountLinks.usedAt),
          isNull(accountLinks.revokedAt),
        ),
      )
      .returning({ email: accountLinks.email });
    if (!link) throw new AppError("not_found", "No open invitation of your team has this id");
    await recordSettingsChange(tx, {
      businessId: admin.businessId,
      actor: adminActor(admin),
      kind: "team",
      summary: `Withdrew the invitation of ${link.email}`,
      changes: [{ path: "team.invitations", before: link.email }],
      now,
    });
  });
}

/** Who an invitation link is for, while it can be used. */
export async function checkInvitation(
  db: Db,
  options: { token: string; now: Date },
): Promise<JoinCheckResponse> {
  const link = await findUsableLink(db, { ...options, purpose: "invite" });
  if (!link) throw new AppError("gone", INVITE_LINK_UNUSABLE);
  const [business] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, link.businessId));
  return { email: link.email, businessName: business?.name ?? "" };
}

/** Accepts an invitation: creates the account (its email verified by the link) and signs it in. */
export async function joinTeam(
  db: Db,
  options: { token: string; name: string; password: string; ipAddress: string; now: Date },
) {
  const { now } = options;
  const passwordHash = await hashPassword(options.password);
  try {
    return await db.transaction(async (tx) => {
      const link = await consumeAccountLink(tx, { token: options.token, purpose: "invite", now });
      if (!link) throw new AppError("gone", INVITE_LINK_UNUSABLE);
      const member = await createAdminUser(tx, {
        businessId: link.businessId,
        email: link.email,
        name: options.name,
        passwordHash,
        role: link.role ?? "staff",
        emailVerified: true,
        now,
      });
      await recordSettingsChange(tx, {
        businessId: link.businessId,
        actor: { adminUserId: member.id, label: `${member.name} <${member.email}>` },
        kind: "team",
        summary: `${member.email} joined as ${link.role ?? "staff"}`,
        changes: [{ path: "team.members", after: member.email }],
        now,
      });
      const session = await createAdminSession(tx, {
        adminUserId: member.id,
        ipAddress: options.ipAddress,
        now,
      });
      return {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        admin: { name: member.name, email: member.email },
      };
    });
  } catch (error) {
    if (error instanceof AdminAccountError) throw new AppError("conflict", ALREADY_MEMBER);
    throw error;
  }
}

async function memberOf(db: Db | Tx, businessId: string, memberId: string) {
  const [member] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role })
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.id, memberId),
        eq(adminUsers.businessId, businessId),
        isNull(adminUsers.removedAt),
      ),
    );
  if (!member) throw new AppError("not_found", NOT_A_MEMBER);
  return member;
}

/** Removes a member and ends their sessions; the owner cannot remove themselves. */
export async function removeTeamMember(
  db: Db,
  options: { admin: SignedInAdmin; memberId: string; now: Date },
): Promise<void> {
  const { admin, memberId, now } = options;
  if (memberId === admin.adminUserId) throw new AppError("conflict", NOT_YOURSELF);
  await db.transaction(async (tx) => {
    await lockTeamAsOwner(tx, admin);
    const member = await memberOf(tx, admin.businessId, memberId);
    await revokeAdminSessionsOfUser(tx, { adminUserId: member.id, now });
    // The account leaves the business; its row stays so history and onboard marks keep a name.
    await tx
      .update(adminUsers)
      .set({
        removedAt: now,
        passwordHash: "!removed",
        email: `removed-${member.id}@invalid`,
        mailbox: `removed-${member.id}@invalid`,
        updatedAt: now,
      })
      .where(eq(adminUsers.id, member.id));
    await recordSettingsChange(tx, {
      businessId: admin.businessId,
      actor: adminActor(admin),
      kind: "team",
      summary: `Removed ${member.email}`,
      changes: [{ path: "team.members", before: member.email }],
      now,
    });
  });
}

/** Makes a staff member the owner; the previous owner stays on the team as staff. */
export async function transferOwnership(
  db: Db,
  options: { admin: SignedInAdmin; memberId: string; now: Date },
): Promise<void> {
  const { admin, memberId, now } = options;
  if (memberId === admin.adminUserId)
    throw new AppError("conflict", "You already own this business");
  await db.transaction(async (tx) => {
    await lockTeamAsOwner(tx, admin);
    const member = await memberOf(tx, admin.businessId, memberId);
    await tx
      .update(adminUsers)
      .set({ role: "owner", updatedAt: now })
      .where(eq(adminUsers.id, member.id));
    await tx
      .update(adminUsers)
      .set({ role: "staff", updatedAt: now })
      .where(eq(adminUsers.id, admin.adminUserId));
    await recordSettingsChange(tx, {
      businessId: admin.businessId,
      actor: adminActor(admin),
      kind: "team",
      summary: `Transferred ownership to ${member.email}`,
      changes: [
        { path: `team.members.${member.email}.role`, before: member.role, after: "owner" },
        { path: `team.members.${admin.email}.role`, before: "owner", after: "staff" },
      ],
      now,
    });
  });
}
