import type { BusinessConfigResponse } from "@/shared/api/quote-contract";
import { BusinessLogo } from "@/web/components/business/brand";
import { OfferingIcon } from "@/web/components/wizard/offering-icon";

export function QuoteHeader({
  businessName,
  brand,
  icon,
  headline,
}: {
  businessName: string;
  brand?: BusinessConfigResponse["business"]["brand"];
  /** The service's icon, shown when the business has no logo. */
  icon: BusinessConfigResponse["service"]["icon"];
  /** The line under "Get your instant quote" (the offering's headline). */
  headline: string;
}) {
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex max-w-page items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <div className="flex items-center gap-3">
          {brand?.logoUrl ? (
            <BusinessLogo name={businessName} brand={brand} />
          ) : (
            <span
              aria-hidden
              className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground"
            >
              <OfferingIcon name={icon} className="size-5" />
            </span>
          )}
          <div>
            {/* With a logo, its text alternative names the business. */}
            {!brand?.logoUrl && <p className="font-semibold leading-tight">{businessName}</p>}
            <p className="text-sm text-muted-foreground">Instant quote</p>
          </div>
        </div>
        <div className="sr-only text-right md:not-sr-only">
          <h1 className="font-semibold leading-tight">Get your instant quote</h1>
          <p className="text-sm text-muted-foreground">{headline}</p>
        </div>
      </div>
    </header>
  );
}
