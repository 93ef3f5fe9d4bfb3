import { CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import { describeOrderNextSteps } from "@/shared/order-next-steps";
import { ROUTES } from "@/shared/routes";
import { formatSeasonLabel } from "@/shared/season";
import { ApiError } from "@/web/app/api-client";
import { buttonClasses } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { SimplePageLayout } from "@/web/components/ui/simple-page-layout";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { clearQuoteState, getSessionStorage, QUOTE_STORAGE_KEY } from "../quote/quote-storage";
import { useOrderSummary } from "./api/get-order-summary";
import { OrderLoadState } from "./components/order-load-state";
import { OrderSummaryCard } from "./components/order-summary-card";
import { useCheckoutParams } from "./use-checkout-params";

/** Where Stripe (or the test checkout) returns the customer after paying. */
export default function CheckoutSuccessPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const { orderId } = useCheckoutParams();
  const order = useOrderSummary(orderId, { pollWhilePending: true });
  const data = order.data;
  const paid = data?.paymentStatus === "paid";
  useEffect(() => {
    if (paid) clearQuoteState({ storage: getSessionStorage(), key: QUOTE_STORAGE_KEY });
  }, [paid]);

  return (
    <SimplePageLayout>
      <div className="flex items-center gap-3">
        <CircleCheck aria-hidden className="size-9 shrink-0 text-success" />
        <h1 className="text-3xl font-semibold tracking-tight">Payment received</h1>
      </div>
      {!orderId || !data ? (
        <div className="mt-6">
          <OrderLoadState error={orderId ? order.error : new ApiError(404, "Order not found")} />
        </div>
      ) : (
        <div className="mt-4 grid gap-6">
          <p className="text-lg text-muted-foreground" aria-live="polite">
            {data.paymentStatus === "paid"
              ? `Thank you${data.customerName ? `, ${data.customerName}` : ""}. Your ${data.business.serviceName} season contract with ${data.business.name} is confirmed, and your receipt is on its way to ${data.email}.`
              : "Thank you. We're confirming your payment with the card processor; this page updates by itself in a moment."}
          </p>
          <OrderSummaryCard order={data} totalLabel="Total paid" />
          <Card>
            <h2 className="text-lg font-semibold">Your season contract</h2>
            <p className="mt-2">{formatSeasonLabel(data.season)}</p>
            <p className="mt-1 text-muted-foreground">
              {data.season.trigger_inches}-inch snow trigger: we clear your driveway after every
              snowfall of {data.season.trigger_inches} inches or more.
            </p>
          </Card>
          <Card>
            <h2 className="text-lg font-semibold">What happens next</h2>
            <ol className="mt-3 grid list-decimal gap-2 pl-5">
              {describeOrderNextSteps({
                season: data.season,
                triggerInches: data.season.trigger_inches,
                businessPhone: data.business.phone,
              }).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Card>
          <Link
            href={ROUTES.home}
            className={buttonClasses({ variant: "secondary", className: "justify-self-start" })}
          >
            Back to the home page
          </Link>
        </div>
      )}
    </SimplePageLayout>
  );
}
