import type { LucideIcon } from "lucide-react";
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

type HeaderLink = { href: string; label: string; Icon: LucideIcon };

const MEMBER_LINKS: HeaderLink[] = [
  { href: ADMIN_SCHEDULE_PATH, label: "Schedule", Icon: CalendarDays },
  { href: ADMIN_PLANS_PATH, label: "Plans", Icon: Repeat },
  { href: ADMIN_FUNNEL_PATH, label: "Funnel", Icon: ChartNoAxesColumn },
];
const SETTINGS_LINK: HeaderLink = {
  href: adminSettingsPath("profile"),
  label: "Settings",
  Icon: Settings,
};

/**
 * The dashboard's top bar: who is signed in, Schedule, Plans, Funnel, Settings (for the owner) and
 * Sign out.
 */
export function DashboardHeader({ session }: { session: AdminPingResponse }) {
  const links = session.admin.role === "owner" ? [...MEMBER_LINKS, SETTINGS_LINK] : MEMBER_LINKS;
  return (
    <SignedInHeader
      who={session.admin.name}
      links={links.map(({ href, label, Icon }) => (
        <Link
          key={href}
          href={href}
          className={buttonClasses({ variant: "secondary", size: "sm" })}
        >
          <Icon aria-hidden className="size-4" />
          {/* Under 1024 px the bar has room for the icons only; the names stay for AT. */}
          <span className="sr-only lg:not-sr-only">{label}</span>
        </Link>
      ))}
    />
  );
}
