import type { TeamResponse } from "@/shared/api/account-contract";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/components/ui/toast-store";
import { formatAdminDate } from "@/web/lib/order-text";
import { useWithdrawInvitation } from "./api/withdraw-invitation";

type Invitation = TeamResponse["invitations"][number];

/** Invitations not accepted yet; withdrawing one makes its link unusable. */
export function InvitationsList({
  invitations,
  timeZone,
}: {
  invitations: readonly Invitation[];
  timeZone: string;
}) {
  const withdraw = useWithdrawInvitation();
  if (invitations.length === 0) {
    return <p className="text-sm text-muted-foreground">No invitations waiting.</p>;
  }
  const withdrawOne = (invitation: Invitation) =>
    withdraw.mutate(invitation.id, {
      onSuccess: () =>
        toast({
          title: "Invitation withdrawn",
          description: `The link sent to ${invitation.email} no longer works.`,
        }),
      onError: (error) =>
        toast({
          title: "Invitation not withdrawn",
          description: error.message,
          variant: "destructive",
        }),
    });

  return (
    <ul className="divide-y divide-border">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="break-all font-medium">{invitation.email}</p>
            <p className="text-sm text-muted-foreground">
              Expires {formatAdminDate(invitation.expiresAt, timeZone)}
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            loading={withdraw.isPending && withdraw.variables === invitation.id}
            onClick={() => withdrawOne(invitation)}
          >
            Withdraw<span className="sr-only"> the invitation to {invitation.email}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
