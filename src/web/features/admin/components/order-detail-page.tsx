import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type {
  AdminOrderDetail,
  AdminPingResponse,
  OrderTimelineEntry,
} from "@/shared/api/admin-contract";
import { formatCents } from "@/shared/money";
import { ROUTES } from "@/shared/routes";
import { formatSeasonLabel } from "@/shared/season";
import { ListProblem } from "@/web/components/dashboard/list-problem";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api-error";
import {
  formatAddons,
  formatAdminDate,
  formatPaymentStatus,
  orderServiceFields,
} from "@/web/lib/order-text";
import { useOrderDetail } from "../api/get-order-detail";
import { adminReceiptPdfUrl } from "../api/receipt-pdf";
import { useSetOnboarded } from "../api/set-order-onboarded";
import { BalancePanel } from "./balance-panel";
import { DashboardHeader } from "./dashboard-header";
import {
  CopyToCrmButton,
  customerLabel,
  LocationLink,
  OnboardedToggle,
  PaymentStatus,
  PricedLines,
} from "./order-cells";
import { RefundsPanel } from "./refunds-panel";

const EVENT_LABELS: Record<Extract<OrderTimelineEntry, { source: "event" }>["type"], string> = {
  created: "Order created",
  paid: "Marked paid",
  payment_failed: "Payment failed",
  expired: "Checkout expired",
  refunded: "Refunded",
  disputed: "Payment disputed",
  deposit_paid: "Deposit paid",
  balance_charge_started: "Balance charge started",
  balance_failed: "Balance not charged: the customer is needed",
  balance_link_sent: "Payment link for the balance sent",
  balance_link_expired: "Balance payment link expired",
  balance_paid: "Balance paid",
  needs_new_time: "Paid, but its time was taken: the customer was asked to choose a new one",
  new_time_chosen: "New time chosen",
  visit_moved: "Visit moved",
  visit_cancelled: "Visit cancelled",
  onboarded: "Marked onboarded",
  unonboarded: "Onboarded mark removed",
  exported: "Exported to CSV",
};

const EMAIL_LABELS: Record<string, string> = {
  order_receipt: "Receipt to the customer",
  order_paid_notice: "Paid-order notice to the business",
  balance_link: "Balance payment link to the customer",
  balance_receipt: "Balance receipt to the customer",
  balance_paid_notice: "Balance-paid notice to the business",
};

