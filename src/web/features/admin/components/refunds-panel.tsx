import { type FormEvent, useState } from "react";
import type { AdminOrderDetail } from "@/shared/api/admin-contract";
import { REFUND_REASONS, type RefundReason } from "@/shared/api/payments-contract";
import { formatCents, formatHundredths, parseHundredths } from "@/shared/money";
import { Button } from "@/web/components/ui/button";
import { fieldClasses } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { TextField } from "@/web/components/ui/text-field";
import { ApiError } from "@/web/lib/api-error";
import { formatAdminDate } from "@/web/lib/order-text";
import { useRefundOrder } from "../api/refund-order";

const REASON_LABELS: Record<RefundReason, string> = {
  requested_by_customer: "The customer asked",
  duplicate: "Paid twice",
  fraudulent: "Fraudulent payment",
  other: "Other",
};

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
  const [amount, setAmount] = useState(formatHundredths(order.refundableCents));
  const [reason, setReason] = useState<RefundReason>("requested_by_customer");
  const [amountError, setAmountError] = useState<string>();
  const [done, setDone] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    const amountCents = parseHundredths(amount);
    if (amountCents === null || amountCents <= 0) {
      setAmountError("Enter an amount in dollars, such as 25.00");
      return;
    }
    setAmountError(undefined);
    refund.mutate(
      { amountCents, reason },
      {
        onSuccess: (answer) => {
          // An order paid with a deposit and its balance may be refunded in two parts.
          const refunded = answer.refunds.reduce((sum, part) => sum + part.amountCents, 0);
          setDone(`Refunded ${formatCents(refunded)}.`);
          setAmount(formatHundredths(answer.refundableCents));
        },
        onError: (error) => {
          const issue = error instanceof ApiError ? error.issues[0] : undefined;
          setAmountError(issue?.path === "amountCents" ? `Amount ${issue.message}` : undefined);
        },
      },
    );
  };
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
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={amountError}
          />
          <div>
            <Label htmlFor="refund-reason">Reason</Label>
            <select
              id="refund-reason"
              className={fieldClasses}
              value={reason}
              onChange={(event) => setReason(event.target.value as RefundReason)}
            >
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
