import type { ContactRequest, ContactResponse } from "@/shared/api/contact-contract";

export const CONTACT_ENDPOINT = "/api/contact";

/**
 * What became of a demo request, one kind per message:
 * docs/product/marketing-site.md#demo-request-form.
 */
export type ContactOutcome =
  | { kind: "sent"; leadSaved: boolean }
  /** The request never got an answer. */
  | { kind: "network" }
  /** An answer that is not JSON: a proxy or maintenance page. */
  | { kind: "unavailable" }
  | { kind: "failed"; message: string; issues: { path: string; message: string }[] };

const FAILED_DEFAULT = "Failed to send message";

/** POST /api/contact, turning every answer into an outcome instead of throwing. */
export async function submitContact(
  request: ContactRequest,
  fetcher: typeof fetch = fetch,
): Promise<ContactOutcome> {
  let response: Response;
  try {
    response = await fetcher(CONTACT_ENDPOINT, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(request),
    });
  } catch {
    return { kind: "network" };
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return { kind: "unavailable" };
  }
  if (!response.ok) {
    const error = (typeof body === "object" && body !== null ? body : {}) as {
      message?: unknown;
      issues?: unknown;
    };
    const issues = Array.isArray(error.issues)
      ? error.issues.filter(
          (issue): issue is { path: string; message: string } =>
            typeof issue?.path === "string" && typeof issue?.message === "string",
        )
      : [];
    return {
      kind: "failed",
      message: typeof error.message === "string" && error.message ? error.message : FAILED_DEFAULT,
      issues,
    };
  }
  // Checked by hand rather than with the zod contract, which would weigh on the first load.
  const answer = (
    typeof body === "object" && body !== null ? body : {}
  ) as Partial<ContactResponse>;
  if (typeof answer.leadSaved !== "boolean") return { kind: "unavailable" };
  if (!answer.leadSaved && typeof answer.message === "string" && answer.message) {
    return { kind: "failed", message: answer.message, issues: [] };
  }
  return { kind: "sent", leadSaved: answer.leadSaved };
}
