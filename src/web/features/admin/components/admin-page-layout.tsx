import type { ReactNode } from "react";
import type { AdminPingResponse } from "@/shared/api/admin-contract";
import { AdminPageHeading } from "./admin-page-heading";
import { DashboardHeader } from "./dashboard-header";

/**
 * A dashboard page of its own: the header, then its heading (the way back, the title, the
 * business and its time zone) and its content.
 */
export function AdminPageLayout({
  session,
  title,
  back,
  children,
}: {
  session: AdminPingResponse;
  title: string;
  back?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh">
      <DashboardHeader session={session} />
      <main className="mx-auto grid max-w-page grid-cols-1 gap-6 px-4 py-6 sm:px-6">
        <AdminPageHeading title={title} {...(back && { back })}>
          {session.business.name} · Times in {session.business.timezone}
        </AdminPageHeading>
        {children}
      </main>
    </div>
  );
}
