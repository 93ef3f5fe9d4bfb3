import { FREQUENCY_LABELS, type Frequency } from "@/shared/frequency-names";
import { formatCents } from "@/shared/money";

/**
 * A paid order's receipt as rows of text, whatever draws it (docs/product/receipts.md): what was
 * sold and its priced lines, then every payment and refund, and what is left to pay. A plan's
 * later visit has one too, from the same parts (docs/product/receipts.md#visit-receipts).
 */

export type ReceiptRow = { label: string; value: string };

/** Who the receipt is from: the business's name and contact. */
export type ReceiptBusiness = { name: string; email: string; phone?: string; website?: string };

/** What an order bought and where, as both receipts name it. */
type SoldService = {
  customerName: string | null;
  email: string;
  phone: string | null;
  serviceAddress: string;
  area: string;
  optionLabel: string;
  quantities: readonly { label: string; quantity: number }[] | null;
  frequency: string | null;
};

export type ReceiptOrder = SoldService & {
  id: string;
  /** Null for an order paid in test mode: it has no number, as no money moved. */
  receiptNumber: number | null;
  paidInTestMode: boolean;
  paidAt: Date;
  lines: readonly { label: string; amount_cents: number }[];
  grandTotalCents: number;
  /** What checkout charged when it was a deposit; null when it charged the whole total. */
  depositCents: number | null;
  balancePaidAt: Date | null;
  recurring: { frequency: string; visit_grand_total_cents: number } | null;
};

export type ReceiptInput = {
  business: ReceiptBusiness;
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

/** The option, the quantities and the frequency bought, as rows. */
function boughtRows(sold: SoldService): ReceiptRow[] {
  const rows: ReceiptRow[] = [];
  if (sold.optionLabel) rows.push({ label: "Option", value: sold.optionLabel });
  for (const quantity of sold.quantities ?? []) {
    rows.push({ label: quantity.label, value: String(quantity.quantity) });
  }
  if (sold.frequency) rows.push({ label: "Frequency", value: frequencyName(sold.frequency) });
  return rows;
}

function addressRow(sold: SoldService): ReceiptRow {
  return { label: "Service address", value: `${sold.serviceAddress} (${sold.area})` };
}

function soldRows(input: ReceiptInput): ReceiptRow[] {
  const { order, contract } = input;
  const rows: ReceiptRow[] = [];
  if (contract) rows.push({ label: contract.name, value: contract.line });
  rows.push(...boughtRows(order));
  if (order.recurring) {
    rows.push({
      label: "Each later visit",
      value: `${formatCents(order.recurring.visit_grand_total_cents)}, ${frequencyName(order.recurring.frequency).toLowerCase()}`,
    });
  }
  rows.push(addressRow(order));
  return rows;
}

/** How a payment is named: "Paid", or for test mode what it was instead. */
function paidWordOf(paidInTestMode: boolean): string {
  return paidInTestMode ? "Recorded (test, not charged)" : "Paid";
}

/**
 * The parts every receipt has: its title, number and test-mode warning, who it is from and who
 * was billed. `testTitle` names the document when it is not a receipt ("Test order").
 */
function receiptHeading(options: {
  business: ReceiptBusiness;
  customer: SoldService;
  receiptNumber: number | null;
  paidInTestMode: boolean;
  testTitle: string;
}): Pick<Receipt, "title" | "number" | "warning" | "from" | "to"> {
  const { business, customer, receiptNumber, paidInTestMode } = options;
  const present = (line: string | null | undefined): line is string => Boolean(line);
  return {
    title: paidInTestMode ? options.testTitle : "Receipt",
    number: receiptNumber === null ? null : `No. ${receiptNumber}`,
    warning: paidInTestMode ? TEST_MODE_WARNING : null,
    from: [business.name, business.email, business.phone, business.website].filter(present),
    to: [customer.customerName, customer.email, customer.phone].filter(present),
  };
}

/** "receipt-12.pdf", or for a document without a number "test-order-0b6a2c1e.pdf". */
function fileNameOf(receiptNumber: number | null, testName: string, id: string): string {
  return receiptNumber === null
    ? `${testName}-${id.slice(0, 8)}.pdf`
    : `receipt-${receiptNumber}.pdf`;
}

function paymentRows(input: ReceiptInput): { rows: ReceiptRow[]; paidCents: number } {
  const { order, timeZone } = input;
  const rows: ReceiptRow[] = [];
  const checkoutCents = order.depositCents ?? order.grandTotalCents;
  const paidWord = paidWordOf(order.paidInTestMode);
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

  return {
    ...receiptHeading({
      business,
      customer: order,
      receiptNumber: order.receiptNumber,
      paidInTestMode: order.paidInTestMode,
      testTitle: "Test order",
    }),
    details: [
      { label: "Date", value: formatDate(order.paidAt, timeZone) },
      { label: "Order", value: order.id },
    ],
    sold: soldRows(input),
    lines: order.lines.map((line) => ({
      label: line.label,
      value: formatCents(line.amount_cents),
    })),
    total: { label: "Total", value: formatCents(order.grandTotalCents) },
    payments,
    summary,
    fileName: fileNameOf(order.receiptNumber, "test-order", order.id),
  };
}

export type VisitReceiptInput = {
  business: ReceiptBusiness;
  /** The paid charge of a plan's later visit. */
  charge: {
    id: string;
    /** Null for a plan first paid in test mode: no money moved. */
    receiptNumber: number | null;
    paidAt: Date;
    amountCents: number;
  };
  /** When the visit was booked for. */
  visitStartsAt: Date;
  /**
   * The order that bought the plan: who was billed, what and where. `frequency` is the plan's
   * as it is now (the customer may have changed it since the order).
   */
  order: SoldService & { id: string; paidInTestMode: boolean };
  timeZone: string;
};

/**
 * The receipt of a plan's later visit, paid by the saved card or by the customer
 * (docs/product/receipts.md#visit-receipts): numbered like an order's, the visit's one charge and
 * its payment; a plan first paid in test mode gets a "Test visit" that says no money was received.
 */
export function buildVisitReceipt(input: VisitReceiptInput): Receipt {
  const { business, charge, order, timeZone } = input;
  const amount = formatCents(charge.amountCents);
  const paidOn = formatDate(charge.paidAt, timeZone);
  const visitDay = formatDate(input.visitStartsAt, timeZone);
  return {
    ...receiptHeading({
      business,
      customer: order,
      receiptNumber: charge.receiptNumber,
      paidInTestMode: order.paidInTestMode,
      testTitle: "Test visit",
    }),
    details: [
      { label: "Date paid", value: paidOn },
      { label: "Visit", value: visitDay },
      { label: "Plan's order", value: order.id },
    ],
    sold: [...boughtRows(order), addressRow(order)],
    lines: [{ label: `Visit, ${visitDay}`, value: amount }],
    total: { label: "Total", value: amount },
    payments: [{ label: `${paidWordOf(order.paidInTestMode)}, ${paidOn}`, value: amount }],
    summary: [{ label: "Paid", value: amount }],
    fileName: fileNameOf(charge.receiptNumber, "test-visit", charge.id),
  };
}
