import { Link } from "wouter";
import { ROUTES } from "@/shared/routes";
import { businessPage } from "@/web/app/business-scope";
import { buttonClasses } from "@/web/components/ui/button";
import { BusinessPageLayout } from "@/web/features/business/business-page-layout";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { resumeReviewPath, useCheckoutParams } from "./use-checkout-params";

/** Where a cancelled payment lands: nothing was charged and the quote is kept. */
export default function CheckoutCancelPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const { fromEmbed } = useCheckoutParams();
  return (
    <BusinessPageLayout>
      <h1 className="text-3xl font-semibold tracking-tight">Payment cancelled</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        No payment was taken. Your quote is kept, so you can review it and pay whenever you're
        ready.
      </p>
      {fromEmbed ? (
        <p className="mt-4 text-lg">Close this tab to return to your quote.</p>
      ) : (
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link href={resumeReviewPath()} className={buttonClasses()}>
            Back to your quote
          </Link>
          <Link
            href={businessPage(ROUTES.quote)}
            className={buttonClasses({ variant: "secondary" })}
          >
            Start a new quote
          </Link>
        </div>
      )}
    </BusinessPageLayout>
  );
}
