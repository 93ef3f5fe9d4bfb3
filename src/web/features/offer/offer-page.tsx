import { CircleCheck } from "lucide-react";
import { useState } from "react";
import type { OfferView } from "@/shared/api/custom-quote-offer-contract";
import { formatCents } from "@/shared/money";
import { ROUTES } from "@/shared/routes";
import { formatIsoDate } from "@/shared/season";
import { BusinessPageLayout } from "@/web/components/business/business-page-layout";
import { SummaryRow } from "@/web/components/checkout/order-summary-card";
import { Button, buttonClasses } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { useBusinessConfig } from "@/web/lib/api/get-business-config";
import { ApiError } from "@/web/lib/api-error";
import { businessPage } from "@/web/lib/business-scope";
import { linkTokenFromHash } from "@/web/lib/link-token";
import { useAcceptOffer } from "./api/accept-offer";
import { useRequestNewOffer } from "./api/request-new-offer";
import { useOffer } from "./api/view-offer";

type Contact = { name: string; email: string };
type ShownOffer = Extract<OfferView, { state: "open" | "accepted" | "paid" }>;

function useBusinessContact(): Contact | undefined {
  const business = useBusinessConfig().data?.config.business;
  return business && { name: business.name, email: business.contact.email };
}

function questionHref(contact: Contact | undefined): string | undefined {
  return (
    contact && `mailto:${contact.email}?subject=${encodeURIComponent("A question about my quote")}`
  );
}

/**
 * /offer#token=...: a custom quote's offer as its customer opens it from the email
 * (docs/product/custom-quotes.md#the-offer-page). The token stays in the fragment, out of logs.
 */
export default function OfferPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const [token] = useState(() =>
    typeof window === "undefined" ? "" : linkTokenFromHash(window.location.hash),
  );
  const offer = useOffer(token);
  return (
    <BusinessPageLayout>
      {offer.fetchStatus === "idle" && offer.isPending ? (
        <ClosedOffer
          token={token}
          heading="This link does not open a quote"
          text="The link may have been cut short. Please contact the business to ask for a new quote."
          canAskForNew={false}
        />
      ) : offer.isPending ? (
        <div role="status" aria-label="Loading your quote" className="grid gap-4">
          <Skeleton className="h-9 w-72" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : offer.isError ? (
        <ClosedOffer
          token={token}
          heading="This link does not open a quote"
          text={offer.error.message}
          canAskForNew={false}
        />
      ) : (
        <OfferContent token={token} view={offer.data} />
      )}
    </BusinessPageLayout>
  );
}

function OfferContent({ token, view }: { token: string; view: OfferView }) {
  if ("renewalRequested" in view) {
    return (
      <ClosedOffer
        token={token}
        heading="This quote is no longer available"
        text="It has expired or been replaced."
        canAskForNew
        alreadyAsked={view.renewalRequested}
      />
    );
  }
  return <OpenOffer token={token} offer={view} />;
}

