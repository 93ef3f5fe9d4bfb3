import { useQueryClient } from "@tanstack/react-query";
import { clearAdminToken } from "./admin-token-store";
import { signOutAdmin } from "./api/admin-session";

/** Revokes the session, forgets the token and every admin answer kept in the cache. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await signOutAdmin().catch(() => undefined);
    clearAdminToken("signed_out");
    queryClient.removeQueries({ queryKey: ["admin"] });
  };
}
