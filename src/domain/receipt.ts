import { FREQUENCY_LABELS, type Frequency } from "@/shared/frequency-names";
import { formatCents } from "@/shared/money";

/**
 * A paid order's receipt as rows of text, whatever draws it (docs/product/receipts.md): what was
 * sold and its priced lines, then every payment and refund, and what is left to pay.
 */

export type ReceiptRow = { label: string; value: string };

export type ReceiptOrder = {
  id: string;
  /** Null for an order paid in test mode: it has no number, as no money moved. */
  receiptNumber: number | null;
  paidInTestMode: boolean;
  paidAt: Date;
  customerName: string | null;
  email: string;
  phone: string | null;
  serviceAddress: string;
  area: string;
  optionLabel: string;
  lines: readonly { label: string; amount_cents: number }[];
  grandTotalCents: number;
  /** What checkout charged when it was a deposit; null when it charged the whole total. */
  depositCents: number | null;
  balancePaidAt: Date | null;
  quantities: readonly { label: string; quantity: number }[] | null;
  frequency: string | null;
  recurring: { frequency: string; visit_grand_total_cents: number } | null;
};

export type ReceiptInput = {
  business: { name: string; email: string; phone?: string; website?: string };
  order: ReceiptOrder;
  /** What the order bought in the business's words ("Season contract: Nov 10 to Apr 10"). */
  contract: { name: string; line: string } | null;
  /** Succeeded refunds, oldest first. */
  refunds: readonly { amountCents: number; createdAt: Date }[];
  timeZone: string;
};

export type Receipt = {
  title: string;
  /** "No. 12"; null in test mode. */
  number: string | null;
  /** Said first when the document is not a receipt for money (test mode). */
  warning: string | null;
  details: ReceiptRow[];
  from: string[];
  to: string[];
  sold: ReceiptRow[];
  lines: ReceiptRow[];
  total: ReceiptRow;
  payments: ReceiptRow[];
  /** What was paid net of refunds, and what is still due. */
  summary: ReceiptRow[];
  fileName: string;
};

const TEST_MODE_WARNING =
  "Test mode: no card was charged and no money was received. This is not a receipt.";

function formatDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone }).format(instant);
}

function frequencyName(code: string): string {
  return FREQUENCY_LABELS[code as Frequency] ?? code;
}

function soldRows(input: ReceiptInput): ReceiptRow[] {
  const { order, contract } = input;
  const rows: ReceiptRow[] = [];
  if (contract) rows.push({ label: contract.name, value: contract.line });
  if (order.optionLabel) rows.push({ label: "Option", value: order.optionLabel });
  for (const quantity of order.quantities ?? []) {
    rows.push({ label: quantity.label, value: String(quantity.quantity) });
  }
  if (order.frequency) rows.push({ label: "Frequency", value: frequencyName(order.frequency) });
  if (order.recurring) {
    rows.push({
      label: "Each later visit",
      value: `${formatCents(order.recurring.visit_grand_total_cents)}, ${frequencyName(order.recurring.frequency).toLowerCase()}`,
    });
  }
  rows.push({ label: "Service address", value: `${order.serviceAddress} (${order.area})` });
  return rows;
}

function paymentRows(input: ReceiptInput): { rows: ReceiptRow[]; paidCents: number } {
  const { order, timeZone } = input;
  const rows: ReceiptRow[] = [];
  const checkoutCents = order.depositCents ?? order.grandTotalCents;
  const paidWord = order.paidInTestMode ? "Recorded (test, not charged)" : "Paid";
  rows.push({
    label: `${order.depositCents === null ? paidWord : `Deposit ${paidWord.toLowerCase()}`}, ${formatDate(order.paidAt, timeZone)}`,
    value: formatCents(checkoutCents),
  });
  let paidCents = checkoutCents;
  if (order.depositCents !== null && order.balancePaidAt) {
    const balanceCents = order.grandTotalCents - order.depositCents;
    rows.push({
      label: `Balance ${paidWord.toLowerCase()}, ${formatDate(order.balancePaidAt, timeZone)}`,
      value: formatCents(balanceCents),
    });
    paidCents += balanceCents;
  }
  for (const refund of input.refunds) {
    rows.push({
      label: `Refunded, ${formatDate(refund.createdAt, timeZone)}`,
      value: `-${formatCents(refund.amountCents)}`,
    });
  }
  return { rows, paidCents };
}

export function buildReceipt(input: ReceiptInput): Receipt {
  const { order, business, timeZone } = input;
  const { rows: payments, paidCents } = paymentRows(input);
  const refundedCents = input.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  const dueCents = order.grandTotalCents - paidCents;
  const summary: ReceiptRow[] = [];
  if (refundedCents > 0) {
    summary.push({ label: "Paid after refunds", value: formatCents(paidCents - refundedCents) });
  } else {
    summary.push({ label: "Paid", value: formatCents(paidCents) });
  }
  if (dueCents > 0) summary.push({ label: "Balance due", value: formatCents(dueCents) });

  const number = order.receiptNumber === null ? null : `No. ${order.receiptNumber}`;
  const customer = [order.customerName, order.email, order.phone].filter((line): line is string =>
    Boolean(line),
  );
  return {
    title: order.paidInTestMode ? "Test order" : "Receipt",
    number,
    warning: order.paidInTestMode ? TEST_MODE_WARNING : null,
    details: [
      { label: "Date", value: formatDate(order.paidAt, timeZone) },
      { label: "Order", value: order.id },
    ],
    from: [business.name, business.email, business.phone, business.website].filter(
      (line): line is string => Boolean(line),
    ),
    to: customer,
    sold: soldRows(input),
    lines: order.lines.map((line) => ({
      label: line.label,
      value: formatCents(line.amount_cents),
    })),
    total: { label: "Total", value: formatCents(order.grandTotalCents) },
    payments,
    summary,
    fileName:
      order.receiptNumber === null
        ? `test-order-${order.id.slice(0, 8)}.pdf`
        : `receipt-${order.receiptNumber}.pdf`,
  };
}
