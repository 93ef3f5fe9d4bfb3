import { lazy, Suspense, useState } from "react";
import type { AdminCustomQuote } from "@/shared/api/admin-contract";
import { Button } from "@/web/components/ui/button";

const CustomQuoteOfferDialog = lazy(() =>
  import("./custom-quote-offer-dialog").then((module) => ({
    default: module.CustomQuoteOfferDialog,
  })),
);

const LABELS: Record<AdminCustomQuote["offerStatus"], string> = {
  new: "Price and send an offer",
  offer_sent: "Revise the offer",
  expired: "Send a new offer",
  accepted: "View the offer",
  paid: "View the offer",
};

/** Opens the request's offer dialog (docs/product/custom-quotes.md#pricing-a-request). */
export function OfferButton({ quote, timeZone }: { quote: AdminCustomQuote; timeZone: string }) {
  const [open, setOpen] = useState(false);
  // Mounted on first opening (its code loads then) and kept, so closing returns the focus here.
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        aria-label={`${LABELS[quote.offerStatus]} for ${quote.customerName}`}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {LABELS[quote.offerStatus]}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <CustomQuoteOfferDialog
            quote={quote}
            open={open}
            onOpenChange={setOpen}
            timeZone={timeZone}
          />
        </Suspense>
      )}
    </>
  );
}
