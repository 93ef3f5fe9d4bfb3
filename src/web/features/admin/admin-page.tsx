import { lazy, Suspense, useEffect } from "react";
import { useRoute } from "wouter";
import type { AdminPingResponse } from "@/shared/api/admin-contract";
import { adminSettingsPath } from "@/shared/routes";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { clearAdminToken, useAdminToken } from "./admin-token-store";
import { usePing } from "./api/admin-session";
import { Dashboard } from "./components/dashboard";
import { DashboardHeader } from "./components/dashboard-header";
import { DashboardSkeleton } from "./components/dashboard-skeleton";
import { OrderDetailPage } from "./components/order-detail-page";
import { SignInScreen } from "./components/sign-in-screen";

// The map editor is a chunk of its own, loaded when the section opens (decision 010).
const ServiceAreasSection = lazy(() => import("./settings/areas/service-areas-section"));

/**
 * /admin: the sign-in screen, or the dashboard once the stored token has passed a ping;
 * /admin/orders/:orderId: one order's detail view; /admin/settings/areas: the service areas.
 */
export default function AdminPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const { token, reason } = useAdminToken();
  const ping = usePing(token);
  const [isOrderDetail, params] = useRoute("/admin/orders/:orderId");
  const [isAreasSettings] = useRoute(adminSettingsPath("areas"));

  useEffect(() => {
    // A failed ping removes the token (docs/product/dashboard.md#sign-in).
    if (ping.isError) clearAdminToken("session_ended");
  }, [ping.isError]);

  if (!token || ping.isError) return <SignInScreen reason={reason} />;
  if (!ping.data) return <DashboardSkeleton />;
  if (isOrderDetail) return <OrderDetailPage orderId={params.orderId} session={ping.data} />;
  if (isAreasSettings) return <AreasSettingsPage session={ping.data} />;
  return <Dashboard session={ping.data} />;
}

/** The service areas on a page of their own, until the settings' shell hosts the section. */
function AreasSettingsPage({ session }: { session: AdminPingResponse }) {
  return (
    <div className="min-h-dvh">
      <DashboardHeader session={session} />
      <main className="mx-auto grid max-w-page grid-cols-1 gap-6 px-4 py-6 sm:px-6">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Settings</h1>
        <Suspense fallback={<DashboardSkeleton />}>
          <ServiceAreasSection />
        </Suspense>
      </main>
    </div>
  );
}
