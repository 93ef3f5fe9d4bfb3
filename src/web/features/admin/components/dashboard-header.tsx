import { CalendarDays, ChartNoAxesColumn, Repeat, Settings } from "lucide-react";
import { Link } from "wouter";
import type { AdminPingResponse } from "@/shared/api/admin-contract";
import {
  ADMIN_FUNNEL_PATH,
  ADMIN_PLANS_PATH,
  ADMIN_SCHEDULE_PATH,
  adminSettingsPath,
} from "@/shared/routes";
import { SignedInHeader } from "@/web/components/dashboard/signed-in-header";
import { buttonClasses } from "@/web/components/ui/button";

/**
 * The dashboard's top bar: who is signed in, Schedule, Plans, Funnel, Settings (for the owner) and
 * Sign out.
 */
export function DashboardHeader({ session }: { session: AdminPingResponse }) {
  return (
    <SignedInHeader
      who={session.admin.name}
      links={
        <>
          <Link
            href={ADMIN_SCHEDULE_PATH}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          >
            <CalendarDays aria-hidden className="size-4" />
            <span className="sr-only sm:not-sr-only">Schedule</span>
          </Link>
          <Link
            href={ADMIN_PLANS_PATH}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          >
            <Repeat aria-hidden className="size-4" />
            <span className="sr-only sm:not-sr-only">Plans</span>
          </Link>
          <Link
            href={ADMIN_FUNNEL_PATH}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          >
            <ChartNoAxesColumn aria-hidden className="size-4" />
            <span className="sr-only sm:not-sr-only">Funnel</span>
          </Link>
          {session.admin.role === "owner" && (
            <Link
              href={adminSettingsPath("profile")}
              className={buttonClasses({ variant: "secondary", size: "sm" })}
            >
              <Settings aria-hidden className="size-4" />
              {/* A phone's header has room for the icon only; the name stays for AT. */}
              <span className="sr-only sm:not-sr-only">Settings</span>
            </Link>
          )}
        </>
      }
    />
  );
}
