import { settingsHistoryResponseSchema } from "@/shared/api/account-contract";
import { usePagedList } from "@/web/lib/api/paged-list";

/** The recorded settings changes, newest first, a page at a time (the owner's only). */
export function useSettingsHistory() {
  return usePagedList("/api/admin/business/history", settingsHistoryResponseSchema);
}
