import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { type UseFormReturn, useFieldArray, useForm, useWatch } from "react-hook-form";
import type { AdminCustomQuote } from "@/shared/api/admin-contract";
import {
  type AdminOffer,
  MAX_OFFER_LINES,
  type OfferDepositInput,
  type OfferDraft,
  type OfferDraftInput,
  offerDepositInputSchema,
  offerDraftSchema,
} from "@/shared/api/custom-quote-offer-contract";
import type { DepositRule } from "@/shared/deposit-rule";
import { formatCents, formatHundredths } from "@/shared/money";
import { adminOrderPath } from "@/shared/routes";
import { formatIsoDate } from "@/shared/season";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogActions } from "@/web/components/ui/dialog";
import { FieldError } from "@/web/components/ui/field-error";
import { Form } from "@/web/components/ui/form";
import { fieldClasses, Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Textarea } from "@/web/components/ui/textarea";
import { toast } from "@/web/components/ui/toast-store";
import { ApiError } from "@/web/lib/api-error";
import { useRequestOffers } from "../api/get-request-offers";
import { priceOfferDraft } from "../api/price-offer-draft";
import { useSendOffer } from "../api/send-offer";
import { useDebouncedValue } from "../use-debounced-value";
import { CustomerLink } from "./customer-link";

const STATE_TEXT: Record<AdminOffer["state"], string> = {
  open: "Sent, waiting for the customer",
  accepted: "Accepted, waiting for payment",
  paid: "Accepted and paid",
  expired: "Expired",
  withdrawn: "Replaced by a later offer",
};

type OfferForm = UseFormReturn<OfferDraftInput, unknown, OfferDraft>;

/**
 * Prices a custom quote request and sends the offer (docs/product/custom-quotes.md#pricing-a-request):
 * items, a note and the last day to accept; the totals are the server's, with the business's fee
 * and tax. Shows the latest offer, which a new one replaces until the customer accepts.
 */
