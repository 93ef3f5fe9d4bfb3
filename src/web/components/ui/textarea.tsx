import type { ComponentProps } from "react";
import { cn } from "@/web/components/ui/cn";
import { fieldErrorId } from "@/web/components/ui/field-error";
import { fieldClasses } from "@/web/components/ui/input";

export interface TextareaProps extends ComponentProps<"textarea"> {
  id: string;
  /** Marks the field invalid and points its description at <FieldError fieldId={id}>. */
  invalid?: boolean;
}

export function Textarea({
  id,
  invalid = false,
  className,
  "aria-describedby": describedBy,
  ...props
}: TextareaProps) {
  const describedByIds = [describedBy, invalid && fieldErrorId(id)].filter(Boolean).join(" ");
  return (
    <textarea
      id={id}
      aria-invalid={invalid || undefined}
      aria-describedby={describedByIds || undefined}
      className={cn(fieldClasses, "min-h-24 py-2", className)}
      {...props}
    />
  );
}
