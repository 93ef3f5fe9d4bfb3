import { useEffect } from "react";
import { usePing } from "@/web/lib/api/ping-admin";
import { clearAdminToken, useAdminToken } from "@/web/lib/session/admin-token-store";

/**
 * The stored token and its ping; a failed ping removes the token, back to the sign-in screen
 * (docs/product/dashboard.md#sign-in). `signedOut` says the sign-in screen is due.
 */
export function useAdminSession() {
  const { token, reason } = useAdminToken();
  const ping = usePing(token);

  useEffect(() => {
    if (ping.isError) clearAdminToken("session_ended");
  }, [ping.isError]);

  return { reason, session: ping.data, signedOut: !token || ping.isError };
}
