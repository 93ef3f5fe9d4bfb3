import { useQueryClient } from "@tanstack/react-query";
import { signOutAdmin } from "@/web/lib/api/sign-out-admin";
import { clearAdminToken } from "@/web/lib/session/admin-token-store";

/** Revokes the session, forgets the token and every admin answer kept in the cache. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await signOutAdmin().catch(() => undefined);
    clearAdminToken("signed_out");
    queryClient.removeQueries({ queryKey: ["admin"] });
  };
}
