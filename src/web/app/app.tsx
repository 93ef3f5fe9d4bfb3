import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { Router as LocationProvider } from "wouter";
import { Providers } from "@/web/app/providers";
import { Router, type Unserved } from "@/web/app/router";
import type { PageMeta } from "@/web/seo/page-meta";
import { PageMetaCollector } from "@/web/seo/use-page-meta";

/**
 * The whole app. The browser renders it as is; the build prerenders it, and the server renders
 * a business's quote page, with `ssrPath` (the page to render) and `collectMeta` (receives the
 * page's head). Both render the same tree, so the prerendered HTML hydrates. `queryClient`
 * holds the data the page was rendered with (the business's config).
 */
export function App({
  ssrPath,
  collectMeta,
  unserved,
  queryClient,
}: {
  ssrPath?: string;
  collectMeta?: (meta: PageMeta) => void;
  /** The path the server answered with its not-found page (see Router). */
  unserved?: Unserved | undefined;
  queryClient?: QueryClient | undefined;
}) {
  return (
    <StrictMode>
      <LocationProvider ssrPath={ssrPath}>
        <PageMetaCollector collect={collectMeta}>
          <Providers queryClient={queryClient}>
            <Router unserved={unserved} />
          </Providers>
        </PageMetaCollector>
      </LocationProvider>
    </StrictMode>
  );
}
