import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { useSearch } from "wouter";
import type { z } from "zod";
import { adminSetupRequestSchema } from "@/shared/api/admin-contract";
import { Button } from "@/web/components/ui/button";
import { Form } from "@/web/components/ui/form";
import { TextField } from "@/web/components/ui/text-field";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { useEnterDashboard } from "@/web/lib/session/use-enter-dashboard";
import { useSetupLinkCheck } from "./api/check-setup-link";
import { setUpFirstAdmin } from "./api/set-up-first-admin";
import { NEW_PASSWORD_FIELDS, withRepeatedPassword } from "./components/new-password-fields";
import { OneTimeLinkCard } from "./components/one-time-link-card";

const ownerFormSchema = withRepeatedPassword(
  adminSetupRequestSchema.pick({ name: true, email: true }),
);
type OwnerForm = z.input<typeof ownerFormSchema>;

const FIELDS = [
  { name: "name", label: "Your name", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "username", inputMode: "email" },
  ...NEW_PASSWORD_FIELDS,
] as const;

/** /admin/setup?token=...: the one-time link the server prints while it has no admin. */
export default function AdminSetupPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const enterDashboard = useEnterDashboard();
  const link = useSetupLinkCheck(token);
  const form = useForm<OwnerForm>({
    resolver: zodResolver(ownerFormSchema),
    defaultValues: { name: "", email: "", password: "", confirmPassword: "" },
  });
  const setUp = useMutation({
    mutationFn: ({ name, email, password }: OwnerForm) =>
      setUpFirstAdmin({ token, name, email, password }),
    onSuccess: enterDashboard,
  });
  const { errors } = form.formState;

  return (
    <OneTimeLinkCard
      icon={<KeyRound aria-hidden className="size-5" />}
      title="Create the owner account"
      checkError={link.error}
      submitError={setUp.error}
      unusableHint="Each start of a server without an admin prints a new link in its log."
    >
      <Form
        noValidate
        onSubmit={form.handleSubmit((values) => setUp.mutate(values))}
        className="grid gap-4"
      >
        <p className="text-sm text-muted-foreground">
          This link works once. The account you create here runs the dashboard.
        </p>
        {FIELDS.map(({ name, ...field }) => (
          <TextField
            key={name}
            id={`setup-${name}`}
            {...field}
            error={errors[name]?.message}
            {...form.register(name)}
          />
        ))}
        <Button
          type="submit"
          loading={setUp.isPending}
          disabled={link.isPending}
          className="mt-2 w-full"
        >
          {setUp.isPending ? "Creating..." : "Create account and sign in"}
        </Button>
      </Form>
    </OneTimeLinkCard>
  );
}
