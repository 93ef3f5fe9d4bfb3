import { Copy, FileText, MapPin } from "lucide-react";
import { Link } from "wouter";
import type { AdminOrder } from "@/shared/api/admin-contract";
import { formatCents } from "@/shared/money";
import { formatLaterVisits, formatOrderQuantities, orderServiceName } from "@/shared/order-service";
import { paymentStage } from "@/shared/order-status";
import { adminOrderPath } from "@/shared/routes";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import {
  formatAddons,
  formatAdminDay,
  formatAdminTime,
  formatOrderForCrm,
  formatPaymentStatus,
  orderMapLink,
} from "@/web/lib/order-text";
import { copyText } from "../copy-text";

export function customerLabel(order: AdminOrder): string {
  return order.customerName ?? order.email;
}

export function CustomerInfo({ order }: { order: AdminOrder }) {
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        {order.customerName ?? <span className="text-muted-foreground">No name yet</span>}
        {order.onboarded && <Badge variant="success">Ready</Badge>}
        {order.needsNewTime && <Badge variant="warning">Needs a new time</Badge>}
        {order.demo && <Badge variant="primary">Demo data</Badge>}
      </p>
      <p className="max-w-64 truncate text-muted-foreground" title={order.email}>
        <a href={`mailto:${order.email}`} className="underline-offset-2 hover:underline">
          {order.email}
        </a>
      </p>
      {order.phone && <p className="text-muted-foreground">{order.phone}</p>}
    </div>
  );
}

export function ServiceAddress({ order }: { order: AdminOrder }) {
  return (
    <div>
      <p>{order.address}</p>
      <p className="text-muted-foreground">
        {order.city}, {order.state} {order.zipCode}
      </p>
    </div>
  );
}

export function ServiceInfo({ order }: { order: AdminOrder }) {
  const { service } = order;
  if (service) {
    // An order priced as services (docs/product/dashboard.md#order-rows).
    const bought = [
      order.option.code && order.option.label,
      formatOrderQuantities(service.quantities, ", "),
    ];
    return (
      <div>
        <p>{orderServiceName(service)}</p>
        <p className="text-muted-foreground">{bought.filter(Boolean).join(", ")}</p>
        {service.frequency && (
          <p className="text-muted-foreground">
            {[service.frequency.name, formatLaterVisits(service)].filter(Boolean).join(", ")}
          </p>
        )}
        {order.addons.length > 0 && (
          <p className="text-muted-foreground">+ {formatAddons(order)}</p>
        )}
      </div>
    );
  }
  return (
    <div>
      <p>{order.option.label}</p>
      <p className="text-muted-foreground">
        {order.addons.length ? `+ ${formatAddons(order)}` : order.town}
      </p>
    </div>
  );
}

/** The priced lines as the customer saw them, ending with the amount charged. */
export function PricedLines({ order }: { order: Pick<AdminOrder, "lines" | "grandTotalCents"> }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
      {order.lines.map((line, index) => (
        // Lines have no id; their order is the order the customer saw them in.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
        <div key={index} className="contents">
          <dt>{line.label}</dt>
          <dd className="text-right">{formatCents(line.amount_cents)}</dd>
        </div>
      ))}
      <div className="contents font-medium text-foreground">
        <dt>Charged</dt>
        <dd className="text-right">{formatCents(order.grandTotalCents)}</dd>
      </div>
    </dl>
  );
}

/** What the customer was charged, tax included; the priced lines open on demand. */
export function Amount({ order }: { order: AdminOrder }) {
  return (
    <div className="tabular-nums">
      <p className="font-medium">{formatCents(order.grandTotalCents)}</p>
      <details className="group text-muted-foreground">
        <summary className="inline-flex min-h-6 cursor-pointer items-center rounded-sm text-sm underline-offset-2 hover:underline">
          Breakdown<span className="sr-only"> of the amount for {customerLabel(order)}</span>
        </summary>
        <div className="mt-1 min-w-48 text-sm">
          <PricedLines order={order} />
        </div>
      </details>
    </div>
  );
}

export function PaymentStatus({ order }: { order: AdminOrder }) {
  if (order.paymentStatus === "paid" && order.paidInTestMode) {
    const stage = paymentStage(order);
    return (
      <Badge variant="danger">
        Test payment (no money)
        {stage !== "paid_in_full" &&
          `: ${formatPaymentStatus({ ...order, paidInTestMode: false })}`}
      </Badge>
    );
  }
  const stage = paymentStage(order);
  return (
    <Badge
      variant={stage === "paid_in_full" ? "success" : stage === "pending" ? "warning" : "primary"}
    >
      {formatPaymentStatus(order)}
    </Badge>
  );
}

/** Street View only where the house itself was located; else the ZIP code's area, said so. */
export function LocationLink({ order }: { order: AdminOrder }) {
  const link = orderMapLink(order);
  if (!link) return <span className="text-muted-foreground">No location</span>;
  const street = link.precision === "street";
  return (
    <a
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      title={street ? undefined : "Only the ZIP code was located, not the house"}
      className="inline-flex min-h-10 items-center gap-1 rounded-md font-medium text-primary underline-offset-2 hover:underline"
    >
      <MapPin aria-hidden className="size-4" />
      {street ? "Street View" : "ZIP area"}
      <span className="sr-only">
        {street ? ` of ${order.address}` : ` map of ZIP code ${order.zipCode}`} (opens in a new tab)
      </span>
    </a>
  );
}

/**
 * Copies the CRM summary (docs/product/dashboard.md#row-actions); `iconOnly` keeps the wide table
 * narrow (the name stays for AT).
 */
export function CopyToCrmButton({
  order,
  timeZone,
  iconOnly = false,
}: {
  order: AdminOrder;
  timeZone: string;
  iconOnly?: boolean;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void copyText(formatOrderForCrm(order, timeZone))}
      aria-label={`Copy to CRM: ${customerLabel(order)}`}
      title="Copy to CRM"
      className={cn(iconOnly && "w-10 px-0")}
    >
      <Copy aria-hidden className="size-4" />
      {!iconOnly && <span>Copy to CRM</span>}
    </Button>
  );
}

/** Opens the order's detail view: every field, the priced lines, its timeline. */
export function OrderDetailsLink({ order }: { order: AdminOrder }) {
  return (
    <Link
      href={adminOrderPath(order.id)}
      className="inline-flex min-h-10 items-center gap-1 rounded-md px-1 text-sm font-medium text-primary underline-offset-2 hover:underline"
    >
      <FileText aria-hidden className="size-4" />
      Details<span className="sr-only"> of the order for {customerLabel(order)}</span>
    </Link>
  );
}

export function OnboardedToggle({
  order,
  onToggle,
}: {
  order: AdminOrder;
  onToggle: (order: AdminOrder, onboarded: boolean) => void;
}) {
  const id = `onboarded-${order.id}`;
  return (
    <label
      htmlFor={id}
      className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-1 text-sm font-medium select-none"
    >
      <input
        id={id}
        type="checkbox"
        checked={order.onboarded}
        onChange={(event) => onToggle(order, event.target.checked)}
        aria-label={`Onboarded: ${customerLabel(order)}`}
        className="size-5 cursor-pointer accent-(--color-success)"
      />
      Onboarded
    </label>
  );
}

export function CreatedAt({ order, timeZone }: { order: AdminOrder; timeZone: string }) {
  return (
    <time dateTime={order.createdAt} className="block">
      <span className="block">{formatAdminDay(order.createdAt, timeZone)}</span>
      <span className="block text-muted-foreground">
        {formatAdminTime(order.createdAt, timeZone)}
      </span>
    </time>
  );
}
