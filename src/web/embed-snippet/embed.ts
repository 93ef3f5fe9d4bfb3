/**
 * /embed.js, the snippet a business pastes on its own site (see the README):
 *
 *   <a href="https://quotes.example.com/b/acme/quote" data-quotewise-widget>Get an instant quote</a>
 *   <script src="https://quotes.example.com/embed.js" async></script>
 *
 * It replaces each marked link with the widget iframe of the business the link names
 * (`/b/acme/quote` frames `/b/acme/embed`; a link to `/quote` frames the default business's
 * `/embed`); without JavaScript the link stays: the full quote page. It sets each iframe's
 * height from the widget's resize messages, accepted only from that iframe and its origin, and
 * only in the expected shape.
 */
import { embedPathFor } from "@/shared/business-scope";
import { isResizeMessage } from "./resize-message";

const INITIAL_HEIGHT_PX = 560;

function mountWidgets(): void {
  const frames = new Map<Window, { frame: HTMLIFrameElement; origin: string }>();

  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-quotewise-widget]")) {
    const url = new URL(embedPathFor(new URL(link.href).pathname), link.href);
    if (url.protocol !== "https:" && url.protocol !== "http:") continue;
    if (/^https?:$/.test(location.protocol)) url.searchParams.set("origin", location.origin);
    const frame = document.createElement("iframe");
    frame.src = url.href;
    frame.title = link.dataset.title || "Instant quote";
    frame.style.cssText = `display:block;width:100%;height:${INITIAL_HEIGHT_PX}px;border:0;color-scheme:normal`;
    link.replaceWith(frame);
    if (frame.contentWindow) frames.set(frame.contentWindow, { frame, origin: url.origin });
  }

  if (frames.size === 0) return;
  window.addEventListener("message", (event) => {
    const source = event.source as Window | null;
    const target = source && frames.get(source);
    if (!target || event.origin !== target.origin || !isResizeMessage(event.data)) return;
    target.frame.style.height = `${Math.ceil(event.data.height)}px`;
  });
}

if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", mountWidgets);
} else {
  mountWidgets();
}
