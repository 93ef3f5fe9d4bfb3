import { type RefObject, useEffect, useState } from "react";
import { NAV_HIDE_MAX_WIDTH_PX, NAV_HIDE_THRESHOLD_PX, nextNavHidden } from "./hide-on-scroll";

/**
 * Hides the element on scroll down under 768 px wide; off while `paused` (menu open).
 * Returns whether it is hidden and a function that shows it again (keyboard focus).
 */
export function useHideOnScroll(
  target: RefObject<HTMLElement | null>,
  paused: boolean,
): [hidden: boolean, reveal: () => void] {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (paused) {
      setHidden(false);
      return;
    }
    const small = window.matchMedia(`(max-width: ${NAV_HIDE_MAX_WIDTH_PX}px)`);
    let previousY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const currentY = window.scrollY;
        if (!small.matches) {
          setHidden(false);
        } else {
          const navHeight = target.current?.offsetHeight ?? 0;
          const from = previousY;
          setHidden((hidden) => nextNavHidden({ hidden, previousY: from, currentY, navHeight }));
        }
        // Small movements accumulate until they pass the threshold.
        if (Math.abs(currentY - previousY) > NAV_HIDE_THRESHOLD_PX) previousY = currentY;
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [paused, target]);

  return [hidden, () => setHidden(false)];
}
