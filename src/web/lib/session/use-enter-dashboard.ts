import { useLocation } from "wouter";
import { ROUTES } from "@/shared/routes";
import { storeAdminToken } from "@/web/lib/session/admin-token-store";

/**
 * What a page that hands out a session (sign-up, the setup link, an invitation) does with it:
 * keeps the token and opens the dashboard.
 */
export function useEnterDashboard(): (session: { token: string }) => void {
  const [, navigate] = useLocation();
  return (session) => {
    storeAdminToken(session.token);
    navigate(ROUTES.admin);
  };
}
