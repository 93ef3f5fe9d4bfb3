import type { ResumeResponse } from "@/shared/api/recovery-contract";
import { apiRequest } from "@/web/lib/api-client";
import { businessApi } from "@/web/lib/business-scope";

/** The reminded visit a quote email's link reopens, priced again (docs/product/quote-recovery.md#the-link). */
export function resumeQuote(token: string): Promise<ResumeResponse> {
  return apiRequest<ResumeResponse>(businessApi("/reminders/resume"), {
    method: "POST",
    body: { token },
  });
}
