import { CircleCheck, CircleDashed, ExternalLink } from "lucide-react";
import { useEffect } from "react";
import { ListProblem } from "@/web/components/dashboard/list-problem";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { usePayments } from "./api/get-payments";
import { useStartOnboarding } from "./api/start-onboarding";
import { DepositSettings } from "./deposit-settings";
import { ConvenienceFeeSettings, PlanChargeSettings } from "./payment-choices";
import { PriceNoticeSettings } from "./price-notice-settings";

function Check({ done, children }: { done: boolean; children: string }) {
  const Icon = done ? CircleCheck : CircleDashed;
  return (
    <li className="flex items-center gap-2">
      <Icon aria-hidden className={done ? "size-5 text-success" : "size-5 text-muted-foreground"} />
      <span>
        {children}
        <span className="sr-only">{done ? ": done" : ": not yet"}</span>
      </span>
    </li>
  );
}

/**
 * /admin/settings/payments (docs/product/settings.md#payments): the business's Stripe account, who
 * pays the convenience fee, the deposit its custom quotes ask, when plans' visits are charged and
 * the notice plans get of a new price.
 */
export function PaymentsSection() {
  return (
    <div className="grid gap-6">
      <StripeAccount />
      <ConvenienceFeeSettings />
      <DepositSettings />
      <PlanChargeSettings />
      <PriceNoticeSettings />
    </div>
  );
}

/**
 * The business's own Stripe account, where its customers' payments go
 * (docs/product/payments.md#connecting-stripe). Stripe sends the owner back here with
 * `?stripe=return` (read the account again) or `?stripe=refresh` (the link expired: a new one).
 */
function StripeAccount() {
  const back = new URLSearchParams(window.location.search).get("stripe");
  const payments = usePayments(back === "return");
  const onboarding = useStartOnboarding();
  const expired = back === "refresh";
  useEffect(() => {
    if (expired && !onboarding.isPending && !onboarding.isError) onboarding.mutate();
  }, [expired, onboarding]);

  if (payments.isError) {
    return <ListProblem message={payments.error.message} onRetry={() => void payments.refetch()} />;
  }
  const account = payments.data;
  if (!account || expired) {
    return (
      <div role="status">
        <span className="sr-only">
          {expired ? "Opening Stripe again..." : "Loading your payment settings..."}
        </span>
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (!account.stripeConfigured) {
    return (
      <Card className="grid gap-3">
        <p className="font-medium">This server cannot take card payments yet.</p>
        <p>
          Its Stripe keys are missing (<code>STRIPE_SECRET_KEY</code> and{" "}
          <code>STRIPE_WEBHOOK_SECRET</code>). Whoever runs this server sets them, as the README's
          Payments section describes; a company running Quotewise for itself follows its
          &ldquo;Running Quotewise for your own business&rdquo;. Then you connect your Stripe
          account here.
        </p>
        <p>
          Until then your pages work in test mode: customers see every step, and no card is charged.
        </p>
      </Card>
    );
  }
  if (account.paidDirectly) {
    return (
      <Card className="grid gap-3">
        <p>
          Customers pay you by card through Stripe, straight into this server's own Stripe account:
          there is no account to connect, and the convenience fee your customers pay is yours.
        </p>
        <p role="status" className="font-medium">
          {account.takesRealPayments
            ? "Your customers pay by card now."
            : "Your customers pay by card once your business is live."}
        </p>
      </Card>
    );
  }
  const ready = account.chargesEnabled && account.payoutsEnabled;
  return (
    <Card className="grid gap-4">
      <p>
        Customers pay you by card through Stripe, into your own Stripe account. Quotewise keeps its
        fee (the convenience fee your customers see) and Stripe pays out the rest to your bank.
      </p>
      <ul className="grid gap-2" aria-label="Your Stripe account">
        <Check done={account.connected}>Stripe account created</Check>
        <Check done={account.detailsSubmitted}>Business details sent to Stripe</Check>
        <Check done={account.chargesEnabled}>Can take card payments</Check>
        <Check done={account.payoutsEnabled}>Payouts to your bank</Check>
      </ul>
      <p role="status" className="font-medium">
        {account.takesRealPayments
          ? "Your customers pay by card now."
          : ready
            ? "Stripe is ready. Your customers pay by card once your business is live."
            : "Until Stripe is ready, your pages stay in test mode: no card is charged."}
      </p>
      {!ready && (
        <div>
          <Button onClick={() => onboarding.mutate()} disabled={onboarding.isPending}>
            <ExternalLink aria-hidden className="size-4" />
            {account.connected ? "Continue with Stripe" : "Connect with Stripe"}
          </Button>
        </div>
      )}
      {onboarding.isError && (
        <p role="alert" className="text-danger">
          {onboarding.error.message}
        </p>
      )}
    </Card>
  );
}
