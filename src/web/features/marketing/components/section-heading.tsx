import type { ReactNode } from "react";
import { cn } from "@/web/components/ui/cn";

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "center",
  tone = "light",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: "center" | "left";
  tone?: "light" | "dark";
}) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p
          className={cn(
            "text-sm font-semibold tracking-wide uppercase",
            tone === "dark" ? "text-blue-200" : "text-primary",
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children && (
        <div
          className={cn(
            "mt-4 text-lg",
            tone === "dark" ? "text-slate-300" : "text-muted-foreground",
          )}
        >
          {children}
        </div>
      )}
    </div>
  );
}
