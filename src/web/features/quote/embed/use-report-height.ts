import { type RefObject, useEffect } from "react";
import { RESIZE_MESSAGE_TYPE, type ResizeMessage } from "@/web/embed-snippet/resize-message";

/** The host page's origin, as the /embed.js snippet passes it; "*" when unknown (a bare iframe). */
function hostOrigin(): string {
  const origin = new URLSearchParams(window.location.search).get("origin");
  if (!origin) return "*";
  try {
    const url = new URL(origin);
    return /^https?:$/.test(url.protocol) && url.origin === origin ? origin : "*";
  } catch {
    return "*";
  }
}

/** Tells the embedding page how tall the widget panel is, whenever that changes. */
export function useReportHeight(panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = panel.current;
    if (!element || window.parent === window) return;
    const targetOrigin = hostOrigin();
    let lastHeight = 0;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === lastHeight) return;
      lastHeight = height;
      const message: ResizeMessage = { type: RESIZE_MESSAGE_TYPE, height };
      window.parent.postMessage(message, targetOrigin);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [panel]);
}
