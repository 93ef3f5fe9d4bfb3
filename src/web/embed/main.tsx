import "@/web/styles.css";
import "@/web/lib/zod-jitless";
import { createRoot, hydrateRoot } from "react-dom/client";
import { EmbedApp } from "@/web/embed/embed-app";
import { bootFirstStep } from "@/web/features/quote/first-step-boot";
import { afterFirstPaint } from "@/web/lib/after-first-paint";
import { readBootData } from "@/web/lib/boot-data";
import { createQueryClient } from "@/web/lib/query-client";
import { EMBED_STORAGE_KEY } from "@/web/lib/quote-storage";

/**
 * Entry of the embed build (vite.embed.config.ts). The server renders the widget's first step
 * for its business (src/server/http/first-step-pages.ts): hydrate it, unless the tab keeps a
 * journey past it.
 */
const root = document.getElementById("root");
if (!root) throw new Error("embed/index.html has no #root element");

const queryClient = createQueryClient();
const boot = readBootData();
const hydrate =
  boot !== undefined &&
  root.hasChildNodes() &&
  bootFirstStep({ queryClient, boot, storageKey: EMBED_STORAGE_KEY }).hydrate;
const app = <EmbedApp queryClient={queryClient} />;
if (hydrate) afterFirstPaint(() => hydrateRoot(root, app));
else {
  root.replaceChildren();
  createRoot(root).render(app);
}
