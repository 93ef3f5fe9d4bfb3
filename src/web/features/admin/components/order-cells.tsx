import { Copy, MapPin } from "lucide-react";
import type { AdminOrder } from "@/shared/api/admin-contract";
import { formatCents } from "@/shared/money";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import { toast } from "@/web/components/ui/toast-store";
import {
  formatAddons,
  formatAdminDay,
  formatAdminTime,
  formatOrderForCrm,
  formatPaymentStatus,
  streetViewUrl,
} from "../order-text";

export function customerLabel(order: AdminOrder): string {
  return order.customerName ?? order.email;
}

export function CustomerInfo({ order }: { order: AdminOrder }) {
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        {order.customerName ?? <span className="text-muted-foreground">No name yet</span>}
        {order.onboarded && <Badge variant="success">Ready</Badge>}
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
  return (
    <div>
      <p>{order.drivewaySizeLabel}</p>
      <p className="text-muted-foreground">
        {order.addons.length ? `+ ${formatAddons(order)}` : order.town}
      </p>
    </div>
  );
}

export function Amount({ order }: { order: AdminOrder }) {
  return (
    <div className="tabular-nums">
      <p className="font-medium">{formatCents(order.totalCents)}</p>
      <p className="text-muted-foreground">{formatCents(order.grandTotalCents)} with tax</p>
    </div>
  );
}

export function PaymentStatus({ order }: { order: AdminOrder }) {
  return (
    <Badge variant={order.paymentStatus === "paid" ? "success" : "warning"}>
      {formatPaymentStatus(order.paymentStatus)}
    </Badge>
  );
}

export function LocationLink({ order }: { order: AdminOrder }) {
  const url = streetViewUrl(order);
  if (!url) return <span className="text-muted-foreground">No location</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-10 items-center gap-1 rounded-md font-medium text-primary underline-offset-2 hover:underline"
    >
      <MapPin aria-hidden className="size-4" />
      Street View<span className="sr-only"> of {order.address} (opens in a new tab)</span>
    </a>
  );
}

async function copyToCrm(order: AdminOrder, timeZone: string) {
  try {
    await navigator.clipboard.writeText(formatOrderForCrm(order, timeZone));
    toast({ title: "Copied to clipboard" });
  } catch {
    toast({
      title: "Error",
      description: "Could not copy to the clipboard. Please allow clipboard access and try again.",
      variant: "destructive",
    });
  }
}

/** Copies SPEC's CRM summary; `iconOnly` keeps the wide table narrow (the name stays for AT). */
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
      onClick={() => void copyToCrm(order, timeZone)}
      aria-label={`Copy to CRM: ${customerLabel(order)}`}
      title="Copy to CRM"
      className={cn(iconOnly && "w-10 px-0")}
    >
      <Copy aria-hidden className="size-4" />
      {!iconOnly && <span>Copy to CRM</span>}
    </Button>
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
