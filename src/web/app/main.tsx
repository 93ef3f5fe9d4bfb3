import "@fontsource-variable/inter/wght.css";
import "@/web/styles.css";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "@/web/app/app";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The server marks its not-found page (src/server/http/pages.ts): a path that looks like a page
// (/b/{slug}/quote) but names no business stays not found.
const notFoundAt = root.dataset.status === "404" ? window.location.pathname : undefined;
// Marketing and legal pages arrive prerendered (scripts/prerender.ts): hydrate them.
if (root.hasChildNodes()) hydrateRoot(root, <App notFoundAt={notFoundAt} />);
else createRoot(root).render(<App notFoundAt={notFoundAt} />);