const EMAIL_STATUS: Record<string, string> = {
  pending: "waiting to be sent",
  sent: "sent",
  logged: "written to the log (no SMTP configured)",
  failed: "failed",
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-3 text-lg font-semibold">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** Label and value pairs; values are customer text shown as text. */
function Fields({ fields }: { fields: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {fields.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The season sold, for a business that bills by season; nothing otherwise. */
function seasonField(
  order: Pick<AdminOrderDetail["order"], "seasonStartsOn" | "seasonEndsOn">,
): [string, ReactNode][] {
  const { seasonStartsOn: starts_on, seasonEndsOn: ends_on } = order;
  return starts_on && ends_on ? [["Season", formatSeasonLabel({ starts_on, ends_on })]] : [];
}

/** The deposit, for an order that took one: paid at checkout, the rest later. */
function depositFields(order: AdminOrderDetail["order"]): [string, ReactNode][] {
  return order.depositCents === null ? [] : [["Deposit", formatCents(order.depositCents)]];
}

function TimelineEntry({ entry, timeZone }: { entry: OrderTimelineEntry; timeZone: string }) {
  const when = (
    <time dateTime={entry.at} className="text-muted-foreground">
      {formatAdminDate(entry.at, timeZone)}
    </time>
  );
  if (entry.source === "event") {
    return (
      <li className="grid gap-0.5">
        <span className="font-medium">
          {EVENT_LABELS[entry.type]} <span className="font-normal">by {entry.actor}</span>
        </span>
        {when}
      </li>
    );
  }
  return (
    <li className="grid gap-0.5">
      <span className="font-medium">
        {EMAIL_LABELS[entry.kind] ?? entry.kind}{" "}
        <span className="font-normal">
          to {entry.to}: {EMAIL_STATUS[entry.status] ?? entry.status}
          {entry.attempts > 1 && ` after ${entry.attempts} attempts`}
        </span>
      </span>
      <span className="break-words">“{entry.subject}”</span>
      {entry.lastError && <span className="text-danger">Last error: {entry.lastError}</span>}
      {when}
    </li>
  );
}

function OrderDetail({
  detail,
  session,
}: {
  detail: AdminOrderDetail;
  session: AdminPingResponse;
}) {
  const { order, timeline, onboarding } = detail;
  const timeZone = session.business.timezone;
  const setOnboarded = useSetOnboarded(session.admin.name);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
            Order for {customerLabel(order)}
          </h1>
          <p className="mt-1 text-sm break-all text-muted-foreground">Order {order.id}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PaymentStatus order={order} />
          <CopyToCrmButton order={order} timeZone={timeZone} />
          <OnboardedToggle
            order={order}
            onToggle={(target, onboarded) => setOnboarded.mutate({ order: target, onboarded })}
          />
        </div>
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Section title="Customer">
          <Fields
            fields={[
              ["Name", order.customerName ?? "Not provided"],
              [
                "Email",
                <a
                  key="email"
                  href={`mailto:${order.email}`}
                  className="underline underline-offset-2"
                >
                  {order.email}
                </a>,
              ],
              ["Phone", order.phone ?? "Not provided"],
            ]}
          />
        </Section>

        <Section title="Service">
          <Fields
            fields={[
              ["Address", `${order.address}, ${order.city}, ${order.state} ${order.zipCode}`],
              ["Service area", order.town],
              ...orderServiceFields(order),
              ["Add-ons", formatAddons(order)],
              ...seasonField(order),
              ["Location", <LocationLink key="location" order={order} />],
            ]}
          />
        </Section>

        <Section title="Priced lines">
          <div className="text-sm">
            <PricedLines order={order} />
          </div>
          <p className="mt-3 text-sm text-muted-foreground">
            Before tax {formatCents(order.totalCents)}; subtotal {formatCents(order.subtotalCents)},
            fee {formatCents(order.feeCents)}, tax {formatCents(order.taxCents)}.
          </p>
        </Section>

        <Section title="Payment">
          <Fields
            fields={[
              ["Status", formatPaymentStatus(order)],
              ["Charged", formatCents(order.grandTotalCents)],
              ...depositFields(order),
              ["Paid", formatCents(order.amounts.paidCents)],
              ["Outstanding", formatCents(order.amounts.outstandingCents)],
              ["Paid at", order.paidAt ? formatAdminDate(order.paidAt, timeZone) : "Not paid"],
              ...(order.paymentStatus === "paid"
                ? ([
                    [
                      "Receipt",
                      <a
                        key="receipt"
                        href={adminReceiptPdfUrl(order.id)}
                        download
                        className="underline underline-offset-2"
                      >
                        Download the receipt (PDF)
                      </a>,
                    ],
                  ] satisfies [string, ReactNode][])
                : []),
              ["Refunded", formatCents(order.refundedCents)],
              ["Checkout session", order.checkoutSessionId ?? "None (test mode or not started)"],
              ["Created", formatAdminDate(order.createdAt, timeZone)],
              ["Last changed", formatAdminDate(order.updatedAt, timeZone)],
            ]}
          />
        </Section>

        {order.paymentStatus === "paid" && order.depositCents !== null && (
          <Section title="Balance">
            <BalancePanel detail={detail} timeZone={timeZone} />
          </Section>
        )}

        {order.paymentStatus === "paid" && (
          <Section title="Refunds">
            <RefundsPanel
              detail={detail}
              canRefund={session.admin.role === "owner"}
              timeZone={timeZone}
            />
          </Section>
        )}

        <Section title="Timeline">
          <ol className="grid gap-3 text-sm">
            {timeline.map((entry, index) => (
              // Entries have no id of their own; the list only grows at its end.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <TimelineEntry key={index} entry={entry} timeZone={timeZone} />
            ))}
          </ol>
        </Section>

        <Section title="Onboarding">
          {onboarding.length === 0 ? (
            <p className="text-sm text-muted-foreground">Not onboarded yet.</p>
          ) : (
            <ol className="grid gap-2 text-sm">
              {onboarding.map((change, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the history never reorders
                <li key={index}>
                  <span className="font-medium">
                    {change.onboarded ? "Onboarded" : "Onboarded mark removed"}
                  </span>{" "}
                  by {change.actor},{" "}
                  <time dateTime={change.at}>{formatAdminDate(change.at, timeZone)}</time>
                </li>
              ))}
            </ol>
          )}
        </Section>
      </div>
    </>
  );
}

/** /admin/orders/:orderId: one order, everything about it. */
export function OrderDetailPage({
  orderId,
  session,
}: {
  orderId: string;
  session: AdminPingResponse;
}) {
  const query = useOrderDetail(orderId);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className="min-h-dvh">
      <DashboardHeader session={session} />
      <main className="mx-auto grid max-w-page grid-cols-1 gap-6 px-4 py-6 sm:px-6">
        <Link
          href={ROUTES.admin}
          className="inline-flex min-h-10 items-center gap-2 justify-self-start rounded-md text-sm font-medium text-primary underline-offset-2 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to the dashboard
        </Link>
        {query.isPending ? (
          <Skeleton className="h-64" />
        ) : notFound ? (
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">Order not found</h1>
            <p className="mt-2 text-muted-foreground">
              No order of {session.business.name} has the id {orderId}.
            </p>
          </div>
        ) : query.isError ? (
          <ListProblem message={query.error.message} onRetry={() => void query.refetch()} />
        ) : (
          <OrderDetail detail={query.data} session={session} />
        )}
      </main>
    </div>
  );
}
