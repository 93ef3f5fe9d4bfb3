import type { ComponentProps } from "react";
import { cn } from "@/web/components/ui/cn";
import { fieldErrorId } from "@/web/components/ui/field-error";

export interface InputProps extends ComponentProps<"input"> {
  id: string;
  /** Marks the field invalid and points its description at <FieldError fieldId={id}>. */
  invalid?: boolean;
}

/** The look of every text box: inputs and text areas alike. */
export const fieldClasses =
  "block min-h-11 w-full rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground unusable:cursor-not-allowed unusable:bg-muted aria-invalid:border-danger";

export function Input({
  id,
  invalid = false,
  className,
  "aria-describedby": describedBy,
  ...props
}: InputProps) {
  const describedByIds = [describedBy, invalid && fieldErrorId(id)].filter(Boolean).join(" ");
  return (
    <input
      id={id}
      aria-invalid={invalid || undefined}
      aria-describedby={describedByIds || undefined}
      className={cn(fieldClasses, className)}
      {...props}
    />
  );
}
