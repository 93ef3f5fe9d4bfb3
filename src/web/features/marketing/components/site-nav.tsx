import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "@/web/components/ui/cn";
import { Logo } from "@/web/components/ui/logo";
import { NAV_LINKS } from "../content/site-links";
import { useHideOnScroll } from "../hooks/use-hide-on-scroll";
import { BookDemoLink } from "./book-demo-link";
import { StartFreeLink } from "./start-free-link";

/** Sticky top nav: section anchors, Start free, Book Demo, and a menu toggle under 768 px. */
export function SiteNav({ onHome }: { onHome: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const [hidden, reveal] = useHideOnScroll(header, menuOpen);
  const menuId = useId();
  const anchor = (hash: string) => (onHome ? hash : `/${hash}`);
  const close = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header
      ref={header}
      onFocusCapture={reveal}
      data-hidden={hidden || undefined}
      className={cn(
        "sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur transition-transform duration-200 motion-reduce:transition-none",
        hidden && "-translate-y-full",
      )}
    >
      {/* Inside the header landmark: the consent banner's links may come before it. */}
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-card px-4 py-2 font-medium focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <nav aria-label="Main">
        <div className="mx-auto flex h-16 max-w-page items-center gap-6 px-4 sm:px-6">
          <Logo />
          <ul className="ml-auto hidden items-center gap-1 md:flex">
            {NAV_LINKS.map((link) => (
              <li key={link.hash}>
                <a
                  href={anchor(link.hash)}
                  className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          {/* On a phone the hero's "Start free" leads; the bar keeps room for Book Demo. */}
          <StartFreeLink size="sm" className="max-sm:hidden max-md:ml-auto" />
          <BookDemoLink
            onHome={onHome}
            size="sm"
            variant="secondary"
            label="Book Demo"
            className="max-sm:ml-auto"
          />
          <button
            type="button"
            className="-mr-2 inline-flex size-11 items-center justify-center rounded-md hover:bg-muted md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X aria-hidden className="size-6" />
            ) : (
              <Menu aria-hidden className="size-6" />
            )}
            <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
          </button>
        </div>
        <div id={menuId} hidden={!menuOpen} className="border-t border-border bg-card md:hidden">
          <ul className="mx-auto grid max-w-page gap-1 px-4 py-3">
            {NAV_LINKS.map((link) => (
              <li key={link.hash}>
                <a
                  href={anchor(link.hash)}
                  onClick={close}
                  className="flex min-h-11 items-center rounded-md px-3 text-base font-medium hover:bg-muted"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
