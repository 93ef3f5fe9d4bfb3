import type { ReactNode } from "react";
import { z } from "zod";
import { newPasswordField } from "@/shared/api/admin-contract";
import { ApiError } from "@/web/app/api-client";
import { AdminAuthCard } from "./admin-auth-card";

/** A new password typed twice, as every form that creates an account asks for it. */
const repeatedPasswordSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords differ",
  });

/** An account form's own fields and the new password typed twice. */
export function withRepeatedPassword<Fields extends z.ZodObject>(fields: Fields) {
  return z.intersection(fields, repeatedPasswordSchema);
}

export const NEW_PASSWORD_FIELDS = [
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

/**
 * The card a one-time link opens (the first admin's setup link, a team invitation): its form, or,
 * when the server says the link cannot be used (on checking it, or 410 on sending the form), the
 * server's message and what to do instead, with no form.
 */
export function OneTimeLinkCard({
  icon,
  title,
  checkError,
  submitError,
  unusableHint,
  children,
}: {
  icon: ReactNode;
  title: string;
  checkError: Error | null;
  submitError: Error | null;
  unusableHint: ReactNode;
  children: ReactNode;
}) {
  const unusable =
    checkError ??
    (submitError instanceof ApiError && submitError.status === 410 ? submitError : null);
  return (
    <AdminAuthCard icon={icon} title={title} notice={unusable ? null : submitError?.message}>
      {unusable ? (
        <div role="alert" className="grid gap-3 text-sm">
          <p className="font-medium">{unusable.message}</p>
          <p className="text-muted-foreground">{unusableHint}</p>
        </div>
      ) : (
        children
      )}
    </AdminAuthCard>
  );
}
