import { CircleAlert, FlaskConical, Lock } from "lucide-react";
import type {
  BusinessConfigResponse,
  PublicService,
  ServicePriceResponse,
} from "@/shared/api/quote-contract";
import { FREQUENCY_CADENCE } from "@/shared/frequency-names";
import { formatCents } from "@/shared/money";
import { formatQuantity } from "@/shared/quantity-units";
import { ROUTES } from "@/shared/routes";
import { describeVisitTimeFor, type VisitTime } from "@/shared/slot-times";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import { StepActions } from "@/web/components/wizard/step-actions";
import { StepHeading } from "@/web/components/wizard/step-heading";
import { usePaymentMode } from "@/web/lib/api/get-business-config";
import { businessPage } from "@/web/lib/business-scope";
import { customerTimeZone } from "@/web/lib/customer-time-zone";

interface Row {
  key: string;
  label: string;
  cents: number;
  strong?: boolean;
}

/**
 * The Pricing Breakdown in its order, every amount as the server sent it:
 * docs/product/quote-journey.md#review.
 */
function breakdownRows(pricing: ServicePriceResponse): Row[] {
  const linesOf = (kind: ServicePriceResponse["lines"][number]["kind"]) =>
    pricing.lines.filter((line) => line.kind === kind);
  const rows: Row[] = [];
  for (const line of linesOf("service"))
    rows.push({ key: "service", label: line.label, cents: line.amount_cents });
  for (const [index, line] of linesOf("quantity").entries()) {
    rows.push({
      key: `quantity-${pricing.quantities?.[index]?.code ?? index}`,
      label: line.label,
      cents: line.amount_cents,
    });
  }
  for (const [index, line] of linesOf("addon").entries()) {
    rows.push({
      key: `addon-${pricing.addons[index]?.code ?? index}`,
      label: line.label,
      cents: line.amount_cents,
    });
  }
  if (pricing.early_bird?.active) {
    for (const line of linesOf("early_bird_discount")) {
      rows.push({ key: "early-bird", label: line.label, cents: line.amount_cents });
    }
  }
  for (const line of linesOf("frequency_adjustment")) {
    rows.push({ key: "frequency", label: line.label, cents: line.amount_cents });
  }
  for (const line of linesOf("minimum_charge")) {
    rows.push({ key: "minimum-charge", label: line.label, cents: line.amount_cents });
  }
  rows.push({ key: "subtotal", label: "Subtotal", cents: pricing.subtotal_cents, strong: true });
  for (const line of linesOf("fee"))
    rows.push({ key: "fee", label: line.label, cents: line.amount_cents });
  for (const line of linesOf("tax"))
    rows.push({ key: "tax", label: line.label, cents: line.amount_cents });
  return rows;
}

function CheckoutButton({
  totalCents,
  pending,
  onCheckout,
}: {
  totalCents: number;
  pending: boolean;
  onCheckout: () => void;
}) {
  return (
    <Button
      size="md"
      className="w-full py-2 text-center whitespace-normal! sm:min-h-12 sm:text-lg"
      loading={pending}
      onClick={onCheckout}
    >
      {pending ? (
        "Loading checkout..."
      ) : (
        <>
          <Lock aria-hidden className="size-4 shrink-0" />
          <span className="flex flex-col sm:flex-row sm:gap-1.5">
            <span>Secure Checkout</span>
            <span className="whitespace-nowrap">
              <span aria-hidden className="hidden sm:inline">
                ·{" "}
              </span>
              {formatCents(totalCents)} incl. tax
            </span>
          </span>
        </>
      )}
    </Button>
  );
}

/** Who takes the card: Stripe, or nobody in test mode. */
function PaymentNote() {
  const mode = usePaymentMode();
  if (!mode) return null;
  const Icon = mode === "stripe" ? Lock : FlaskConical;
  return (
    <p className="mt-2 flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
      <Icon aria-hidden className="size-3.5" />
      {mode === "stripe" ? "Secure payment by Stripe" : "Test mode: no card is charged"}
    </p>
  );
}

type ServiceTexts = BusinessConfigResponse["service"];

const capitalise = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * What was chosen, as Service Details lists it: the service (a business selling beyond one), the
 * option, each quantity and the frequency, as priced.
 */
function choiceRows(
  service: ServiceTexts,
  chosen: PublicService | undefined,
  pricing: ServicePriceResponse,
): [string, string][] {
  const rows: [string, string][] = [];
  if (chosen) rows.push(["Service", capitalise(chosen.name)]);
  if (pricing.option_label !== null) rows.push([service.steps.option.prompt, pricing.option_label]);
  for (const priced of pricing.quantities ?? []) {
    const unit = chosen?.quantities.find((quantity) => quantity.code === priced.code)?.unit;
    rows.push([
      priced.label,
      unit ? formatQuantity(unit, priced.quantity) : priced.quantity.toLocaleString("en-US"),
    ]);
  }
  const frequency = chosen?.frequencies.find((candidate) => candidate.code === pricing.frequency);
  if (frequency && chosen && chosen.frequencies.length > 1)
    rows.push(["Frequency", frequency.label]);
  return rows;
}

