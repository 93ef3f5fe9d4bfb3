import { type ReactNode, useEffect } from "react";
import { SiteFooter } from "./site-footer";
import { SiteNav } from "./site-nav";

/** Skip link, sticky nav, the page and the footer shared by every marketing page. */
export function MarketingLayout({ onHome, children }: { onHome: boolean; children: ReactNode }) {
  // Runs after every effect of the page below it: browser tests wait for it before timing.
  useEffect(() => {
    document.body.dataset.hydrated = "true";
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-card px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteNav onHome={onHome} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
