/**
 * On small screens the nav hides while scrolling down, by more than 8 px at a time
 * (docs/product/marketing-site.md#navigation).
 */
export const NAV_HIDE_MAX_WIDTH_PX = 767;
export const NAV_HIDE_THRESHOLD_PX = 8;

/**
 * Whether the nav should be hidden after the page scrolled from `previousY` to `currentY`;
 * movements within the threshold keep the current state.
 */
export function nextNavHidden(options: {
  hidden: boolean;
  previousY: number;
  currentY: number;
  navHeight: number;
}): boolean {
  const { hidden, previousY, currentY, navHeight } = options;
  if (currentY <= navHeight) return false;
  const delta = currentY - previousY;
  if (Math.abs(delta) <= NAV_HIDE_THRESHOLD_PX) return hidden;
  return delta > 0;
}
