import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import type { PlatformBusiness } from "@/shared/api/platform-contract";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogActions } from "@/web/components/ui/dialog";
import { FieldError } from "@/web/components/ui/field-error";
import { Form } from "@/web/components/ui/form";
import { Label } from "@/web/components/ui/label";
import { Textarea } from "@/web/components/ui/textarea";
import { toast } from "@/web/components/ui/toast-store";
import { useChangeBusinessStatus } from "../api/change-business-status";

/** The operator says why: the reason is recorded in the business's history. */
const suspendFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, "Say why the business is suspended")
    .max(300, "Keep the reason under 300 characters"),
});
type SuspendForm = z.input<typeof suspendFormSchema>;

function toastFailure(title: string, error: Error) {
  toast({ title, description: error.message, variant: "destructive" });
}

/** Asks why, then suspends. */
function SuspendDialog({
  business,
  open,
  onOpenChange,
}: {
  business: PlatformBusiness;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const change = useChangeBusinessStatus();
  const form = useForm<SuspendForm>({
    resolver: zodResolver(suspendFormSchema),
    defaultValues: { reason: "" },
  });
  const fieldId = `suspend-reason-${business.id}`;
  const suspend = ({ reason }: SuspendForm) =>
    change.mutate(
      { businessId: business.id, action: "suspend", reason },
      {
        onSuccess: () => {
          onOpenChange(false);
          form.reset();
          toast({
            title: `${business.name} suspended`,
            description: "Its pages no longer take quotes.",
          });
        },
        onError: (error) => toastFailure("Not suspended", error),
      },
    );
  const error = form.formState.errors.reason?.message;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Suspend ${business.name}?`}
      description={
        <p>
          Its quote page, widget and public API stop taking quotes at once and tell its customers
          so. Its team still signs in and sees why. You can reinstate it later.
        </p>
      }
    >
      <Form noValidate onSubmit={form.handleSubmit(suspend)} className="grid gap-4">
        <div>
          <Label htmlFor={fieldId}>Reason (kept in the business's history)</Label>
          <Textarea
            id={fieldId}
            aria-required
            invalid={Boolean(error)}
            {...form.register("reason")}
          />
          <FieldError fieldId={fieldId} message={error} />
        </div>
        <DialogActions>
          <Button type="submit" variant="danger" loading={change.isPending}>
            Suspend business
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/**
 * Suspend (asking why first) a business that is not suspended; reinstate one that is. One button
 * whose label follows the status, so the focus stays on it when the status changes.
 */
export function BusinessStatusAction({ business }: { business: PlatformBusiness }) {
  const [asking, setAsking] = useState(false);
  const reinstate = useChangeBusinessStatus();
  const suspended = business.status === "suspended";
  const onClick = () => {
    if (!suspended) return setAsking(true);
    reinstate.mutate(
      { businessId: business.id, action: "reinstate" },
      {
        onSuccess: () =>
          toast({
            title: `${business.name} reinstated`,
            description: "Its pages take quotes again.",
          }),
        onError: (error) => toastFailure("Not reinstated", error),
      },
    );
  };
  return (
    <>
      <Button variant="secondary" size="sm" loading={reinstate.isPending} onClick={onClick}>
        {suspended ? "Reinstate" : "Suspend"}
        <span className="sr-only"> {business.name}</span>
      </Button>
      <SuspendDialog business={business} open={asking} onOpenChange={setAsking} />
    </>
  );
}
