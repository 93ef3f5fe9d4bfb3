import {
  CUSTOM_QUOTE_STATUS_LABELS,
  type CustomQuoteStatus,
} from "@/shared/api/custom-quote-offer-contract";
import { RowsSkeleton } from "@/web/components/dashboard/dashboard-skeleton";
import { ListProblem } from "@/web/components/dashboard/list-problem";
import { LoadMoreButton } from "@/web/components/dashboard/load-more-button";
import { Badge, type BadgeVariant } from "@/web/components/ui/badge";
import { cn } from "@/web/components/ui/cn";
import { formatAdminDate } from "@/web/lib/order-text";
import { useCustomQuotes } from "../api/get-custom-quotes";
import type { Density } from "../use-density";
import { OfferButton } from "./offer-button";

const count = new Intl.NumberFormat("en-US");

const STATUS_BADGES: Record<CustomQuoteStatus, BadgeVariant> = {
  new: "warning",
  offer_sent: "primary",
  accepted: "primary",
  paid: "success",
  expired: "neutral",
};

/**
 * The custom quote requests, a status badge each and a count line:
 * docs/product/dashboard.md#custom-quotes.
 */
export function CustomQuotesView({
  q,
  density,
  timeZone,
}: {
  q: string;
  density: Density;
  timeZone: string;
}) {
  const query = useCustomQuotes(q);
  if (query.isPending) return <RowsSkeleton />;
  if (query.isError) {
    return <ListProblem message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const total = query.data.pages[0]?.total ?? 0;
  const quotes = query.data.pages.flatMap((page) => page.customQuotes);

  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-muted-foreground" role="status">
        {total === 0
          ? q
            ? `No custom quote requests match "${q}".`
            : "No custom quote requests yet."
          : `${count.format(total)} custom quote ${total === 1 ? "request" : "requests"}${
              q ? ` matching "${q}"` : ""
            }`}
      </p>
      <ul
        className={cn("grid grid-cols-1 md:grid-cols-2", density === "compact" ? "gap-2" : "gap-3")}
      >
        {quotes.map((quote) => (
          <li
            key={quote.id}
            className={cn(
              "rounded-lg border border-border bg-card text-sm shadow-sm",
              density === "compact" ? "p-3" : "p-4",
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="font-medium">{quote.customerName}</h2>
                <p className="truncate text-muted-foreground">
                  <a href={`mailto:${quote.email}`} className="underline-offset-2 hover:underline">
                    {quote.email}
                  </a>
                  {" · "}
                  {quote.phone}
                </p>
              </div>
              <Badge variant={STATUS_BADGES[quote.offerStatus]}>
                {CUSTOM_QUOTE_STATUS_LABELS[quote.offerStatus]}
              </Badge>
            </div>
            <p className="mt-2">
              {quote.address}, {quote.city}, {quote.state}
            </p>
            <p className="mt-1 text-muted-foreground">{quote.description}</p>
            {quote.selection && (
              // The service the customer chose before asking (docs/product/custom-quotes.md).
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                {quote.selection.map(({ label, value }) => (
                  <div key={label} className="contents">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {quote.propertyDetails && (
              <blockquote
                data-testid="property-details"
                className="mt-2 border-l-2 border-border pl-3 break-words whitespace-pre-line"
              >
                {quote.propertyDetails}
              </blockquote>
            )}
            <p className="mt-2 text-muted-foreground">
              Requested {formatAdminDate(quote.createdAt, timeZone)}
            </p>
            <OfferButton quote={quote} timeZone={timeZone} />
          </li>
        ))}
      </ul>
      <LoadMoreButton query={query} label="Load more requests" />
    </div>
  );
}
