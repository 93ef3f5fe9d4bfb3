import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { LazyToaster } from "@/web/components/ui/lazy-toaster";
import EmbedPage from "@/web/features/quote/embed/embed-page";

export const EMBED_TITLE = "Instant quote widget";

/**
 * The widget alone, on Preact (vite.embed.config.ts); the server renders it too
 * (src/web/prerender/render-first-step.tsx). It has the app's data and toast providers but not
 * its consent banner and analytics: inside another business's page the widget sets no
 * analytics cookies and shows no banner of its own.
 */
export function EmbedApp({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <EmbedPage title={EMBED_TITLE} />
        <LazyToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
