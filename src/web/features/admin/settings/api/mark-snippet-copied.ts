import { adminFetch } from "@/web/lib/api/admin-request";

/** Tells the onboarding checklist the owner copied the embed snippet (the first time counts). */
export async function markSnippetCopied(): Promise<void> {
  await adminFetch("/api/admin/business/website-snippet-copied", { method: "POST" });
}
