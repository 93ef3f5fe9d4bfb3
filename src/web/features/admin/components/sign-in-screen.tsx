import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { LockKeyhole } from "lucide-react";
import { useForm } from "react-hook-form";
import { type AdminLoginRequest, adminLoginRequestSchema } from "@/shared/api/admin-contract";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Logo } from "@/web/components/ui/logo";
import { TextField } from "@/web/components/ui/text-field";
import { type SignedOutReason, storeAdminToken } from "../admin-token-store";
import { signInAdmin } from "../api/admin-session";

const REASONS: Record<SignedOutReason, string | null> = {
  signed_out: null,
  session_ended: "Your session has ended. Please sign in again.",
};

const FIELDS = [
  { name: "email", label: "Email", type: "email", autoComplete: "username", inputMode: "email" },
  { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
] as const;

/** Email and password; a valid sign-in stores the token and the dashboard takes over. */
export function SignInScreen({ reason }: { reason: SignedOutReason | null }) {
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
    <div className="flex min-h-dvh flex-col items-center justify-center gap-8 px-4 py-12">
      <header>
        <Logo />
      </header>
      <main className="w-full max-w-sm">
        <Card>
          <div className="mb-6 flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
              <LockKeyhole aria-hidden className="size-5" />
            </span>
            <div>
              <h1 className="text-xl font-semibold tracking-tight">Admin sign in</h1>
              <p className="text-sm text-muted-foreground">Instant Quote Dashboard</p>
            </div>
          </div>
          {notice && (
            <p
              role="alert"
              className="mb-4 rounded-md border border-danger bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground"
            >
              {notice}
            </p>
          )}
          <form
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
          </form>
        </Card>
      </main>
    </div>
  );
}
