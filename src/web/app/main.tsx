import "@fontsource-variable/inter/wght.css";
import "@/web/styles.css";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "@/web/app/app";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// Marketing and legal pages arrive prerendered (scripts/prerender.ts): hydrate them.
if (root.hasChildNodes()) hydrateRoot(root, <App />);
else createRoot(root).render(<App />);
