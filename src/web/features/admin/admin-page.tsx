import { useEffect } from "react";
import { useRoute } from "wouter";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { clearAdminToken, useAdminToken } from "./admin-token-store";
import { usePing } from "./api/admin-session";
import { Dashboard } from "./components/dashboard";
import { DashboardSkeleton } from "./components/dashboard-skeleton";
import { OrderDetailPage } from "./components/order-detail-page";
import { SignInScreen } from "./components/sign-in-screen";

/**
 * /admin: the sign-in screen, or the dashboard once the stored token has passed a ping;
 * /admin/orders/:orderId: one order's detail view.
 */
export default function AdminPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const { token, reason } = useAdminToken();
  const ping = usePing(token);
  const [isOrderDetail, params] = useRoute("/admin/orders/:orderId");

  useEffect(() => {
    // A failed ping removes the token (docs/product/dashboard.md#sign-in).
    if (ping.isError) clearAdminToken("session_ended");
  }, [ping.isError]);

  if (!token || ping.isError) return <SignInScreen reason={reason} />;
  if (!ping.data) return <DashboardSkeleton />;
  if (isOrderDetail) return <OrderDetailPage orderId={params.orderId} session={ping.data} />;
  return <Dashboard session={ping.data} />;
}
