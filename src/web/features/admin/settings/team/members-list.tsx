import type { TeamMember } from "@/shared/api/account-contract";
import type { AdminPingResponse } from "@/shared/api/admin-contract";
import { Badge } from "@/web/components/ui/badge";
import { formatAdminDay } from "@/web/lib/order-text";
import { RemoveMemberButton, TransferOwnershipButton } from "./member-actions";

const ROLE_LABELS: Record<TeamMember["role"], string> = { owner: "Owner", staff: "Staff" };

/** Everyone who may sign in; the owner may remove or hand the business to anyone but themself. */
export function MembersList({
  members,
  session,
}: {
  members: readonly TeamMember[];
  session: AdminPingResponse;
}) {
  return (
    <ul className="divide-y divide-border">
      {members.map((member) => {
        const isYou = member.email === session.admin.email;
        return (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {member.name}
                {isYou && <span className="text-sm font-normal text-muted-foreground">(you)</span>}
                <Badge variant={member.role === "owner" ? "primary" : "neutral"}>
                  {ROLE_LABELS[member.role]}
                </Badge>
                {!member.emailVerified && <Badge variant="warning">Email not verified</Badge>}
              </p>
              <p className="break-all text-sm text-muted-foreground">{member.email}</p>
              <p className="text-sm text-muted-foreground">
                Joined {formatAdminDay(member.createdAt, session.business.timezone)}
              </p>
            </div>
            {!isYou && (
              <div className="flex flex-wrap gap-2">
                <TransferOwnershipButton member={member} />
                <RemoveMemberButton member={member} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
