import { z } from "zod";
import { newPasswordField } from "@/shared/api/admin-contract";

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
