import { lazy, Suspense } from "react";
import { useRoute } from "wouter";
import { DashboardSkeleton } from "@/web/components/dashboard/dashboard-skeleton";
import { SignInScreen } from "@/web/components/dashboard/sign-in-screen";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { useAdminSession } from "@/web/lib/session/use-admin-session";
import { Dashboard } from "./components/dashboard";
import { OrderDetailPage } from "./components/order-detail-page";
import { VerifyEmailPage } from "./onboarding/verify-email-page";

// Their own chunks: the dashboard's first load carries neither the settings' forms nor the
// page an invitation opens.
const SettingsPage = lazy(() => import("./settings/settings-page"));
const AdminJoinPage = lazy(() => import("./admin-join-page"));
const FunnelPage = lazy(() => import("./funnel/funnel-page"));
const SchedulePage = lazy(() => import("./schedule/schedule-page"));
const PlansPage = lazy(() => import("./plans/plans-page"));
const PlanDetailPage = lazy(() => import("./plans/plan-detail-page"));

/**
 * /admin: the sign-in screen, or the dashboard once the stored token has passed a ping;
 * /admin/orders/:orderId: one order's detail view; /admin/settings/*: the business's settings;
 * /admin/join and /admin/verify-email: the pages emailed links open, signed in or not;
 * /admin/funnel: how far visits got; /admin/schedule: the crews' jobs; /admin/plans and
 * /admin/plans/:planId: the recurring plans and one plan's visits.
 */
export default function AdminPage({ title }: { title: string }) {
  const [isJoin] = useRoute("/admin/join");
  const [isVerifyEmail] = useRoute("/admin/verify-email");
  if (isVerifyEmail) return <VerifyEmailPage />;
  if (isJoin) {
    return (
      <Suspense fallback={<DashboardSkeleton />}>
        <AdminJoinPage />
      </Suspense>
    );
  }
  return <SignedInAdminPage title={title} />;
}

function SignedInAdminPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const { reason, session, signedOut } = useAdminSession();
  const [isOrderDetail, params] = useRoute("/admin/orders/:orderId");
  const [isSettings] = useRoute("/admin/settings/*?");
  const [isFunnel] = useRoute("/admin/funnel");
  const [isSchedule] = useRoute("/admin/schedule");
  const [isPlans] = useRoute("/admin/plans");
  const [isPlan, planParams] = useRoute("/admin/plans/:planId");

  if (signedOut) return <SignInScreen reason={reason} />;
  if (!session) return <DashboardSkeleton />;
  if (isSettings) {
    return (
      <Suspense fallback={<DashboardSkeleton />}>
        <SettingsPage session={session} />
      </Suspense>
    );
  }
  if (isFunnel) {
    return (
      <Suspense fallback={<DashboardSkeleton />}>
        <FunnelPage session={session} />
      </Suspense>
    );
  }
  if (isSchedule) {
    return (
      <Suspense fallback={<DashboardSkeleton />}>
        <SchedulePage session={session} />
      </Suspense>
    );
  }
  if (isPlans || isPlan) {
    return (
      <Suspense fallback={<DashboardSkeleton />}>
        {isPlan ? (
          <PlanDetailPage planId={planParams.planId} session={session} />
        ) : (
          <PlansPage session={session} />
        )}
      </Suspense>
    );
  }
  if (isOrderDetail) return <OrderDetailPage orderId={params.orderId} session={session} />;
  return <Dashboard session={session} />;
}
