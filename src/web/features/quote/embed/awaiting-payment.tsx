import { CircleCheck, ExternalLink, Hourglass } from "lucide-react";
import { Button, buttonClasses } from "@/web/components/ui/button";
import { StepHeading } from "@/web/components/wizard/step-heading";
import { usePaymentStatus } from "../api/get-payment-status";

/**
 * The embed after checkout: payment runs in its own tab, never inside the host's page; this
 * panel follows the order and says so once it is paid.
 */
export function AwaitingPayment({
  orderId,
  sessionUrl,
  onBack,
  onStartOver,
}: {
  orderId: string;
  sessionUrl: string;
  onBack: () => void;
  onStartOver: () => void;
}) {
  const paid = usePaymentStatus(orderId).data === "paid";
  const reference = (
    <p className="mt-3 text-sm">
      Order reference:{" "}
      <span className="font-mono font-medium" data-testid="order-reference">
        {orderId.slice(0, 8).toUpperCase()}
      </span>
    </p>
  );
  if (paid) {
    return (
      <div className="text-center" aria-live="polite">
        <CircleCheck aria-hidden className="mx-auto size-10 text-success" />
        <StepHeading className="mt-3">Payment received</StepHeading>
        <p className="mt-2 text-muted-foreground">
          Thank you! Your order is confirmed and your receipt is on its way by email.
        </p>
        {reference}
        <Button variant="secondary" className="mt-5" onClick={onStartOver}>
          Start a new quote
        </Button>
      </div>
    );
  }
  return (
    <div className="text-center">
      <Hourglass aria-hidden className="mx-auto size-10 text-primary" />
      <StepHeading className="mt-3">Waiting for your payment</StepHeading>
      <p className="mt-2 text-muted-foreground">
        We opened our secure payment page in a new tab. Complete your payment there to confirm your
        order; you'll get an email confirmation.
      </p>
      {reference}
      <div className="mt-5 grid gap-3">
        <a href={sessionUrl} target="_blank" rel="noopener" className={buttonClasses()}>
          Open the payment page
          <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <Button variant="secondary" onClick={onBack}>
          Back to your quote
        </Button>
      </div>
    </div>
  );
}
