import type { ReactNode } from "react";
import type { AdminPingResponse } from "@/shared/api/admin-contract";
import { ListProblem } from "@/web/components/dashboard/list-problem";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useTeam } from "./api/get-team";
import { InvitationsList } from "./invitations-list";
import { InviteForm } from "./invite-form";
import { MembersList } from "./members-list";

function TeamCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id} role="region">
      <h3 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h3>
      {children}
    </Card>
  );
}

/**
 * /admin/settings/team (docs/product/settings.md#team): who may sign in, inviting staff, the
 * invitations not yet accepted, removing a member and handing the business to another.
 */
export function TeamSection({ session }: { session: AdminPingResponse }) {
  const team = useTeam();
  if (team.isError) {
    return <ListProblem message={team.error.message} onRetry={() => void team.refetch()} />;
  }
  if (!team.data) {
    return (
      <div role="status">
        <span className="sr-only">Loading your team...</span>
        <Skeleton className="h-64" />
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <TeamCard id="team-members" title="Members">
        <MembersList members={team.data.members} session={session} />
      </TeamCard>
      <TeamCard id="team-invite" title="Invite a team member">
        <p className="mb-3 text-sm text-muted-foreground">
          They get an email with a link to join as staff: staff see and work the orders, leads and
          custom quotes, but not the settings or the team.
        </p>
        <InviteForm />
      </TeamCard>
      <TeamCard id="team-invitations" title="Open invitations">
        <InvitationsList invitations={team.data.invitations} timeZone={session.business.timezone} />
      </TeamCard>
    </div>
  );
}
