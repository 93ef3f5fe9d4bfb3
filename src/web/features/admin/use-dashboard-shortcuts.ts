import { type RefObject, useEffect } from "react";

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * "/" and Ctrl/Cmd+K focus the search; Ctrl/Cmd+E is captured and does nothing (so the
 * browser's own shortcut does not fire on the dashboard). See
 * docs/product/dashboard.md#tabs-and-filters.
 */
export function useDashboardShortcuts(searchRef: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modified = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (modified && key === "e") {
        event.preventDefault();
      } else if (
        (modified && key === "k") ||
        (event.key === "/" && !modified && !isTyping(event.target))
      ) {
        event.preventDefault();
        searchRef.current?.focus();
        searchRef.current?.select();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [searchRef]);
}
