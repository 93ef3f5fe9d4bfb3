import type { ComponentProps } from "react";
import { useHydrated } from "@/web/hooks/use-hydrated";

/**
 * Every form of the product. It never sends what was typed in a URL: the method is POST, and
 * a prerendered form stays disabled until the page is hydrated, so a submit before the
 * JavaScript has loaded cannot fall back to the browser's native GET. It looks ready while it
 * waits (`data-pending`: the `unusable:` styles of src/web/styles.css skip it), so the first
 * paint is the page the visitor will use. Forms rendered in the browser are ready at once.
 */
export function Form({ children, ...props }: ComponentProps<"form">) {
  const hydrated = useHydrated();
  return (
    <form method="post" {...props}>
      <PendingFieldset hydrated={hydrated}>{children}</PendingFieldset>
    </form>
  );
}

/** Controls that wait, disabled but looking ready, until the page is hydrated. */
export function PendingFieldset({
  hydrated,
  children,
  className = "contents",
}: {
  hydrated: boolean;
  children: ComponentProps<"fieldset">["children"];
  className?: string;
}) {
  return (
    <fieldset disabled={!hydrated} data-pending={hydrated ? undefined : ""} className={className}>
      {children}
    </fieldset>
  );
}
