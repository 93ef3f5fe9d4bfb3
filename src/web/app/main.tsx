import "@fontsource-variable/inter/wght.css";
import "@/web/styles.css";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "@/web/app/app";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The server marks its not-found page (src/server/http/pages.ts): a path that looks like a page
// (/b/{slug}/quote) but names no business stays not found; a suspended business's pages say so.
const { status } = root.dataset;
const unserved =
  status === "404" || status === "suspended"
    ? { path: window.location.pathname, suspended: status === "suspended" }
    : undefined;
const app = <App unserved={unserved} />;
// Marketing and legal pages arrive prerendered (scripts/prerender.ts): hydrate them. The
// suspended notice differs from the prerendered not-found text it arrives in: render it afresh.
if (root.hasChildNodes() && !unserved?.suspended) hydrateRoot(root, app);
else {
  root.replaceChildren();
  createRoot(root).render(app);
}
