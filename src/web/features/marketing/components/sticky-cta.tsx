import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { hasConsent, useConsent } from "@/web/lib/consent/consent-store";
import {
  isStickyCtaDismissed,
  STICKY_CTA_MOBILE_MAX_WIDTH_PX,
  STICKY_CTA_STORAGE_KEY,
  stickyCtaDelay,
} from "../hooks/sticky-cta-rules";
import { BookDemoLink } from "./book-demo-link";

function readDismissal(): string | null {
  try {
    return window.localStorage.getItem(STICKY_CTA_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Bottom bar inviting a demo: shown after a delay, hidden while the contact form is near the
 * viewport or the cookie banner is up. A dismissal is remembered for 24 hours when the visitor
 * allows functional storage, else for this page only.
 */
export function StickyCta() {
  const { ready, choices } = useConsent();
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [contactNear, setContactNear] = useState(false);

  useEffect(() => {
    if (isStickyCtaDismissed(readDismissal(), Date.now())) {
      setDismissed(true);
      return;
    }
    const mobile = window.matchMedia(`(max-width: ${STICKY_CTA_MOBILE_MAX_WIDTH_PX}px)`).matches;
    const timer = window.setTimeout(() => setDue(true), stickyCtaDelay(mobile));
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const contact = document.getElementById("contact");
    if (!contact) return;
    const observer = new IntersectionObserver(
      ([entry]) => setContactNear(entry?.isIntersecting ?? false),
      { rootMargin: "200px 0px" },
    );
    observer.observe(contact);
    return () => observer.disconnect();
  }, []);

  const dismiss = () => {
    setDismissed(true);
    if (!hasConsent("functional")) return;
    try {
      window.localStorage.setItem(STICKY_CTA_STORAGE_KEY, String(Date.now()));
    } catch {
      // Storage blocked: the dismissal holds for this page.
    }
  };

  const bannerUp = !ready || !choices;
  if (!due || dismissed || contactNear || bannerUp) return null;
  return (
    <section
      aria-label="Book a demo"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-primary-hover bg-primary text-primary-foreground shadow-lg [&_:focus-visible]:outline-white"
    >
      <div className="mx-auto flex max-w-page items-center gap-3 px-4 py-3 sm:px-6">
        <p className="flex-1 text-sm font-medium sm:text-base">
          See Quotewise with your own prices in a 20-minute demo.
        </p>
        <BookDemoLink
          onHome
          size="sm"
          variant="secondary"
          label="Book Demo"
          className="border-white"
        />
        <button
          type="button"
          onClick={dismiss}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-primary-hover"
        >
          <X aria-hidden className="size-5" />
          <span className="sr-only">Dismiss for 24 hours</span>
        </button>
      </div>
    </section>
  );
}
