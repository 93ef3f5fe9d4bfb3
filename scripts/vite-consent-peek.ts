import type { Plugin } from "vite";
import { CONSENT_PEEK_SCRIPT } from "../src/shared/consent-peek.ts";

/**
 * Puts the consent peek (src/shared/consent-peek.ts) first in the head of the main app's HTML,
 * so it runs before the first paint of every page that shows the cookie banner.
 */
export function consentPeekScript(): Plugin {
  return {
    name: "quotewise-consent-peek",
    transformIndexHtml: () => [
      { tag: "script", children: CONSENT_PEEK_SCRIPT, injectTo: "head-prepend" },
    ],
  };
}
