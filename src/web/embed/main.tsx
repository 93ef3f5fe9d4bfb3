import "@fontsource-variable/inter/wght.css";
import "@/web/styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createQueryClient } from "@/web/app/providers";
import { Toaster } from "@/web/components/ui/toaster";
import EmbedPage from "@/web/features/embed/embed-page";

/**
 * Entry of the embed build (vite.embed.config.ts): the widget alone, on Preact. It has the
 * app's data and toast providers but not its consent banner and analytics: inside another
 * business's page the widget sets no analytics cookies and shows no banner of its own.
 */
const root = document.getElementById("root");
if (!root) throw new Error("embed/index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <EmbedPage title="Instant quote widget" />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
