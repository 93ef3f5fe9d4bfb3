import "@/web/styles.css";
import "@/web/lib/zod-jitless";
import { createRoot, hydrateRoot } from "react-dom/client";
import { showsConsentBanner } from "@/shared/consent-banner-scope";
import { App } from "@/web/app/app";
import { bootFirstStep } from "@/web/features/quote/first-step-boot";
import { afterFirstPaint } from "@/web/lib/after-first-paint";
import { readBootData } from "@/web/lib/boot-data";
import { analyticsSetUp } from "@/web/lib/consent/analytics-set-up";
import { createQueryClient } from "@/web/lib/query-client";
import { QUOTE_STORAGE_KEY } from "@/web/lib/quote-storage";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The server marks its not-found page (src/server/http/pages.ts): a path that looks like a page
// (/b/{slug}/quote) but names no business stays not found; a suspended business's pages say so.
const { status } = root.dataset;
const unserved =
  status === "404" || status === "suspended"
    ? { path: window.location.pathname, suspended: status === "suspended" }
    : undefined;
const queryClient = createQueryClient();
// Marketing and legal pages arrive prerendered (scripts/prerender.ts): hydrate them. The quote
// page arrives with its first step rendered by the server and the config it used
// (src/shared/boot-data.ts): hydrate it too, unless the tab keeps a journey past that step. The
// suspended notice differs from the prerendered not-found text it arrives in: render it afresh.
// So does a prerendered cookie banner on a page that asks nothing (the not-found page at a
// business's path on a server without analytics: src/shared/consent-banner-scope.ts).
const boot = readBootData();
const bannerDropped =
  root.querySelector("[data-consent-banner]") !== null &&
  !showsConsentBanner(window.location.pathname, analyticsSetUp());
const hydrate =
  root.hasChildNodes() &&
  !unserved?.suspended &&
  !bannerDropped &&
  (boot === undefined ||
    bootFirstStep({ queryClient, boot, storageKey: QUOTE_STORAGE_KEY }).hydrate);
const app = <App unserved={unserved} queryClient={queryClient} />;
if (hydrate) afterFirstPaint(() => hydrateRoot(root, app));
else {
  root.replaceChildren();
  createRoot(root).render(app);
}
