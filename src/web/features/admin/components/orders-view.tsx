import type { AdminOrder, OrderTab } from "@/shared/api/admin-contract";
import { RowsSkeleton } from "@/web/components/dashboard/dashboard-skeleton";
import { ListProblem } from "@/web/components/dashboard/list-problem";
import { LoadMoreButton } from "@/web/components/dashboard/load-more-button";
import { cn } from "@/web/components/ui/cn";
import { useMediaQuery } from "@/web/hooks/use-media-query";
import { useOrders } from "../api/get-orders";
import { useSetOnboarded } from "../api/set-order-onboarded";
import type { Density } from "../use-density";
import {
  Amount,
  CopyToCrmButton,
  CreatedAt,
  CustomerInfo,
  LocationLink,
  OnboardedToggle,
  OrderDetailsLink,
  PaymentStatus,
  ServiceAddress,
  ServiceInfo,
} from "./order-cells";

const count = new Intl.NumberFormat("en-US");

type ViewProps = {
  orders: AdminOrder[];
  density: Density;
  timeZone: string;
  caption: string;
  onToggle: (order: AdminOrder, onboarded: boolean) => void;
};

const COLUMNS = [
  "Customer Info",
  "Service Address",
  "Service",
  "Amount",
  "Status",
  "Location",
  "Date Created",
  "Actions",
];

function OrdersTable({ orders, density, timeZone, caption, onToggle }: ViewProps) {
  const cell = cn("px-3 align-top", density === "compact" ? "py-2" : "py-4");
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card shadow-sm">
      <table
        className={cn(
          "w-full text-left",
          density === "compact" ? "text-sm" : "text-sm lg:text-base",
        )}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-muted text-sm text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {orders.map((order) => (
            <tr
              key={order.id}
              data-testid="order-row"
              className={cn(order.onboarded && "bg-success-soft/60")}
            >
              <td className={cell}>
                <CustomerInfo order={order} />
              </td>
              <td className={cell}>
                <ServiceAddress order={order} />
              </td>
              <td className={cell}>
                <ServiceInfo order={order} />
              </td>
              <td className={cell}>
                <Amount order={order} />
              </td>
              <td className={cell}>
                <PaymentStatus order={order} />
              </td>
              <td className={cn(cell, "whitespace-nowrap")}>
                <LocationLink order={order} />
              </td>
              <td className={cn(cell, "whitespace-nowrap")}>
                <CreatedAt order={order} timeZone={timeZone} />
              </td>
              <td className={cell}>
                <div className="flex flex-col items-start gap-1">
                  <CopyToCrmButton order={order} timeZone={timeZone} iconOnly />
                  <OnboardedToggle order={order} onToggle={onToggle} />
                  <OrderDetailsLink order={order} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Under 768 px each order is a card, so nothing scrolls sideways at 375 px. */
function OrderCards({ orders, density, timeZone, caption, onToggle }: ViewProps) {
  return (
    <ul
      aria-label={caption}
      className={cn("grid grid-cols-1", density === "compact" ? "gap-2" : "gap-3")}
    >
      {orders.map((order) => (
        <li
          key={order.id}
          data-testid="order-row"
          className={cn(
            "rounded-lg border border-border bg-card text-sm shadow-sm",
            density === "compact" ? "p-3" : "p-4",
            order.onboarded && "border-success bg-success-soft/60",
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <CustomerInfo order={order} />
            <PaymentStatus order={order} />
          </div>
          <div className={cn("grid grid-cols-2 gap-3", density === "compact" ? "mt-2" : "mt-3")}>
            <ServiceAddress order={order} />
            <ServiceInfo order={order} />
            <Amount order={order} />
            <div>
              <CreatedAt order={order} timeZone={timeZone} />
              <LocationLink order={order} />
            </div>
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
            <CopyToCrmButton order={order} timeZone={timeZone} />
            <OnboardedToggle order={order} onToggle={onToggle} />
            <OrderDetailsLink order={order} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** One order tab: the server's pages for the tab and search, with Load more. */
export function OrdersView({
  tab,
  tabLabel,
  q,
  density,
  timeZone,
  adminName,
}: {
  tab: OrderTab;
  tabLabel: string;
  q: string;
  density: Density;
  timeZone: string;
  adminName: string;
}) {
  const wide = useMediaQuery("(min-width: 768px)");
  const query = useOrders({ tab, q });
  const setOnboarded = useSetOnboarded(adminName);

  if (query.isPending) return <RowsSkeleton />;
  if (query.isError) {
    return <ListProblem message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const orders = query.data.pages.flatMap((page) => page.orders);
  const caption = `${tabLabel} orders${q ? ` matching "${q}"` : ""}`;
  const View = wide ? OrdersTable : OrderCards;

  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-muted-foreground" role="status">
        {orders.length === 0
          ? q
            ? `No orders match "${q}".`
            : "No orders here yet."
          : `Showing ${count.format(orders.length)} ${orders.length === 1 ? "order" : "orders"}${
              query.hasNextPage ? ", newest first. Load more for older ones." : "."
            }`}
      </p>
      {orders.length > 0 && (
        <View
          orders={orders}
          density={density}
          timeZone={timeZone}
          caption={caption}
          onToggle={(order, onboarded) => setOnboarded.mutate({ order, onboarded })}
        />
      )}
      <LoadMoreButton query={query} label="Load more orders" />
    </div>
  );
}
