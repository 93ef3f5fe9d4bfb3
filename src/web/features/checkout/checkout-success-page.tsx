import { CircleCheck, Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { OrderSummary } from "@/shared/api/checkout-contract";
import { ROUTES } from "@/shared/routes";
import { BusinessPageLayout } from "@/web/components/business/business-page-layout";
import { OrderSummaryCard } from "@/web/components/checkout/order-summary-card";
import { Button, buttonClasses } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { useBusinessConfig } from "@/web/lib/api/get-business-config";
import { businessPage, businessStorageKey } from "@/web/lib/business-scope";
import { clearQuoteState, getSessionStorage, QUOTE_STORAGE_KEY } from "@/web/lib/quote-storage";
import { useOrderSummary } from "./api/get-order-summary";
import { receiptPdfUrl } from "./api/receipt-pdf-url";
import { describeLoadFailure, OrderLoadState } from "./components/order-load-state";
import { resumeReviewPath, useCheckoutParams } from "./use-checkout-params";

/**
 * How long the page waits for the payment to be confirmed (Stripe's webhook usually follows the
 * redirect within seconds) before it says so and offers the way back to payment.
 */
export const CONFIRMATION_TIMEOUT_MS = 60_000;

/**
 * Where Stripe (or the test checkout) returns the customer after paying. It says what is true:
 * paid, still waiting for the payment's confirmation, or no such order.
 */
export default function CheckoutSuccessPage({ title }: { title: string }) {
  const { orderId } = useCheckoutParams();
  const [waitStarted, setWaitStarted] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);
  const order = useOrderSummary(orderId, { pollWhilePending: !timedOut });
  const data = order.data;
  const status = !orderId
    ? "missing"
    : data
      ? data.paymentStatus
      : order.error
        ? "failed"
        : "loading";
  const pending = status === "pending";

  useEffect(() => {
    if (status === "paid")
      clearQuoteState({ storage: getSessionStorage(), key: businessStorageKey(QUOTE_STORAGE_KEY) });
  }, [status]);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(
      () => setTimedOut(true),
      Math.max(0, waitStarted + CONFIRMATION_TIMEOUT_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [pending, waitStarted]);

  const failure = describeLoadFailure(status === "missing" ? undefined : order.error);
  const heading =
    status === "paid"
      ? "Payment received"
      : status === "pending"
        ? timedOut
          ? "Payment not confirmed yet"
          : "Waiting for payment confirmation"
        : status === "loading"
          ? "Checking your payment"
          : failure.title;
  useDocumentTitle(status === "paid" ? title : heading);

  return (
    <BusinessPageLayout>
      <div className="flex items-center gap-3">
        {status === "paid" && <CircleCheck aria-hidden className="size-9 shrink-0 text-success" />}
        {pending && <Clock aria-hidden className="size-9 shrink-0 text-muted-foreground" />}
        <h1 className="text-3xl font-semibold tracking-tight">{heading}</h1>
      </div>
      {status === "loading" && (
        <div className="mt-6">
          <OrderLoadState />
        </div>
      )}
      {(status === "missing" || status === "failed") && (
        <div role="alert" className="mt-4">
          <p className="text-lg text-muted-foreground">{failure.detail}</p>
          <Link href={businessPage(ROUTES.quote)} className={buttonClasses({ className: "mt-6" })}>
            Get an instant quote
          </Link>
        </div>
      )}
      {data && pending && (
        <AwaitingConfirmation
          order={data}
          timedOut={timedOut}
          onCheckAgain={() => {
            setTimedOut(false);
            setWaitStarted(Date.now());
            void order.refetch();
          }}
        />
      )}
      {data && status === "paid" && <PaidOrder order={data} />}
    </BusinessPageLayout>
  );
}

function AwaitingConfirmation({
  order,
  timedOut,
  onCheckAgain,
}: {
  order: OrderSummary;
  timedOut: boolean;
  onCheckAgain: () => void;
}) {
  const { testCheckoutPath } = useCheckoutParams();
  const paymentPath = order.paymentMode === "test" ? testCheckoutPath : resumeReviewPath();
  return (
    <div className="mt-4 grid gap-6">
      <p className="text-lg text-muted-foreground" aria-live="polite">
        {timedOut
          ? `We haven't had the confirmation of your payment yet. If you paid, your receipt will reach ${order.email} once it arrives; if you didn't finish paying, you can return to payment. Nothing is charged twice.`
          : "We're waiting for the card processor to confirm your payment. This page updates by itself in a moment."}
      </p>
      {timedOut && (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link href={paymentPath} className={buttonClasses()}>
            Return to payment
          </Link>
          <Button variant="secondary" onClick={onCheckAgain}>
            Check again
          </Button>
        </div>
      )}
      <OrderSummaryCard order={order} />
    </div>
  );
}

function PaidOrder({ order }: { order: OrderSummary }) {
  return (
    <div className="mt-4 grid gap-6">
      <p className="text-lg text-muted-foreground" aria-live="polite">
        {`Thank you${order.customerName ? `, ${order.customerName}` : ""}. Your ${order.contract.name} with ${order.business.name} is confirmed, and your receipt is on its way to ${order.email}.`}
      </p>
      <OrderSummaryCard order={order} totalLabel="Total paid" />
      <a
        href={receiptPdfUrl(order.id)}
        download
        className={buttonClasses({ variant: "secondary", className: "justify-self-start" })}
      >
        {order.paymentMode === "test" ? "Download test order (PDF)" : "Download receipt (PDF)"}
      </a>
      <Card>
        <h2 className="text-lg font-semibold">What happens next</h2>
        <ol className="mt-3 grid list-decimal gap-2 pl-5">
          {order.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Card>
      <BackToBusiness />
    </div>
  );
}

function BackToBusiness() {
  const business = useBusinessConfig().data?.config.business;
  if (!business?.contact.website) return null;
  return (
    <a
      href={business.contact.website}
      className={buttonClasses({ variant: "secondary", className: "justify-self-start" })}
    >
      Back to {business.name}
    </a>
  );
}
