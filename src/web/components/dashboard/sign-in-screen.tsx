import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { LockKeyhole } from "lucide-react";
import { useForm } from "react-hook-form";
import { type AdminLoginRequest, adminLoginRequestSchema } from "@/shared/api/admin-contract";
import { AdminAuthCard } from "@/web/components/dashboard/admin-auth-card";
import { Button } from "@/web/components/ui/button";
import { Form } from "@/web/components/ui/form";
import { TextField } from "@/web/components/ui/text-field";
import { signInAdmin } from "@/web/lib/api/sign-in-admin";
import { type SignedOutReason, storeAdminToken } from "@/web/lib/session/admin-token-store";

const REASONS: Record<SignedOutReason, string | null> = {
  signed_out: null,
  session_ended: "Your session has ended. Please sign in again.",
};

const FIELDS = [
  { name: "email", label: "Email", type: "email", autoComplete: "username", inputMode: "email" },
  { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
] as const;

/**
 * Email and password; a valid sign-in stores the token and the page that asked (the dashboard,
 * the platform console) takes over.
 */
export function SignInScreen({
  reason,
  title = "Admin sign in",
  subtitle,
}: {
  reason: SignedOutReason | null;
  title?: string;
  subtitle?: string;
}) {
  const form = useForm<AdminLoginRequest>({
    resolver: zodResolver(adminLoginRequestSchema),
    defaultValues: { email: "", password: "" },
  });
  const signIn = useMutation({
    mutationFn: signInAdmin,
    onSuccess: (answer) => storeAdminToken(answer.token),
    onError: () => form.setValue("password", ""),
  });
  const { errors } = form.formState;
  const notice = signIn.error?.message ?? (reason ? REASONS[reason] : null);

  return (
    <AdminAuthCard
      icon={<LockKeyhole aria-hidden className="size-5" />}
      title={title}
      subtitle={subtitle}
      notice={notice}
    >
      <Form
        noValidate
        onSubmit={form.handleSubmit((values) => signIn.mutate(values))}
        className="grid gap-4"
      >
        {FIELDS.map(({ name, ...field }) => (
          <TextField
            key={name}
            id={`admin-${name}`}
            {...field}
            error={errors[name]?.message}
            {...form.register(name)}
          />
        ))}
        <Button type="submit" loading={signIn.isPending} className="mt-2 w-full">
          {signIn.isPending ? "Signing in..." : "Sign in"}
        </Button>
      </Form>
    </AdminAuthCard>
  );
}
