import type { OrderSummary } from "@/shared/api/checkout-contract";
import { formatCents } from "@/shared/money";
import { describeVisitTimeFor } from "@/shared/slot-times";
import { Card } from "@/web/components/ui/card";
import { cn } from "@/web/components/ui/cn";
import { useBusinessConfig } from "@/web/lib/api/get-business-config";
import { customerTimeZone } from "@/web/lib/customer-time-zone";

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A label and an amount, right-aligned, in the summaries customers see. */
export function SummaryRow({
  label,
  value,
  strong = false,
  className,
}: {
  label: string;
  value: string;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex justify-between gap-4 py-1.5", strong && "font-semibold", className)}>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

/** The order exactly as it was priced: service details, every line and the grand total. */
export function OrderSummaryCard({
  order,
  totalLabel = "Total",
}: {
  order: OrderSummary;
  totalLabel?: string;
}) {
  // The option is named after the property it is for (`service.propertyNoun`, capitalised).
  const propertyNoun = useBusinessConfig().data?.config.service.propertyNoun;
  const serviceLines = order.lines.filter((line) => line.kind !== "fee" && line.kind !== "tax");
  const chargeLines = order.lines.filter((line) => line.kind === "fee" || line.kind === "tax");
  return (
    <Card>
      <h2 className="text-lg font-semibold">Order summary</h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-3 text-sm">
        <div className="col-span-2">
          <dt className="text-muted-foreground">Service address</dt>
          <dd className="font-medium">
            {order.address}, {order.city}, {order.state} {order.zipCode}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Service area</dt>
          <dd className="font-medium">{order.area}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            {propertyNoun ? capitalize(propertyNoun) : "Service"}
          </dt>
          <dd className="font-medium">{order.option.label}</dd>
        </div>
        {order.visitTime && (
          <div className="col-span-2">
            <dt className="text-muted-foreground">Date and time</dt>
            <dd className="font-medium" data-testid="order-visit-time">
              {describeVisitTimeFor(order.visitTime, order.visitTime.timezone, customerTimeZone())}
            </dd>
          </div>
        )}
        <div className="col-span-2">
          <dt className="text-muted-foreground">{capitalize(order.contract.name)}</dt>
          <dd className="font-medium">{order.contract.line}</dd>
          {order.contract.note && <dd className="text-muted-foreground">{order.contract.note}</dd>}
        </div>
      </dl>
      <h3 className="mt-5 border-t border-border pt-4 text-base font-semibold">
        Pricing breakdown
      </h3>
      <dl className="mt-2 text-sm">
        {serviceLines.map((line) => (
          <SummaryRow
            key={`${line.kind}-${line.label}`}
            label={line.label}
            value={formatCents(line.amount_cents)}
          />
        ))}
        <SummaryRow label="Subtotal" value={formatCents(order.subtotal_cents)} />
        {chargeLines.map((line) => (
          <SummaryRow
            key={`${line.kind}-${line.label}`}
            label={line.label}
            value={formatCents(line.amount_cents)}
          />
        ))}
        <SummaryRow
          label={order.amount_due_later_cents > 0 ? "Total" : totalLabel}
          value={formatCents(order.grand_total_cents)}
          strong
          className="mt-2 border-t border-border pt-3 text-base"
        />
        {order.amount_due_later_cents > 0 && <DepositRows order={order} />}
      </dl>
    </Card>
  );
}

/** An order paid with a deposit (docs/product/payments.md#deposits): now, and when the job is done. */
function DepositRows({ order }: { order: OrderSummary }) {
  const balancePaid = order.balanceStatus === "paid";
  return (
    <>
      <SummaryRow
        label={order.paymentStatus === "paid" ? "Deposit paid" : "Deposit due now"}
        value={formatCents(order.amount_due_now_cents)}
        strong
      />
      <SummaryRow
        label={
          balancePaid
            ? "Balance paid"
            : order.balanceStatus === "awaiting_customer"
              ? "Balance due"
              : "Balance, charged to your card when the job is done"
        }
        value={formatCents(order.amount_due_later_cents)}
      />
    </>
  );
}
