import { type ReactNode, useEffect } from "react";
import { HydrateLater } from "@/web/lib/hydrate-later";
import { SiteFooter } from "./site-footer";
import { SiteNav } from "./site-nav";

/** Sticky nav (with the skip link), the page and the footer shared by every marketing page. */
export function MarketingLayout({ onHome, children }: { onHome: boolean; children: ReactNode }) {
  // Runs after every effect of the page below it: browser tests wait for it before timing.
  useEffect(() => {
    document.body.dataset.hydrated = "true";
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteNav onHome={onHome} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </div>
  );
}
