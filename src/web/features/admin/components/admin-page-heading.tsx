import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { ROUTES } from "@/shared/routes";

/**
 * The head of a dashboard page of its own: the way back (to the dashboard unless `back` names
 * another page), its title, a line under it.
 */
export function AdminPageHeading({
  title,
  back = { href: ROUTES.admin, label: "Dashboard" },
  children,
}: {
  title: string;
  back?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <div>
      <Link
        href={back.href}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {back.label}
      </Link>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
