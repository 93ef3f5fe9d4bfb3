/**
 * The bar appears after 10 s (12 s under 768 px) and a dismissal lasts 24 h:
 * docs/product/marketing-site.md#sticky-call-to-action.
 */
export const STICKY_CTA_DELAY_MS = 10_000;
export const STICKY_CTA_MOBILE_DELAY_MS = 12_000;
export const STICKY_CTA_MOBILE_MAX_WIDTH_PX = 767;
export const STICKY_CTA_DISMISS_MS = 24 * 60 * 60 * 1000;
export const STICKY_CTA_STORAGE_KEY = "qw-sticky-cta-dismissed-at";

export function stickyCtaDelay(isMobile: boolean): number {
  return isMobile ? STICKY_CTA_MOBILE_DELAY_MS : STICKY_CTA_DELAY_MS;
}

/** Whether a dismissal stored as `storedValue` (epoch ms) still holds at `now`. */
export function isStickyCtaDismissed(storedValue: string | null, now: number): boolean {
  if (!storedValue) return false;
  const dismissedAt = Number(storedValue);
  if (!Number.isFinite(dismissedAt)) return false;
  return now >= dismissedAt && now - dismissedAt < STICKY_CTA_DISMISS_MS;
}