function OpenOffer({ token, offer }: { token: string; offer: ShownOffer }) {
  const contact = useBusinessContact();
  const accept = useAcceptOffer(token);
  const [leaving, setLeaving] = useState(false);
  const pay = () =>
    accept.mutate(undefined, {
      onSuccess: ({ sessionUrl }) => {
        setLeaving(true);
        window.location.assign(sessionUrl);
      },
    });
  const itemLines = offer.lines.filter((line) => line.kind !== "fee" && line.kind !== "tax");
  const chargeLines = offer.lines.filter((line) => line.kind === "fee" || line.kind === "tax");
  const dueNow = formatCents(offer.amount_due_now_cents);

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">
          Your quote{contact ? ` from ${contact.name}` : ""}
        </h1>
        <p className="mt-2 text-muted-foreground">
          Prepared for {offer.customerName}, {offer.serviceAddress}.
        </p>
      </div>
      {offer.state === "paid" && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md bg-success-soft px-4 py-3 font-medium text-success-soft-foreground"
        >
          <CircleCheck aria-hidden className="size-5 shrink-0" />
          {offer.amount_due_later_cents > 0
            ? `You accepted this quote and paid the deposit. Thank you! The rest, ${formatCents(offer.amount_due_later_cents)}, is charged to the same card when the job is done.`
            : "You accepted and paid this quote. Thank you!"}
        </p>
      )}
      <Card>
        <h2 className="text-lg font-semibold">What we quoted</h2>
        <dl className="mt-3 text-sm">
          {itemLines.map((line) => (
            <SummaryRow
              key={`${line.label}-${line.amount_cents}`}
              label={line.label}
              value={formatCents(line.amount_cents)}
            />
          ))}
          <SummaryRow label="Subtotal" value={formatCents(offer.subtotal_cents)} />
          {chargeLines.map((line) => (
            <SummaryRow key={line.kind} label={line.label} value={formatCents(line.amount_cents)} />
          ))}
          <SummaryRow
            label="Total"
            value={formatCents(offer.grand_total_cents)}
            strong
            className="mt-2 border-t border-border pt-3 text-base"
          />
          {offer.amount_due_later_cents > 0 && (
            <>
              <SummaryRow
                label={offer.state === "paid" ? "Deposit paid" : "Deposit due now"}
                value={dueNow}
                strong
              />
              <SummaryRow
                label="Balance, charged to your card when the job is done"
                value={formatCents(offer.amount_due_later_cents)}
              />
            </>
          )}
        </dl>
        {offer.note && (
          <div className="mt-5 border-t border-border pt-4">
            <h3 className="text-base font-semibold">A note from {contact?.name ?? "us"}</h3>
            <p className="mt-1 whitespace-pre-line break-words">{offer.note}</p>
          </div>
        )}
      </Card>
      {offer.state === "paid" ? (
        offer.orderId && (
          <a
            href={`${businessPage(ROUTES.checkoutSuccess)}?order=${offer.orderId}`}
            className={buttonClasses({ variant: "secondary", className: "justify-self-start" })}
          >
            See your receipt
          </a>
        )
      ) : (
        <div className="grid gap-3">
          <p>
            {offer.state === "accepted"
              ? "You accepted this quote. Complete the payment to confirm it."
              : `You can accept this quote until the end of ${formatIsoDate(offer.lastDay)}.`}
            {offer.amount_due_later_cents > 0 &&
              ` You pay a deposit of ${dueNow} now; the card you pay with is saved, and the rest is charged to it when the job is done.`}
          </p>
          {accept.isError && (
            <p role="alert" className="font-medium text-danger">
              {accept.error.message}
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" loading={accept.isPending || leaving} onClick={pay}>
              {offer.state === "accepted" ? `Pay ${dueNow}` : `Accept and pay ${dueNow}`}
            </Button>
            <AskQuestionLink contact={contact} />
          </div>
        </div>
      )}
    </div>
  );
}

function AskQuestionLink({ contact }: { contact: Contact | undefined }) {
  const href = questionHref(contact);
  if (!href) return null;
  return (
    <a href={href} className={buttonClasses({ variant: "secondary", size: "lg" })}>
      Ask a question
    </a>
  );
}

/** An expired, withdrawn or unknown offer: nothing of it, only a way to ask for a new one. */
function ClosedOffer({
  token,
  heading,
  text,
  canAskForNew,
  alreadyAsked = false,
}: {
  token: string;
  heading: string;
  text: string;
  canAskForNew: boolean;
  alreadyAsked?: boolean;
}) {
  const contact = useBusinessContact();
  const ask = useRequestNewOffer(token);
  const errorText = ask.error instanceof ApiError ? ask.error.message : ask.error?.message;
  return (
    <div className="grid gap-4">
      <h1 className="text-3xl font-semibold tracking-tight">{heading}</h1>
      <p className="text-lg text-muted-foreground">{text}</p>
      <div role="status">
        {ask.isSuccess ? (
          <p className="font-medium">{ask.data.message}</p>
        ) : alreadyAsked ? (
          <p className="font-medium">
            You asked for a new quote; {contact?.name ?? "the business"} will email you.
          </p>
        ) : null}
      </div>
      {errorText && (
        <p role="alert" className="font-medium text-danger">
          {errorText}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        {canAskForNew && !ask.isSuccess && !alreadyAsked && (
          <Button size="lg" loading={ask.isPending} onClick={() => ask.mutate()}>
            Ask for a new quote
          </Button>
        )}
        {!canAskForNew && <AskQuestionLink contact={contact} />}
        {canAskForNew && (
          <a
            href={businessPage(ROUTES.quote)}
            className={buttonClasses({ variant: "secondary", size: "lg" })}
          >
            Get an instant quote{contact ? ` from ${contact.name}` : ""}
          </a>
        )}
      </div>
    </div>
  );
}
