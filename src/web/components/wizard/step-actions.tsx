import type { ReactNode } from "react";
import { cn } from "@/web/components/ui/cn";

/**
 * A step's buttons (Back and its primary action). In the embed's panel, which scrolls within
 * its fixed height, they stick to the panel's bottom edge so the way on is always in sight.
 */
export function StepActions({
  compact,
  className,
  children,
}: {
  compact: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      data-testid="step-actions"
      className={cn(
        "flex gap-3",
        compact
          ? // The panel pads its content by 1rem: the bar covers that padding too.
            "sticky -bottom-4 z-10 -mx-4 -mb-4 mt-4 border-t border-border bg-card px-4 py-3"
          : "mt-4",
        className,
      )}
    >
      {children}
    </div>
  );
}
