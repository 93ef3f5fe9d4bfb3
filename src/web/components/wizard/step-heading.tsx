import type { ReactNode } from "react";
import { cn } from "@/web/components/ui/cn";

/** A step's title; the wizard moves focus here when the step changes. */
export function StepHeading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h2
      data-step-heading
      tabIndex={-1}
      className={cn(
        "text-xl font-semibold tracking-tight text-balance focus:outline-none sm:text-2xl",
        className,
      )}
    >
      {children}
    </h2>
  );
}
