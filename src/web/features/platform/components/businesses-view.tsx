import { Fragment } from "react";
import type { BusinessStatus } from "@/shared/api/admin-contract";
import type { PlatformBusiness } from "@/shared/api/platform-contract";
import { formatCents } from "@/shared/money";
import { Badge, type BadgeVariant } from "@/web/components/ui/badge";
import { cn } from "@/web/components/ui/cn";
import { useMediaQuery } from "@/web/hooks/use-media-query";
import { formatAdminDay } from "@/web/lib/order-text";
import { BusinessStatusAction } from "./business-status-action";

const STATUS_BADGES: Record<BusinessStatus, { label: string; variant: BadgeVariant }> = {
  setup: { label: "In setup", variant: "warning" },
  live: { label: "Live", variant: "success" },
  suspended: { label: "Suspended", variant: "danger" },
};

const count = new Intl.NumberFormat("en-US");
/** Sign-up days on the operator's own calendar. */
const operatorTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function StatusBadge({ status }: { status: BusinessStatus }) {
  const { label, variant } = STATUS_BADGES[status];
  return (
    <Badge variant={variant} className="whitespace-nowrap">
      {label}
    </Badge>
  );
}

function BusinessName({ business }: { business: PlatformBusiness }) {
  const quotePage = `/b/${business.slug}/quote`;
  return (
    <div className="min-w-0">
      <p className="font-medium">{business.name}</p>
      <a
        href={quotePage}
        className="break-words text-sm text-primary underline underline-offset-2 hover:no-underline"
      >
        {quotePage}
        <span className="sr-only"> ({business.name}'s quote page)</span>
      </a>
    </div>
  );
}

/** The numbers the table's columns and the cards' lines show, in one place. */
function figuresOf(business: PlatformBusiness) {
  return {
    Trade: business.trade,
    "Signed up": formatAdminDay(business.createdAt, operatorTimeZone),
    Orders: count.format(business.orders),
    "Paid orders": count.format(business.paidOrders),
    "Fees collected": formatCents(business.feesCollectedCents),
  };
}
type Figure = keyof ReturnType<typeof figuresOf>;
const FIGURES: readonly Figure[] = [
  "Trade",
  "Signed up",
  "Orders",
  "Paid orders",
  "Fees collected",
];
const NUMERIC: ReadonlySet<Figure> = new Set(["Orders", "Paid orders", "Fees collected"]);

function BusinessesTable({ businesses }: { businesses: readonly PlatformBusiness[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Businesses on Quotewise, newest first</caption>
        <thead className="border-b border-border bg-muted text-muted-foreground">
          <tr>
            {["Business", "Status", ...FIGURES, "Actions"].map((column) => (
              <th
                key={column}
                scope="col"
                className={cn(
                  "px-3 py-3 font-medium whitespace-nowrap",
                  NUMERIC.has(column as Figure) && "text-right",
                )}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {businesses.map((business) => {
            const figures = figuresOf(business);
            return (
              <tr key={business.id}>
                <th scope="row" className="px-3 py-3 text-left align-top font-normal">
                  <BusinessName business={business} />
                </th>
                <td className="px-3 py-3 align-top">
                  <StatusBadge status={business.status} />
                </td>
                {FIGURES.map((figure) => (
                  <td
                    key={figure}
                    className={cn(
                      "px-3 py-3 align-top whitespace-nowrap",
                      NUMERIC.has(figure) && "text-right tabular-nums",
                    )}
                  >
                    {figures[figure]}
                  </td>
                ))}
                <td className="px-3 py-3 align-top">
                  <BusinessStatusAction business={business} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function BusinessCards({ businesses }: { businesses: readonly PlatformBusiness[] }) {
  return (
    <ul className="grid gap-3">
      {businesses.map((business) => {
        const figures = figuresOf(business);
        return (
          <li key={business.id} className="rounded-lg border border-border bg-card p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <BusinessName business={business} />
              <StatusBadge status={business.status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              {FIGURES.map((figure) => (
                <Fragment key={figure}>
                  <dt className="text-muted-foreground">{figure}</dt>
                  <dd className={cn("text-right", NUMERIC.has(figure) && "tabular-nums")}>
                    {figures[figure]}
                  </dd>
                </Fragment>
              ))}
            </dl>
            <div className="mt-3">
              <BusinessStatusAction business={business} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Every business: a table from 768 px, cards below (docs/product/settings.md#the-platform-console). */
export function BusinessesView({ businesses }: { businesses: readonly PlatformBusiness[] }) {
  const wide = useMediaQuery("(min-width: 768px)");
  const View = wide ? BusinessesTable : BusinessCards;
  return <View businesses={businesses} />;
}
