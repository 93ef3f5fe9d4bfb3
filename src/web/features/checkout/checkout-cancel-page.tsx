import { Link } from "wouter";
import { CUSTOM_QUOTE_OPTION } from "@/shared/api/custom-quote-offer-contract";
import { ROUTES } from "@/shared/routes";
import { BusinessPageLayout } from "@/web/components/business/business-page-layout";
import { buttonClasses } from "@/web/components/ui/button";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { businessPage } from "@/web/lib/business-scope";
import { useOrderSummary } from "./api/get-order-summary";
import { resumeReviewPath, useCheckoutParams } from "./use-checkout-params";

/**
 * Where a cancelled payment lands: nothing was charged and the quote is kept. An instant quote
 * goes back to its review; a custom quote's offer (or its balance) is reopened from its email, so
 * the page says so and offers the business's wizard for a new quote.
 */
export default function CheckoutCancelPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const { orderId, fromEmbed } = useCheckoutParams();
  const order = useOrderSummary(orderId).data;
  const fromOffer = order?.option.code === CUSTOM_QUOTE_OPTION.code;
  const balance = order?.paymentStatus === "paid" && order.balanceStatus !== null;
  return (
    <BusinessPageLayout>
      <h1 className="text-3xl font-semibold tracking-tight">Payment cancelled</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        {balance
          ? "No payment was taken. You can pay the balance from the link in our email while it works."
          : fromOffer
            ? "No payment was taken. Your quote is kept: open it again from the link in our email whenever you're ready."
            : "No payment was taken. Your quote is kept, so you can review it and pay whenever you're ready."}
      </p>
      {fromEmbed ? (
        <p className="mt-4 text-lg">Close this tab to return to your quote.</p>
      ) : (
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {!fromOffer && (
            <Link href={resumeReviewPath()} className={buttonClasses()}>
              Back to your quote
            </Link>
          )}
          <Link
            href={businessPage(ROUTES.quote)}
            className={buttonClasses({ variant: fromOffer ? "primary" : "secondary" })}
          >
            Start a new quote
          </Link>
        </div>
      )}
    </BusinessPageLayout>
  );
}
