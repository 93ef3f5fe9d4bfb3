import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { type UseFormReturn, useFieldArray, useForm, useWatch } from "react-hook-form";
import type { AdminCustomQuote } from "@/shared/api/admin-contract";
import {
  type AdminOffer,
  MAX_OFFER_LINES,
  type OfferDraft,
  type OfferDraftInput,
  offerDraftSchema,
} from "@/shared/api/custom-quote-offer-contract";
import { formatCents } from "@/shared/money";
import { adminOrderPath } from "@/shared/routes";
import { formatIsoDate } from "@/shared/season";
import { ApiError } from "@/web/app/api-client";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogActions } from "@/web/components/ui/dialog";
import { FieldError } from "@/web/components/ui/field-error";
import { Form } from "@/web/components/ui/form";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Textarea } from "@/web/components/ui/textarea";
import { toast } from "@/web/components/ui/toast-store";
import { priceOfferDraft, useRequestOffers, useSendOffer } from "../api/custom-quote-offers";
import { useDebouncedValue } from "../use-debounced-value";

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
}: {
  quote: AdminCustomQuote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
          {latest && <LatestOffer offer={latest} />}
          {accepted ? (
            <DialogActions>{null}</DialogActions>
          ) : (
            <OfferFormFields
              key={offers.data.defaultLastDay}
              requestId={quote.id}
              email={quote.email}
              defaultLastDay={offers.data.defaultLastDay}
              revising={Boolean(latest)}
              onSent={() => onOpenChange(false)}
            />
          )}
        </>
      )}
    </Dialog>
  );
}

function LatestOffer({ offer }: { offer: AdminOffer }) {
  return (
    <section aria-label="Latest offer" className="rounded-md border border-border p-3 text-sm">
      <p className="font-medium">
        Latest offer: {formatCents(offer.grand_total_cents)} · {STATE_TEXT[offer.state]}
      </p>
      <p className="text-muted-foreground">
        Sent to {offer.sentTo}; open until the end of {formatIsoDate(offer.lastDay)}.
      </p>
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

function OfferFormFields({
  requestId,
  email,
  defaultLastDay,
  revising,
  onSent,
}: {
  requestId: string;
  email: string;
  defaultLastDay: string;
  revising: boolean;
  onSent: () => void;
}) {
  const form: OfferForm = useForm<OfferDraftInput, unknown, OfferDraft>({
    resolver: zodResolver(offerDraftSchema),
    defaultValues: {
      lines: [{ label: "", amount: "", quantity: "1" }],
      note: "",
      expiresOn: defaultLastDay,
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

/** The server's totals for the items typed so far, once they are valid. */
function OfferTotals({ requestId, form }: { requestId: string; form: OfferForm }) {
  const lines = useWatch({ control: form.control, name: "lines" });
  // Debounced as text: a new object each render would never settle.
  const typed = useDebouncedValue(
    offerDraftSchema.pick({ lines: true }).safeParse({ lines }).success
      ? JSON.stringify({ lines })
      : "",
    300,
  );
  const draft = typed ? (JSON.parse(typed) as Pick<OfferDraftInput, "lines">) : null;
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
    </dl>
  );
}
