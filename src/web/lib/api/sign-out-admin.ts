import { adminFetch } from "@/web/lib/api/admin-request";

/**
 * POST /api/admin/logout revokes the token on the server; the caller forgets it whatever happens.
 */
export async function signOutAdmin(): Promise<void> {
  await adminFetch("/api/admin/logout", { method: "POST" });
}
