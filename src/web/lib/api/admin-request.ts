import type { ZodType } from "zod";
import { type ApiRequestOptions, apiFetch, apiRequest } from "@/web/lib/api-client";
import { ApiError } from "@/web/lib/api-error";
import { clearAdminToken, getAdminToken } from "@/web/lib/session/admin-token-store";

function withToken<T>(options: ApiRequestOptions<T>): ApiRequestOptions<T> {
  const token = getAdminToken();
  // Without a token an admin call fails before it is sent (docs/product/dashboard.md#sign-in).
  if (!token) throw new ApiError(401, "No admin token available");
  return { ...options, headers: { ...options.headers, Authorization: `Bearer ${token}` } };
}

/** A 401 means the session ended (expired, revoked): back to the sign-in screen. */
function forgetTokenOn401(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) clearAdminToken("session_ended");
  throw error;
}

/** An admin API call with the stored bearer token; answers JSON checked against `schema`. */
export function adminRequest<T>(
  path: string,
  options: ApiRequestOptions<T> & { schema: ZodType<T> },
): Promise<T> {
  return apiRequest(path, withToken(options)).catch(forgetTokenOn401);
}

/** An admin API call whose answer is not JSON (the CSV export). */
export function adminFetch(
  path: string,
  options: ApiRequestOptions<unknown> = {},
): Promise<Response> {
  return apiFetch(path, withToken(options)).catch(forgetTokenOn401);
}
