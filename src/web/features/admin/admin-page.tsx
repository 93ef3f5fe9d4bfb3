import { lazy, Suspense, useEffect } from "react";
import { useRoute } from "wouter";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { clearAdminToken, useAdminToken } from "./admin-token-store";
import { usePing } from "./api/admin-session";
import { Dashboard } from "./components/dashboard";
import { DashboardSkeleton } from "./components/dashboard-skeleton";
import { OrderDetailPage } from "./components/order-detail-page";
import { SignInScreen } from "./components/sign-in-screen";

// Its own chunk: the dashboard's first load does not carry the settings' forms.
const SettingsPage = lazy(() => import("./settings/settings-page"));

/**
 * /admin: the sign-in screen, or the dashboard once the stored token has passed a ping;
 * /admin/orders/:orderId: one order's detail view; /admin/settings/*: the business's settings.
 */
export default function AdminPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const { token, reason } = useAdminToken();
  const ping = usePing(token);
  const [isOrderDetail, params] = useRoute("/admin/orders/:orderId");
  const [isSettings] = useRoute("/admin/settings/*?");

  useEffect(() => {
    // A failed ping removes the token (docs/product/dashboard.md#sign-in).
    if (ping.isError) clearAdminToken("session_ended");
  }, [ping.isError]);

  if (!token || ping.isError) return <SignInScreen reason={reason} />;
  if (!ping.data) return <DashboardSkeleton />;
  if (isSettings) {
    return (
      <Suspense fallback={<DashboardSkeleton />}>
        <SettingsPage session={ping.data} />
      </Suspense>
    );
  }
  if (isOrderDetail) return <OrderDetailPage orderId={params.orderId} session={ping.data} />;
  return <Dashboard session={ping.data} />;
}
