import { type ComponentType, lazy, Suspense } from "react";
import { useLocation } from "wouter";
import { type PagePath, toPagePath } from "@/shared/routes";
import { RouteErrorBoundary } from "@/web/app/route-error-boundary";

type Page = ComponentType<{ title: string }>;

const PlaceholderPage: Page = lazy(() => import("@/web/features/placeholder/placeholder-page"));
const NotFoundPage = lazy(() => import("@/web/features/not-found/not-found-page"));

const HOME_TITLE = "Instant quotes and payments for service businesses";
const QUOTE_TITLE = "Get your instant quote";

/** Every page path, its lazily loaded page and the title it shows. */
const pages: Record<PagePath, { title: string; Page: Page }> = {
  "/": { title: HOME_TITLE, Page: PlaceholderPage },
  "/landing": { title: HOME_TITLE, Page: PlaceholderPage },
  "/quotewise": { title: HOME_TITLE, Page: PlaceholderPage },
  "/demo": { title: QUOTE_TITLE, Page: PlaceholderPage },
  "/quote": { title: QUOTE_TITLE, Page: PlaceholderPage },
  "/embed": { title: "Instant quote widget", Page: PlaceholderPage },
  "/admin": { title: "Instant Quote Dashboard", Page: PlaceholderPage },
  "/instant-quoting-software": { title: "Instant quoting software", Page: PlaceholderPage },
  "/instant-quote-generator": { title: "Instant quote generator", Page: PlaceholderPage },
  "/features/quote-automation": { title: "Quote automation", Page: PlaceholderPage },
  "/features/pricing-matrix": { title: "Pricing matrix engine", Page: PlaceholderPage },
  "/features/geographic-validation": { title: "Service-area validation", Page: PlaceholderPage },
  "/features/payment-processing": { title: "Payment processing", Page: PlaceholderPage },
  "/industries/cleaning-instant-quote": {
    title: "Instant quotes for cleaning businesses",
    Page: PlaceholderPage,
  },
  "/industries/landscaping-instant-quote": {
    title: "Instant quotes for landscaping businesses",
    Page: PlaceholderPage,
  },
  "/industries/hvac-instant-quote": {
    title: "Instant quotes for HVAC businesses",
    Page: PlaceholderPage,
  },
  "/industries/plumbing-instant-quote": {
    title: "Instant quotes for plumbing businesses",
    Page: PlaceholderPage,
  },
  "/industries/snow-removal-instant-quote": {
    title: "Instant quotes for snow removal businesses",
    Page: PlaceholderPage,
  },
  "/industries/handyman-instant-quote": {
    title: "Instant quotes for handyman businesses",
    Page: PlaceholderPage,
  },
  "/compare/responsibid-alternative": { title: "A ResponsiBid alternative", Page: PlaceholderPage },
  "/compare/pandadoc-alternative-quoting": {
    title: "A PandaDoc alternative for quoting",
    Page: PlaceholderPage,
  },
  "/privacy-policy": { title: "Privacy Policy", Page: PlaceholderPage },
  "/terms-of-service": { title: "Terms of Service", Page: PlaceholderPage },
  "/cookie-policy": { title: "Cookie Policy", Page: PlaceholderPage },
  "/accessibility": { title: "Accessibility Statement", Page: PlaceholderPage },
  "/checkout/test": { title: "Test checkout", Page: PlaceholderPage },
  "/checkout/success": { title: "Payment received", Page: PlaceholderPage },
  "/checkout/cancel": { title: "Payment cancelled", Page: PlaceholderPage },
};

/** Renders the page for the current path, or the not-found page. */
export function Router() {
  const [location] = useLocation();
  const path = toPagePath(location);
  const page = path && pages[path];
  return (
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<div className="min-h-dvh" />}>
        {page ? <page.Page title={page.title} /> : <NotFoundPage />}
      </Suspense>
    </RouteErrorBoundary>
  );
}
