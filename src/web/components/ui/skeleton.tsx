import type { ComponentProps } from "react";
import { cn } from "@/web/components/ui/cn";

/** A pulsing block that holds the space of content still loading; size it with className. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden
      className={cn("rounded-md bg-muted motion-safe:animate-pulse", className)}
      {...props}
    />
  );
}
