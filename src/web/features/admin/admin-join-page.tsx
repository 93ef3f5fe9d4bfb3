import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { UsersRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import type { z } from "zod";
import { joinRequestSchema } from "@/shared/api/account-contract";
import { ROUTES } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { Form } from "@/web/components/ui/form";
import { TextField } from "@/web/components/ui/text-field";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { useEnterDashboard } from "@/web/lib/session/use-enter-dashboard";
import { useInvitationCheck } from "./api/check-invitation";
import { joinTeam } from "./api/join-team";
import { NEW_PASSWORD_FIELDS, withRepeatedPassword } from "./components/new-password-fields";
import { OneTimeLinkCard } from "./components/one-time-link-card";

const memberFormSchema = withRepeatedPassword(joinRequestSchema.pick({ name: true }));
type MemberForm = z.input<typeof memberFormSchema>;

const FIELDS = [
  { name: "name", label: "Your name", type: "text", autoComplete: "name" },
  ...NEW_PASSWORD_FIELDS,
] as const;

/** The invitation's token, from the link's fragment (`#token=...`), which no server sees. */
function tokenInFragment(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
}

/**
 * /admin/join#token=...: the link a team invitation emails (docs/product/settings.md#team). The
 * invitee names themself and chooses a password; the account is created and signed in.
 */
export default function AdminJoinPage() {
  const [token] = useState(tokenInFragment);
  const enterDashboard = useEnterDashboard();
  const invitation = useInvitationCheck(token);
  const businessName = invitation.data?.businessName;
  useDocumentTitle(businessName ? `Join ${businessName}` : "Join the team");
  const form = useForm<MemberForm>({
    resolver: zodResolver(memberFormSchema),
    defaultValues: { name: "", password: "", confirmPassword: "" },
  });
  const join = useMutation({
    mutationFn: ({ name, password }: MemberForm) => joinTeam({ token, name, password }),
    onSuccess: enterDashboard,
  });
  const { errors } = form.formState;

  return (
    <OneTimeLinkCard
      icon={<UsersRound aria-hidden className="size-5" />}
      title={businessName ? `Join ${businessName}` : "Join the team"}
      checkError={invitation.error}
      submitError={join.error}
      unusableHint={
        <>
          Already joined?{" "}
          <Link
            href={ROUTES.admin}
            className="font-medium text-primary underline underline-offset-2"
          >
            Sign in to the dashboard
          </Link>
          .
        </>
      }
    >
      <Form
        noValidate
        onSubmit={form.handleSubmit((values) => join.mutate(values))}
        className="grid gap-4"
      >
        <p className="text-sm text-muted-foreground">
          You were invited to the team that runs this business's dashboard. Choose how you sign in.
        </p>
        <TextField
          id="join-email"
          label="Email"
          type="email"
          autoComplete="username"
          readOnly
          value={invitation.data?.email ?? ""}
          className="bg-muted"
        />
        {FIELDS.map(({ name, ...field }) => (
          <TextField
            key={name}
            id={`join-${name}`}
            {...field}
            error={errors[name]?.message}
            {...form.register(name)}
          />
        ))}
        <Button
          type="submit"
          loading={join.isPending}
          disabled={!invitation.data}
          className="mt-2 w-full"
        >
          {join.isPending ? "Joining..." : "Join and sign in"}
        </Button>
      </Form>
    </OneTimeLinkCard>
  );
}
