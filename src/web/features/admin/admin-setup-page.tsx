import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { useLocation, useSearch } from "wouter";
import { z } from "zod";
import { adminSetupRequestSchema } from "@/shared/api/admin-contract";
import { ROUTES } from "@/shared/routes";
import { ApiError } from "@/web/app/api-client";
import { Button } from "@/web/components/ui/button";
import { Form } from "@/web/components/ui/form";
import { TextField } from "@/web/components/ui/text-field";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { storeAdminToken } from "./admin-token-store";
import { setUpFirstAdmin, useSetupLinkCheck } from "./api/admin-session";
import { AdminAuthCard } from "./components/admin-auth-card";

const ownerFormSchema = adminSetupRequestSchema
  .omit({ token: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords differ",
  });
type OwnerForm = z.input<typeof ownerFormSchema>;

const FIELDS = [
  { name: "email", label: "Email", type: "email", autoComplete: "username", inputMode: "email" },
  {
    name: "password",
    label: "Password (at least 12 characters)",
    type: "password",
    autoComplete: "new-password",
  },
  {
    name: "confirmPassword",
    label: "Repeat the password",
    type: "password",
    autoComplete: "new-password",
  },
] as const;

/** /admin/setup?token=...: the one-time link the server prints while it has no admin. */
export default function AdminSetupPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const [, navigate] = useLocation();
  const link = useSetupLinkCheck(token);
  const form = useForm<OwnerForm>({
    resolver: zodResolver(ownerFormSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });
  const setUp = useMutation({
    mutationFn: ({ email, password }: OwnerForm) => setUpFirstAdmin({ token, email, password }),
    onSuccess: (answer) => {
      storeAdminToken(answer.token);
      navigate(ROUTES.admin);
    },
  });
  const { errors } = form.formState;
  const unusable =
    link.error ??
    (setUp.error instanceof ApiError && setUp.error.status === 410 ? setUp.error : null);

  return (
    <AdminAuthCard
      icon={<KeyRound aria-hidden className="size-5" />}
      title="Create the owner account"
      notice={unusable ? null : setUp.error?.message}
    >
      {unusable ? (
        <div role="alert" className="grid gap-3 text-sm">
          <p className="font-medium">{unusable.message}</p>
          <p className="text-muted-foreground">
            Each start of a server without an admin prints a new link in its log.
          </p>
        </div>
      ) : (
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
      )}
    </AdminAuthCard>
  );
}
