import { type ComponentType, lazy, Suspense } from "react";
import { useLocation } from "wouter";
import { type PagePath, toScopedPagePath } from "@/shared/routes";
import type { LegalPath, MarketingPath } from "@/shared/site-pages";
import { lazyRecordPage } from "@/web/app/lazy-record-page";
import { RouteErrorBoundary } from "@/web/app/route-error-boundary";
import { LEGAL_RECORD_LOADERS } from "@/web/features/legal/content/legal-records";
import type { LegalPageRecord } from "@/web/features/legal/content/types";
import { MARKETING_RECORD_LOADERS } from "@/web/features/marketing/content/marketing-records";
import type { MarketingPageRecord } from "@/web/features/marketing/content/types";

type Page = ComponentType<{ title: string }>;

const NotFoundPage = lazy(() => import("@/web/features/not-found/not-found-page"));
const TestCheckoutPage: Page = lazy(() => import("@/web/features/checkout/test-checkout-page"));
const CheckoutSuccessPage: Page = lazy(
  () => import("@/web/features/checkout/checkout-success-page"),
);
const CheckoutCancelPage: Page = lazy(() => import("@/web/features/checkout/checkout-cancel-page"));
const OfferPage: Page = lazy(() => import("@/web/features/offer/offer-page"));
const BusinessTermsPage: Page = lazy(() => import("@/web/features/business/business-terms-page"));
const QuotePage: Page = lazy(() => import("@/web/features/quote/quote-page"));
const AdminPage: Page = lazy(() => import("@/web/features/admin/admin-page"));
const AdminSetupPage: Page = lazy(() => import("@/web/features/admin/admin-setup-page"));
const SignupPage: Page = lazy(() => import("@/web/features/signup/signup-page"));
const PlatformPage: Page = lazy(() => import("@/web/features/platform/platform-page"));
// Production serves /embed from its own small build (vite.embed.config.ts); this is for dev.
// Left out of the production build, the widget's modules do not share chunks with the quote
// page's, which keeps the quote page's first load in a few files.
const EmbedPage: Page = import.meta.env.DEV
  ? lazy(() => import("@/web/features/quote/embed/embed-page"))
  : () => null;

const HomePage: Page = lazy(() => import("@/web/features/marketing/home/home-page"));
const marketingPage = (path: MarketingPath): Page =>
  lazyRecordPage<MarketingPageRecord>(
    () =>
      import("@/web/features/marketing/template/marketing-page-template").then(
        (module) => module.MarketingPageTemplate,
      ),
    MARKETING_RECORD_LOADERS[path],
  );
const legalPage = (path: LegalPath): Page =>
  lazyRecordPage<LegalPageRecord>(
    () => import("@/web/features/legal/legal-page").then((module) => module.LegalPage),
    LEGAL_RECORD_LOADERS[path],
  );

const HOME_TITLE = "Instant quotes and payments for service businesses";
const QUOTE_TITLE = "Get your instant quote";

/** Every page path, its lazily loaded page and the title it shows. */
const pages: Record<PagePath, { title: string; Page: Page }> = {
  "/": { title: HOME_TITLE, Page: HomePage },
  "/landing": { title: HOME_TITLE, Page: HomePage },
  "/quotewise": { title: HOME_TITLE, Page: HomePage },
  "/demo": { title: QUOTE_TITLE, Page: QuotePage },
  "/quote": { title: QUOTE_TITLE, Page: QuotePage },
  "/embed": { title: "Instant quote widget", Page: EmbedPage },
  "/admin": { title: "Instant Quote Dashboard", Page: AdminPage },
  "/admin/setup": { title: "Create the owner account", Page: AdminSetupPage },
  "/signup": { title: "Start free", Page: SignupPage },
  "/platform": { title: "Quotewise platform console", Page: PlatformPage },
  "/instant-quoting-software": {
    title: "Instant quoting software",
    Page: marketingPage("/instant-quoting-software"),
  },
  "/instant-quote-generator": {
    title: "Instant quote generator",
    Page: marketingPage("/instant-quote-generator"),
  },
  "/features/quote-automation": {
    title: "Quote automation",
    Page: marketingPage("/features/quote-automation"),
  },
  "/features/pricing-matrix": {
    title: "Pricing matrix engine",
    Page: marketingPage("/features/pricing-matrix"),
  },
  "/features/geographic-validation": {
    title: "Service-area validation",
    Page: marketingPage("/features/geographic-validation"),
  },
  "/features/payment-processing": {
    title: "Payment processing",
    Page: marketingPage("/features/payment-processing"),
  },
  "/industries/cleaning-instant-quote": {
    title: "Instant quotes for cleaning businesses",
    Page: marketingPage("/industries/cleaning-instant-quote"),
  },
  "/industries/landscaping-instant-quote": {
    title: "Instant quotes for landscaping businesses",
    Page: marketingPage("/industries/landscaping-instant-quote"),
  },
  "/industries/hvac-instant-quote": {
    title: "Instant quotes for HVAC businesses",
    Page: marketingPage("/industries/hvac-instant-quote"),
  },
  "/industries/plumbing-instant-quote": {
    title: "Instant quotes for plumbing businesses",
    Page: marketingPage("/industries/plumbing-instant-quote"),
  },
  "/industries/snow-removal-instant-quote": {
    title: "Instant quotes for snow removal businesses",
    Page: marketingPage("/industries/snow-removal-instant-quote"),
  },
  "/industries/handyman-instant-quote": {
    title: "Instant quotes for handyman businesses",
    Page: marketingPage("/industries/handyman-instant-quote"),
  },
  "/compare/responsibid-alternative": {
    title: "A ResponsiBid alternative",
    Page: marketingPage("/compare/responsibid-alternative"),
  },
  "/compare/pandadoc-alternative-quoting": {
    title: "A PandaDoc alternative for quoting",
    Page: marketingPage("/compare/pandadoc-alternative-quoting"),
  },
  "/privacy-policy": { title: "Privacy Policy", Page: legalPage("/privacy-policy") },
  "/terms-of-service": { title: "Terms of Service", Page: legalPage("/terms-of-service") },
  "/cookie-policy": { title: "Cookie Policy", Page: legalPage("/cookie-policy") },
  "/accessibility": { title: "Accessibility Statement", Page: legalPage("/accessibility") },
  "/terms": { title: "Service Terms", Page: BusinessTermsPage },
  "/checkout/test": { title: "Test checkout", Page: TestCheckoutPage },
  "/checkout/success": { title: "Payment received", Page: CheckoutSuccessPage },
  "/checkout/cancel": { title: "Payment cancelled", Page: CheckoutCancelPage },
  "/offer": { title: "Your quote", Page: OfferPage },
};

/** A path the server did not serve a page at: no such business, or a suspended one. */
export type Unserved = { path: string; suspended: boolean };

/**
 * Renders the page for the current path (a business's own pages also under /b/{slug}), or the
 * not-found page. `unserved` is a path the server answered without its page (a business that
 * does not exist, or is suspended): the page there stays the notice the server sent.
 */
export function Router({ unserved }: { unserved?: Unserved | undefined }) {
  const [location] = useLocation();
  const here = location === unserved?.path ? unserved : undefined;
  const path = here ? undefined : toScopedPagePath(location).page;
  const page = path && pages[path];
  return (
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<div className="min-h-dvh" />}>
        {page ? <page.Page title={page.title} /> : <NotFoundPage suspended={here?.suspended} />}
      </Suspense>
    </RouteErrorBoundary>
  );
}
