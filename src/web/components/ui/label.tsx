import type { ComponentProps } from "react";
import { cn } from "@/web/components/ui/cn";

export interface LabelProps extends ComponentProps<"label"> {
  /** The id of the field it names. */
  htmlFor: string;
}

export function Label({ htmlFor, className, children, ...props }: LabelProps) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn("mb-1.5 block text-sm font-medium", className)}
      {...props}
    >
      {children}
    </label>
  );
}
