import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEvent, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { AdminOrderDetail } from "@/shared/api/admin-contract";
import {
  REFUND_REASONS,
  type RefundReason,
  type RefundRequest,
  refundFormSchema,
} from "@/shared/api/payments-contract";
import { formatCents, formatHundredths } from "@/shared/money";
import { Button } from "@/web/components/ui/button";
import { fieldClasses } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { TextField } from "@/web/components/ui/text-field";
import { fieldIssues } from "@/web/lib/api-error";
import { formatAdminDate } from "@/web/lib/order-text";
import { useRefundOrder } from "../api/refund-order";

const REASON_LABELS: Record<RefundReason, string> = {
  requested_by_customer: "The customer asked",
  duplicate: "Paid twice",
  fraudulent: "Fraudulent payment",
  other: "Other",
};

type RefundForm = z.input<typeof refundFormSchema>;

/**
 * An order's refunds and, for its owner, a new one (docs/product/payments.md#refunds): any amount
 * up to what is left, with a reason; Quotewise's fee is given back in proportion.
 */
export function RefundsPanel({
  detail,
  canRefund,
  timeZone,
}: {
  detail: AdminOrderDetail;
  canRefund: boolean;
  timeZone: string;
}) {
  const { order, refunds } = detail;
  const refund = useRefundOrder(order.id);
  const form = useForm<RefundForm, unknown, RefundRequest>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: {
      amount: formatHundredths(order.refundableCents),
      reason: "requested_by_customer",
    },
  });
  const [done, setDone] = useState<string>();

  const send = (request: RefundRequest) =>
    refund.mutate(request, {
      onSuccess: (answer) => {
        // An order paid with a deposit and its balance may be refunded in two parts.
        const refunded = answer.refunds.reduce((sum, part) => sum + part.amountCents, 0);
        setDone(`Refunded ${formatCents(refunded)}.`);
        form.setValue("amount", formatHundredths(answer.refundableCents));
      },
      onError: (error) => {
        const { amountCents } = fieldIssues(error, ["amountCents"]);
        if (amountCents) form.setError("amount", { message: `Amount ${amountCents}` });
      },
    });
  const submit = (event: FormEvent) => {
    setDone(undefined);
    return form.handleSubmit(send)(event);
  };
  const amountError = form.formState.errors.amount?.message;
  const failure = refund.isError && !amountError ? refund.error.message : undefined;

  return (
    <div className="grid gap-3 text-sm">
      {order.applicationFeeCents !== null && (
        <p>Quotewise fee on this payment: {formatCents(order.applicationFeeCents)}</p>
      )}
      {refunds.length === 0 ? (
        <p className="text-muted-foreground">No refunds.</p>
      ) : (
        <ul className="grid gap-1">
          {refunds.map((made) => (
            <li key={made.id}>
              {formatCents(made.amountCents)} on {formatAdminDate(made.createdAt, timeZone)} (
              {REASON_LABELS[made.reason as RefundReason] ?? made.reason}, {made.status}
              {made.feeReversedCents > 0 && `, fee returned ${formatCents(made.feeReversedCents)}`})
            </li>
          ))}
        </ul>
      )}
      {canRefund && order.refundableCents > 0 && (
        <form
          onSubmit={submit}
          className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
          noValidate
        >
          <TextField
            id="refund-amount"
            label="Amount to refund ($)"
            inputMode="decimal"
            error={amountError}
            {...form.register("amount")}
          />
          <div>
            <Label htmlFor="refund-reason">Reason</Label>
            <select id="refund-reason" className={fieldClasses} {...form.register("reason")}>
              {REFUND_REASONS.map((value) => (
                <option key={value} value={value}>
                  {REASON_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary" disabled={refund.isPending}>
            Refund
          </Button>
        </form>
      )}
      <p role="status">{done}</p>
      {failure && (
        <p role="alert" className="text-danger">
          {failure}
        </p>
      )}
    </div>
  );
}
