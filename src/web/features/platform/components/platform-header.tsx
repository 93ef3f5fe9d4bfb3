import { LayoutDashboard } from "lucide-react";
import { Link } from "wouter";
import type { AdminPingResponse } from "@/shared/api/admin-contract";
import { ROUTES } from "@/shared/routes";
import { SignedInHeader } from "@/web/components/dashboard/signed-in-header";
import { buttonClasses } from "@/web/components/ui/button";

/** The console's top bar: who is signed in, their own dashboard and Sign out. */
export function PlatformHeader({ session }: { session: AdminPingResponse }) {
  return (
    <SignedInHeader
      who={session.admin.email}
      links={
        <Link href={ROUTES.admin} className={buttonClasses({ variant: "secondary", size: "sm" })}>
          <LayoutDashboard aria-hidden className="size-4" />
          <span className="sr-only lg:not-sr-only">Dashboard</span>
        </Link>
      }
    />
  );
}
