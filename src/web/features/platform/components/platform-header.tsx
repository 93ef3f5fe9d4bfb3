import { LayoutDashboard, LogOut } from "lucide-react";
import { Link } from "wouter";
import type { AdminPingResponse } from "@/shared/api/admin-contract";
import { ROUTES } from "@/shared/routes";
import { Button, buttonClasses } from "@/web/components/ui/button";
import { Logo } from "@/web/components/ui/logo";
import { useSignOut } from "@/web/features/admin/use-sign-out";

/** The console's top bar: the mark, who is signed in, their own dashboard and Sign out. */
export function PlatformHeader({ session }: { session: AdminPingResponse }) {
  const signOut = useSignOut();
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex h-16 max-w-page items-center justify-between gap-3 px-4 sm:px-6">
        <Logo />
        <div className="flex items-center gap-3">
          <p className="hidden text-sm text-muted-foreground sm:block">
            Signed in as <span className="font-medium text-foreground">{session.admin.email}</span>
          </p>
          <Link href={ROUTES.admin} className={buttonClasses({ variant: "secondary", size: "sm" })}>
            <LayoutDashboard aria-hidden className="size-4" />
            <span className="sr-only sm:not-sr-only">Dashboard</span>
          </Link>
          <Button variant="secondary" size="sm" onClick={() => void signOut()}>
            <LogOut aria-hidden className="size-4" />
            Sign out
          </Button>
        </div>
      </div>
    </header>
  );
}
