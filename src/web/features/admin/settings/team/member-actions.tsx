import { useState } from "react";
import { useLocation } from "wouter";
import type { TeamMember } from "@/shared/api/account-contract";
import { ROUTES } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/dialog";
import { toast } from "@/web/components/ui/toast-store";
import { useRemoveMember } from "./api/remove-member";
import { useTransferOwnership } from "./api/transfer-ownership";

function toastFailure(title: string, error: Error) {
  toast({ title, description: error.message, variant: "destructive" });
}

/** Remove, after saying what it does: the member is signed out and can no longer sign in. */
export function RemoveMemberButton({ member }: { member: TeamMember }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveMember();
  const confirm = () =>
    remove.mutate(member.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: "Member removed", description: `${member.name} can no longer sign in.` });
      },
      onError: (error) => toastFailure("Member not removed", error),
    });
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Remove<span className="sr-only"> {member.name}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Remove ${member.name}?`}
        description={
          <p>
            {member.name} ({member.email}) is signed out at once and can no longer sign in to the
            dashboard. You can invite them again later.
          </p>
        }
        confirmLabel="Remove member"
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}

/**
 * Hands the business to another member, after saying what the owner loses: they become staff and
 * no longer reach the settings. The dashboard follows the new role at once.
 */
export function TransferOwnershipButton({ member }: { member: TeamMember }) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const transfer = useTransferOwnership();
  const confirm = () =>
    transfer.mutate(member.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: "Ownership transferred", description: `${member.name} is now the owner.` });
        navigate(ROUTES.admin);
      },
      onError: (error) => toastFailure("Ownership not transferred", error),
    });
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Transfer ownership<span className="sr-only"> to {member.name}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Make ${member.name} the owner?`}
        description={
          <>
            <p>
              {member.name} becomes the business's owner: they change its settings and manage the
              team.
            </p>
            <p className="font-medium text-foreground">
              You become staff: you keep the orders and leads but lose the settings and the team.
              Only the new owner can give ownership back.
            </p>
          </>
        }
        confirmLabel="Transfer ownership"
        pending={transfer.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
