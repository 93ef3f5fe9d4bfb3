import type { BusinessConfig } from "@/shared/business-config";
import { MAX_PRICE_CHANGE_NOTICE_DAYS, priceChangeNoticeDaysOf } from "@/shared/plan-settings";
import type { DraftResult } from "../form/use-section-form";

/** Where the notice is in the configuration, and so the field its problems are shown at. */
export const PRICE_NOTICE_PATH = "plans.priceChangeNoticeDays";

/** The notice as its field holds it: the days as typed. */
export type PriceNoticeDraft = { days: string };

export function toPriceNoticeDraft(config: BusinessConfig): PriceNoticeDraft {
  return { days: String(priceChangeNoticeDaysOf(config)) };
}

/**
 * The draft in the configuration: text that is not a whole number is a problem at its field (the
 * schema then checks 0 to 365); the plans' other settings are kept.
 */
export function priceNoticeToConfig(config: BusinessConfig, draft: PriceNoticeDraft): DraftResult {
  const text = draft.days.trim();
  if (!/^\d+$/.test(text)) {
    return {
      config,
      issues: [
        {
          path: PRICE_NOTICE_PATH,
          message: `must be a whole number of days from 0 to ${MAX_PRICE_CHANGE_NOTICE_DAYS}`,
        },
      ],
    };
  }
  return {
    config: { ...config, plans: { ...config.plans, priceChangeNoticeDays: Number(text) } },
    issues: [],
  };
}
