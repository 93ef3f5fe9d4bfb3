import { StrictMode } from "react";
import { Router as LocationProvider } from "wouter";
import { Providers } from "@/web/app/providers";
import { Router, type Unserved } from "@/web/app/router";
import type { PageMeta } from "@/web/seo/page-meta";
import { PageMetaCollector } from "@/web/seo/use-page-meta";

/**
 * The whole app. The browser renders it as is; the build prerenders it with `ssrPath` (the page
 * to render) and `collectMeta` (receives the page's head). Both render the same tree, so the
 * prerendered HTML hydrates.
 */
export function App({
  ssrPath,
  collectMeta,
  unserved,
}: {
  ssrPath?: string;
  collectMeta?: (meta: PageMeta) => void;
  /** The path the server answered with its not-found page (see Router). */
  unserved?: Unserved | undefined;
}) {
  return (
    <StrictMode>
      <LocationProvider ssrPath={ssrPath}>
        <PageMetaCollector collect={collectMeta}>
          <Providers>
            <Router unserved={unserved} />
          </Providers>
        </PageMetaCollector>
      </LocationProvider>
    </StrictMode>
  );
}