export function CustomQuoteOfferDialog({
  quote,
  open,
  onOpenChange,
  timeZone,
}: {
  quote: AdminCustomQuote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The business's: the link's opening is told on its clock. */
  timeZone: string;
}) {
  const offers = useRequestOffers(quote.id);
  const latest = offers.data?.offers[0];
  const accepted = latest && (latest.state === "accepted" || latest.state === "paid");
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Offer for ${quote.customerName}`}
      description={
        <p>
          {quote.address}, {quote.city}, {quote.state}. {quote.description}
        </p>
      }
    >
      {offers.isPending ? (
        <p role="status">Loading offers...</p>
      ) : offers.isError ? (
        <p role="alert">{offers.error.message}</p>
      ) : (
        <>
          {latest && <LatestOffer offer={latest} timeZone={timeZone} />}
          {accepted ? (
            <DialogActions>{null}</DialogActions>
          ) : (
            <OfferFormFields
              key={offers.data.defaultLastDay}
              requestId={quote.id}
              email={quote.email}
              defaultLastDay={offers.data.defaultLastDay}
              defaultDeposit={offers.data.defaultDeposit}
              revising={Boolean(latest)}
              onSent={() => onOpenChange(false)}
            />
          )}
        </>
      )}
    </Dialog>
  );
}

function LatestOffer({ offer, timeZone }: { offer: AdminOffer; timeZone: string }) {
  return (
    <section aria-label="Latest offer" className="rounded-md border border-border p-3 text-sm">
      <p className="font-medium">
        Latest offer: {formatCents(offer.grand_total_cents)}
        {offer.deposit_cents !== null && ` (deposit ${formatCents(offer.deposit_cents)})`} ·{" "}
        {STATE_TEXT[offer.state]}
      </p>
      <p className="text-muted-foreground">
        Sent to {offer.sentTo}; open until the end of {formatIsoDate(offer.lastDay)}.
      </p>
      {offer.link && offer.state !== "expired" && offer.state !== "withdrawn" && (
        <CustomerLink
          label="The customer's link to the offer"
          url={offer.link}
          openedAt={offer.openedAt}
          timeZone={timeZone}
        />
      )}
      {offer.renewalRequestedAt && (
        <p className="mt-1 font-medium">The customer asked for a new offer.</p>
      )}
      {offer.orderId && (
        <a href={adminOrderPath(offer.orderId)} className="mt-1 inline-block underline">
          Open the order
        </a>
      )}
    </section>
  );
}

/** The business's deposit setting as the form's fields start: the percent or dollars as text. */
function depositFields(rule: DepositRule): OfferDepositInput {
  return {
    kind: rule.kind,
    percent: rule.kind === "percent" ? String(rule.percent) : "",
    amount: rule.kind === "fixed" ? formatHundredths(rule.amountCents) : "",
  };
}

function OfferFormFields({
  requestId,
  email,
  defaultLastDay,
  defaultDeposit,
  revising,
  onSent,
}: {
  requestId: string;
  email: string;
  defaultLastDay: string;
  defaultDeposit: DepositRule;
  revising: boolean;
  onSent: () => void;
}) {
  const form: OfferForm = useForm<OfferDraftInput, unknown, OfferDraft>({
    resolver: zodResolver(offerDraftSchema),
    defaultValues: {
      lines: [{ label: "", amount: "", quantity: "1" }],
      note: "",
      expiresOn: defaultLastDay,
      deposit: depositFields(defaultDeposit),
    },
  });
  const lines = useFieldArray({ control: form.control, name: "lines" });
  const send = useSendOffer(requestId);
  const errors = form.formState.errors;

  // Checked here, sent as typed: the server reads the amounts in dollars, as the form does.
  const submit = () =>
    send.mutate(form.getValues(), {
      onSuccess: () => {
        toast({ title: "Offer sent", description: `${email} gets a link to accept and pay.` });
        onSent();
      },
      onError: (error) => {
        const issues = error instanceof ApiError ? error.issues : [];
        for (const issue of issues) {
          form.setError(issue.path as keyof OfferDraftInput, { message: issue.message });
        }
        if (issues.length === 0) {
          toast({ title: "Offer not sent", description: error.message, variant: "destructive" });
        }
      },
    });

  return (
    <Form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">Items</legend>
        {lines.fields.map((field, index) => {
          const lineErrors = errors.lines?.[index];
          const id = (name: string) => `offer-line-${index}-${name}`;
          return (
            <div
              key={field.id}
              className="grid grid-cols-[1fr_6rem] gap-2 sm:grid-cols-[1fr_7rem_4rem_auto]"
            >
              <div className="col-span-2 sm:col-span-1">
                <Label htmlFor={id("label")}>Item {index + 1}</Label>
                <Input
                  id={id("label")}
                  aria-required
                  invalid={Boolean(lineErrors?.label)}
                  {...form.register(`lines.${index}.label`)}
                />
                <FieldError fieldId={id("label")} message={lineErrors?.label?.message} />
              </div>
              <div>
                <Label htmlFor={id("amount")}>Price ($)</Label>
                <Input
                  id={id("amount")}
                  inputMode="decimal"
                  aria-required
                  invalid={Boolean(lineErrors?.amount)}
                  {...form.register(`lines.${index}.amount`)}
                />
                <FieldError fieldId={id("amount")} message={lineErrors?.amount?.message} />
              </div>
              <div>
                <Label htmlFor={id("quantity")}>Qty</Label>
                <Input
                  id={id("quantity")}
                  inputMode="numeric"
                  invalid={Boolean(lineErrors?.quantity)}
                  {...form.register(`lines.${index}.quantity`)}
                />
                <FieldError fieldId={id("quantity")} message={lineErrors?.quantity?.message} />
              </div>
              {lines.fields.length > 1 && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="self-end"
                  aria-label={`Remove item ${index + 1}`}
                  onClick={() => lines.remove(index)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              )}
            </div>
          );
        })}
        {errors.lines?.root?.message || errors.lines?.message ? (
          <p className="text-sm text-danger">
            {errors.lines?.root?.message ?? errors.lines?.message}
          </p>
        ) : null}
        {lines.fields.length < MAX_OFFER_LINES && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="justify-self-start"
            onClick={() => lines.append({ label: "", amount: "", quantity: "1" })}
          >
            <Plus aria-hidden className="size-4" /> Add item
          </Button>
        )}
      </fieldset>
      <div>
        <Label htmlFor="offer-note">Note to the customer (optional)</Label>
        <Textarea id="offer-note" invalid={Boolean(errors.note)} {...form.register("note")} />
        <FieldError fieldId="offer-note" message={errors.note?.message} />
      </div>
      <div>
        <Label htmlFor="offer-expires-on">Last day to accept</Label>
        <Input
          id="offer-expires-on"
          type="date"
          invalid={Boolean(errors.expiresOn)}
          {...form.register("expiresOn")}
        />
        <FieldError fieldId="offer-expires-on" message={errors.expiresOn?.message} />
      </div>
      <DepositFields form={form} />
      <OfferTotals requestId={requestId} form={form} />
      {revising && (
        <p className="text-sm text-muted-foreground">
          Sending replaces the latest offer: its link stops working.
        </p>
      )}
      <DialogActions>
        <Button type="submit" loading={send.isPending}>
          {send.isPending ? "Sending..." : revising ? "Send revised offer" : "Send offer"}
        </Button>
      </DialogActions>
    </Form>
  );
}

/**
 * The deposit the customer pays on accepting (docs/product/payments.md#deposits): the business's
 * setting to start with; this offer may ask another percent, an amount, or none.
 */
function DepositFields({ form }: { form: OfferForm }) {
  const kind = useWatch({ control: form.control, name: "deposit.kind" });
  const errors = form.formState.errors.deposit;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold">Deposit</legend>
      <p className="text-sm text-muted-foreground">
        Paid when the customer accepts, with their card saved; you charge the rest from the order's
        page when the job is done.
      </p>
      <div className="grid grid-cols-[1fr_8rem] gap-2">
        <div>
          <Label htmlFor="offer-deposit-kind">Deposit on accepting</Label>
          <select
            id="offer-deposit-kind"
            className={fieldClasses}
            {...form.register("deposit.kind")}
          >
            <option value="none">No deposit: the whole total</option>
            <option value="percent">A percent of the total</option>
            <option value="fixed">A fixed amount</option>
          </select>
        </div>
        {kind === "percent" && (
          <div>
            <Label htmlFor="offer-deposit-percent">Deposit (%)</Label>
            <Input
              id="offer-deposit-percent"
              inputMode="numeric"
              invalid={Boolean(errors?.percent)}
              {...form.register("deposit.percent")}
            />
            <FieldError fieldId="offer-deposit-percent" message={errors?.percent?.message} />
          </div>
        )}
        {kind === "fixed" && (
          <div>
            <Label htmlFor="offer-deposit-amount">Deposit ($)</Label>
            <Input
              id="offer-deposit-amount"
              inputMode="decimal"
              invalid={Boolean(errors?.amount)}
              {...form.register("deposit.amount")}
            />
            <FieldError fieldId="offer-deposit-amount" message={errors?.amount?.message} />
          </div>
        )}
      </div>
    </fieldset>
  );
}

/** The server's totals for the items typed so far, once they are valid. */
function OfferTotals({ requestId, form }: { requestId: string; form: OfferForm }) {
  const lines = useWatch({ control: form.control, name: "lines" });
  const deposit = useWatch({ control: form.control, name: "deposit" });
  const depositValid = deposit === undefined || offerDepositInputSchema.safeParse(deposit).success;
  // Debounced as text: a new object each render would never settle.
  const typed = useDebouncedValue(
    offerDraftSchema.pick({ lines: true }).safeParse({ lines }).success
      ? JSON.stringify({ lines, ...(depositValid && deposit && { deposit }) })
      : "",
    300,
  );
  const draft = typed ? (JSON.parse(typed) as Pick<OfferDraftInput, "lines" | "deposit">) : null;
  const price = useQuery({
    queryKey: ["admin", "offer-price", requestId, typed],
    queryFn: ({ signal }) => priceOfferDraft(requestId, draft!, signal),
    enabled: draft !== null,
  });
  if (!draft || !price.data) {
    return (
      <p className="text-sm text-muted-foreground" role="status">
        The total with fee and tax shows once each item has a description and a price.
      </p>
    );
  }
  const rows = price.data.lines.filter((line) => line.kind === "fee" || line.kind === "tax");
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" aria-label="Offer totals">
      <dt>Subtotal</dt>
      <dd className="text-right">{formatCents(price.data.subtotal_cents)}</dd>
      {rows.map((line) => (
        <div key={line.kind} className="contents">
          <dt>{line.label}</dt>
          <dd className="text-right">{formatCents(line.amount_cents)}</dd>
        </div>
      ))}
      <dt className="font-semibold">Total</dt>
      <dd className="text-right font-semibold" data-testid="offer-total">
        {formatCents(price.data.grand_total_cents)}
      </dd>
      {price.data.deposit_cents !== null && (
        <>
          <dt>Deposit on accepting</dt>
          <dd className="text-right" data-testid="offer-deposit">
            {formatCents(price.data.amount_due_now_cents)}
          </dd>
          <dt>Balance when the job is done</dt>
          <dd className="text-right">{formatCents(price.data.amount_due_later_cents)}</dd>
        </>
      )}
    </dl>
  );
}
