import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { inviteRequestSchema } from "@/shared/api/account-contract";
import { Button } from "@/web/components/ui/button";
import { Form } from "@/web/components/ui/form";
import { TextField } from "@/web/components/ui/text-field";
import { toast } from "@/web/components/ui/toast-store";
import { fieldIssues } from "@/web/lib/api-error";
import { useInvite } from "./api/invite-member";

type InviteForm = z.input<typeof inviteRequestSchema>;

/**
 * Invites someone by email as staff. A refusal that names the address (an inbox that already
 * has an account: 409) is shown at the field; any other failure is toasted.
 */
export function InviteForm() {
  const form = useForm<InviteForm>({
    resolver: zodResolver(inviteRequestSchema),
    defaultValues: { email: "" },
  });
  const invite = useInvite();
  const send = ({ email }: InviteForm) =>
    invite.mutate(email, {
      onSuccess: () => {
        form.reset();
        toast({
          title: "Invitation sent",
          description: `${email} gets a link to join the team; it works once.`,
        });
      },
      onError: (error) => {
        const { email: atField } = fieldIssues(error, ["email"]);
        if (atField) form.setError("email", { message: atField }, { shouldFocus: true });
        else {
          toast({
            title: "Invitation not sent",
            description: error.message,
            variant: "destructive",
          });
        }
      },
    });

  return (
    <Form noValidate onSubmit={form.handleSubmit(send)} className="grid gap-3 sm:max-w-md">
      <TextField
        id="invite-email"
        label="Email address"
        type="email"
        autoComplete="off"
        inputMode="email"
        error={form.formState.errors.email?.message}
        {...form.register("email")}
      />
      <Button type="submit" loading={invite.isPending} className="justify-self-start">
        {invite.isPending ? "Sending..." : "Send invitation"}
      </Button>
    </Form>
  );
}
