import { useEffect } from "react";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { clearAdminToken, useAdminToken } from "./admin-token-store";
import { usePing } from "./api/admin-session";
import { Dashboard } from "./components/dashboard";
import { DashboardSkeleton } from "./components/dashboard-skeleton";
import { SignInScreen } from "./components/sign-in-screen";

/** /admin: the sign-in screen, or the dashboard once the stored token has passed a ping. */
export default function AdminPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const { token, reason } = useAdminToken();
  const ping = usePing(token);

  useEffect(() => {
    // SPEC section 4: a failed ping removes the token.
    if (ping.isError) clearAdminToken("session_ended");
  }, [ping.isError]);

  if (!token || ping.isError) return <SignInScreen reason={reason} />;
  if (!ping.data) return <DashboardSkeleton />;
  return <Dashboard session={ping.data} />;
}
