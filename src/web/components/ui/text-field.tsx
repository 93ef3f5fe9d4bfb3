import { FieldError } from "@/web/components/ui/field-error";
import { Input, type InputProps } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";

/** A labelled, required input with its error message under it (announced through aria-describedby). */
export function TextField({
  id,
  label,
  error,
  ...input
}: InputProps & { label: string; error?: string | undefined }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-required invalid={Boolean(error)} {...input} />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}

/** How we ask a customer for their name, email and phone, wherever we ask. */
export const CUSTOMER_FIELDS = {
  customerName: { name: "customerName", label: "Full Name", type: "text", autoComplete: "name" },
  email: { name: "email", label: "Email Address", type: "email", autoComplete: "email" },
  phone: {
    name: "phone",
    label: "Phone Number",
    type: "tel",
    autoComplete: "tel",
    placeholder: "(555) 123-4567",
  },
} as const;