/** "First visit $371.18, then $210.46 every week": a recurring frequency's price. */
function RecurringPrice({ recurring }: { recurring: ServicePriceResponse["recurring"] }) {
  if (!recurring) return null;
  const cadence = FREQUENCY_CADENCE[recurring.frequency as keyof typeof FREQUENCY_CADENCE];
  return (
    <p data-testid="recurring-price" className="mt-3 text-sm font-medium">
      First visit {formatCents(recurring.first_visit_grand_total_cents)}, then{" "}
      {formatCents(recurring.visit_grand_total_cents)} {cadence}
      <span className="block text-xs font-normal text-muted-foreground">
        Each amount includes fee and tax. Today you pay for the first visit.
      </span>
    </p>
  );
}

/** Step 4: the quote as the server priced it, and the way to pay. */
export function ReviewStep({
  service,
  chosen,
  address,
  area,
  pricing,
  slot,
  timeZone,
  visitChanges,
  priceChanged,
  pending,
  onCheckout,
  onBack,
  compact = false,
}: {
  service: ServiceTexts;
  /** The service chosen, for a business selling beyond one. */
  chosen: PublicService | undefined;
  address: { address: string; city: string };
  area: string;
  pricing: ServicePriceResponse;
  /** The visit's time chosen on the time step, when the service books one. */
  slot: VisitTime | null;
  /** The business's time zone, the slot's. */
  timeZone: string;
  /** What the customer may change of the visit later, in words, shown with its time. */
  visitChanges: string | undefined;
  priceChanged: boolean;
  pending: boolean;
  onCheckout: () => void;
  onBack: () => void;
  compact?: boolean;
}) {
  const texts = service.steps.review;
  const total = pricing.grand_total_cents;
  // The embed has room for the first point only.
  const bullets = compact ? service.infoBullets.slice(0, 1) : service.infoBullets;
  return (
    <div>
      <StepHeading>{texts.title}</StepHeading>
      {texts.subtitle && <p className="mt-1 text-muted-foreground">{texts.subtitle}</p>}
      {priceChanged && (
        <div
          role="alert"
          className="mt-4 flex gap-3 rounded-lg border border-warning-soft-foreground/30 bg-warning-soft p-4 text-sm text-warning-soft-foreground"
        >
          <CircleAlert aria-hidden className="size-5 shrink-0" />
          <p>
            <strong>The price has changed since you saw it.</strong> Your new total is{" "}
            <strong>{formatCents(total)}</strong> including tax. Please check the breakdown and
            select Secure Checkout again to confirm it.
          </p>
        </div>
      )}
      <div className={cn("mt-4 grid gap-4", !compact && "md:grid-cols-5 md:gap-6")}>
        <section
          aria-labelledby="service-details-title"
          className={cn("min-w-0", !compact && "md:col-span-3")}
        >
          <h3 id="service-details-title" className="font-semibold">
            Service Details
          </h3>
          <dl className="mt-2 grid gap-2 text-sm">
            {[
              ["Address", `${address.address}, ${address.city}`],
              ["Service area", area],
              ...choiceRows(service, chosen, pricing),
              ...(slot
                ? [["Date and time", describeVisitTimeFor(slot, timeZone, customerTimeZone())]]
                : []),
              ["Contract", service.contract.line],
            ].map(([term, value]) => (
              <div
                key={term}
                className="grid grid-cols-[6.5rem_1fr] gap-2 sm:grid-cols-[7.5rem_1fr]"
              >
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="font-medium" data-testid={`detail-${term}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {slot && visitChanges && (
            <p className="mt-3 text-sm text-muted-foreground" data-testid="visit-changes">
              {visitChanges}
            </p>
          )}
          {compact ? (
            <p className="mt-3 text-sm text-muted-foreground">{bullets[0]}</p>
          ) : (
            <ul className="mt-4 grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
              {bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          )}
        </section>
        <section
          aria-labelledby="pricing-breakdown-title"
          className={cn(
            "min-w-0 rounded-lg border border-border bg-muted/60 p-4",
            !compact && "md:col-span-2",
          )}
        >
          <h3 id="pricing-breakdown-title" className="font-semibold">
            Pricing Breakdown
          </h3>
          <dl className="mt-2 grid gap-1.5 text-sm" data-testid="pricing-breakdown">
            {breakdownRows(pricing).map((row) => (
              <div
                key={row.key}
                data-testid={`line-${row.key}`}
                className={cn(
                  "flex justify-between gap-3",
                  row.strong && "border-t border-border pt-1.5 font-medium",
                )}
              >
                <dt>{row.label}</dt>
                <dd className={cn("tabular-nums", row.cents < 0 && "text-success-soft-foreground")}>
                  {formatCents(row.cents)}
                </dd>
              </div>
            ))}
            <div
              data-testid="line-total"
              className="mt-1 flex justify-between gap-3 border-t border-border pt-2 text-base font-semibold"
            >
              <dt>Total</dt>
              <dd className="tabular-nums">{formatCents(total)}</dd>
            </div>
          </dl>
          <RecurringPrice recurring={pricing.recurring} />
        </section>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">
        By completing your order, you agree to our{" "}
        <a
          href={businessPage(ROUTES.terms)}
          target="_blank"
          rel="noopener"
          className="underline underline-offset-2 hover:text-foreground"
        >
          Service Terms
        </a>
        .
      </p>
      <StepActions
        compact={compact}
        className={cn(compact ? "items-start" : "flex-col-reverse sm:flex-row sm:items-start")}
      >
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <div className="min-w-0 flex-1">
          <CheckoutButton totalCents={total} pending={pending} onCheckout={onCheckout} />
          <PaymentNote />
        </div>
      </StepActions>
    </div>
  );
}
