import { Redirect, useRoute } from "wouter";
import type { AdminPingResponse } from "@/shared/api/admin-contract";
import { adminSettingsPath } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { AdminPageHeading } from "../components/admin-page-heading";
import { DashboardHeader } from "../components/dashboard-header";
import { useBusinessSettingsQuery } from "./api/get-business-settings";
import { SettingsNav } from "./settings-nav";
import { BUILT_SECTIONS, type BuiltSection, findSection } from "./settings-sections";
import { BusinessSettingsProvider } from "./use-business-settings";

const SECTION_HEADING_ID = "settings-section-heading";

/** A section that edits the configuration, once the configuration is loaded. */
function ConfigSectionContent({
  entry,
  session,
}: {
  entry: BuiltSection;
  session: AdminPingResponse;
}) {
  const settings = useBusinessSettingsQuery();
  if (settings.isError) {
    return (
      <Card role="alert">
        <p className="font-semibold">We couldn't load your settings.</p>
        <p className="mt-1 text-sm text-muted-foreground">{settings.error.message}</p>
        <Button className="mt-3" variant="secondary" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (!settings.data) {
    return (
      <div role="status">
        <span className="sr-only">Loading your settings...</span>
        <Skeleton className="h-96" />
      </div>
    );
  }
  const Section = entry.component;
  return (
    <BusinessSettingsProvider settings={settings.data}>
      <Section session={session} />
    </BusinessSettingsProvider>
  );
}

/**
 * /admin/settings/{section}: the business's settings, a section at a time
 * (docs/product/settings.md#settings); /admin/settings opens the first section.
 */
export default function SettingsPage({ session }: { session: AdminPingResponse }) {
  const [, params] = useRoute("/admin/settings/:section");
  const entry = findSection(params?.section);
  useDocumentTitle(entry ? `${entry.label} settings` : "Settings");
  if (!entry) return <Redirect to={adminSettingsPath(BUILT_SECTIONS[0]!.section)} replace />;

  return (
    <div className="min-h-dvh">
      <DashboardHeader session={session} />
      <main className="mx-auto grid max-w-page gap-6 px-4 py-6 sm:px-6">
        <AdminPageHeading title="Settings">{session.business.name}</AdminPageHeading>
        <SettingsNav current={entry} />
        <section aria-labelledby={SECTION_HEADING_ID} className="grid min-w-0 gap-4">
          <h2 id={SECTION_HEADING_ID} className="text-xl font-semibold">
            {entry.label}
          </h2>
          {session.admin.role !== "owner" ? (
            <Card role="alert">
              <p className="font-semibold">Only the business's owner can change its settings.</p>
              <p className="mt-1 text-sm text-muted-foreground">
                Ask the owner to make the change.
              </p>
            </Card>
          ) : entry.editsConfig ? (
            <ConfigSectionContent entry={entry} session={session} />
          ) : (
            <entry.component session={session} />
          )}
        </section>
      </main>
    </div>
  );
}
