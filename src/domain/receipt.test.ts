import { describe, expect, it } from "vitest";
import {
  buildReceipt,
  buildVisitReceipt,
  type ReceiptInput,
  type ReceiptOrder,
  type VisitReceiptInput,
} from "./receipt";

const PAID_AT = new Date("2025-10-01T16:00:00Z");

function input(order: Partial<ReceiptOrder> = {}, rest: Partial<ReceiptInput> = {}): ReceiptInput {
  return {
    business: { name: "Northside Co.", email: "hello@example.com", phone: "(914) 555-0100" },
    order: {
      id: "0b6a2c1e-6f1d-4f57-9d43-0c2a7d3f5b10",
      receiptNumber: 7,
      paidInTestMode: false,
      paidAt: PAID_AT,
      customerName: "Dana Reyes",
      email: "dana@example.com",
      phone: null,
      serviceAddress: "12 Elm St, Scarsdale, NY 10583",
      area: "Scarsdale",
      optionLabel: "Two-car",
      lines: [
        { label: "Two-car", amount_cents: 50_000 },
        { label: "Convenience fee", amount_cents: 1_500 },
        { label: "Sales tax", amount_cents: 4_120 },
      ],
      grandTotalCents: 55_620,
      depositCents: null,
      balancePaidAt: null,
      quantities: null,
      frequency: null,
      recurring: null,
      ...order,
    },
    contract: { name: "Season contract", line: "November 10, 2025 to April 10, 2026" },
    refunds: [],
    timeZone: "America/New_York",
    ...rest,
  };
}

describe("a receipt", () => {
  it("numbers a paid order and lists its priced lines, total and payment", () => {
    const receipt = buildReceipt(input());
    expect(receipt.title).toBe("Receipt");
    expect(receipt.number).toBe("No. 7");
    expect(receipt.warning).toBeNull();
    expect(receipt.fileName).toBe("receipt-7.pdf");
    expect(receipt.lines.map((line) => line.value)).toEqual(["$500.00", "$15.00", "$41.20"]);
    expect(receipt.total).toEqual({ label: "Total", value: "$556.20" });
    expect(receipt.payments).toEqual([{ label: "Paid, October 1, 2025", value: "$556.20" }]);
    expect(receipt.summary).toEqual([{ label: "Paid", value: "$556.20" }]);
    expect(receipt.from).toEqual(["Northside Co.", "hello@example.com", "(914) 555-0100"]);
    expect(receipt.to).toEqual(["Dana Reyes", "dana@example.com"]);
  });

  it("dates payments in the business's time zone", () => {
    const late = new Date("2025-10-02T02:30:00Z");
    expect(buildReceipt(input({ paidAt: late })).details[0]?.value).toBe("October 1, 2025");
    const inTokyo = buildReceipt(input({ paidAt: late }, { timeZone: "Asia/Tokyo" }));
    expect(inTokyo.details[0]?.value).toBe("October 2, 2025");
  });

  it("shows a deposit, the balance due, and once paid the balance with its date", () => {
    const deposit = buildReceipt(input({ depositCents: 10_000 }));
    expect(deposit.payments).toEqual([
      { label: "Deposit paid, October 1, 2025", value: "$100.00" },
    ]);
    expect(deposit.summary).toEqual([
      { label: "Paid", value: "$100.00" },
      { label: "Balance due", value: "$456.20" },
    ]);

    const settled = buildReceipt(
      input({ depositCents: 10_000, balancePaidAt: new Date("2025-12-03T15:00:00Z") }),
    );
    expect(settled.payments.at(-1)).toEqual({
      label: "Balance paid, December 3, 2025",
      value: "$456.20",
    });
    expect(settled.summary).toEqual([{ label: "Paid", value: "$556.20" }]);
  });

  it("lists each refund and what was paid after them", () => {
    const receipt = buildReceipt(
      input(
        {},
        {
          refunds: [
            { amountCents: 5_000, createdAt: new Date("2025-10-05T15:00:00Z") },
            { amountCents: 1_000, createdAt: new Date("2025-10-06T15:00:00Z") },
          ],
        },
      ),
    );
    expect(receipt.payments.slice(1)).toEqual([
      { label: "Refunded, October 5, 2025", value: "-$50.00" },
      { label: "Refunded, October 6, 2025", value: "-$10.00" },
    ]);
    expect(receipt.summary).toEqual([{ label: "Paid after refunds", value: "$496.20" }]);
  });

  it("says a test-mode order is not a receipt, and gives it no number", () => {
    const receipt = buildReceipt(input({ receiptNumber: null, paidInTestMode: true }));
    expect(receipt.title).toBe("Test order");
    expect(receipt.number).toBeNull();
    expect(receipt.warning).toMatch(/no money was received/);
    expect(receipt.payments[0]?.label).toBe("Recorded (test, not charged), October 1, 2025");
    expect(receipt.fileName).toBe("test-order-0b6a2c1e.pdf");
  });

  it("names the quantities, the frequency and a plan's later visits", () => {
    const receipt = buildReceipt(
      input({
        optionLabel: "",
        quantities: [{ label: "Bathrooms", quantity: 2 }],
        frequency: "every_2_weeks",
        recurring: { frequency: "every_2_weeks", visit_grand_total_cents: 14_450 },
      }),
    );
    expect(receipt.sold).toEqual([
      { label: "Season contract", value: "November 10, 2025 to April 10, 2026" },
      { label: "Bathrooms", value: "2" },
      { label: "Frequency", value: "Every 2 weeks" },
      { label: "Each later visit", value: "$144.50, every 2 weeks" },
      { label: "Service address", value: "12 Elm St, Scarsdale, NY 10583 (Scarsdale)" },
    ]);
  });
});

function visitInput(
  charge: Partial<VisitReceiptInput["charge"]> = {},
  order: Partial<VisitReceiptInput["order"]> = {},
): VisitReceiptInput {
  const { order: bought, business, timeZone } = input();
  return {
    business,
    charge: {
      id: "5d1f0e2a-93c4-4b8e-a0f7-2c6b9e1d4a37",
      receiptNumber: 12,
      paidAt: new Date("2026-03-05T14:00:00Z"),
      amountCents: 4_665,
      ...charge,
    },
    visitStartsAt: new Date("2026-03-05T13:00:00Z"),
    order: { ...bought, frequency: "weekly", ...order },
    timeZone,
  };
}

describe("a plan visit's receipt", () => {
  it("numbers the visit, names its day and the plan's order, and charges its one amount", () => {
    const receipt = buildVisitReceipt(visitInput());
    expect(receipt.title).toBe("Receipt");
    expect(receipt.number).toBe("No. 12");
    expect(receipt.warning).toBeNull();
    expect(receipt.fileName).toBe("receipt-12.pdf");
    expect(receipt.details).toEqual([
      { label: "Date paid", value: "March 5, 2026" },
      { label: "Visit", value: "March 5, 2026" },
      { label: "Plan's order", value: "0b6a2c1e-6f1d-4f57-9d43-0c2a7d3f5b10" },
    ]);
    expect(receipt.lines).toEqual([{ label: "Visit, March 5, 2026", value: "$46.65" }]);
    expect(receipt.total).toEqual({ label: "Total", value: "$46.65" });
    expect(receipt.payments).toEqual([{ label: "Paid, March 5, 2026", value: "$46.65" }]);
    expect(receipt.summary).toEqual([{ label: "Paid", value: "$46.65" }]);
    expect(receipt.from).toEqual(["Northside Co.", "hello@example.com", "(914) 555-0100"]);
    expect(receipt.to).toEqual(["Dana Reyes", "dana@example.com"]);
  });

  it("names what the plan bought and where, without the order's contract or first price", () => {
    const receipt = buildVisitReceipt(
      visitInput({}, { optionLabel: "", quantities: [{ label: "Bathrooms", quantity: 2 }] }),
    );
    expect(receipt.sold).toEqual([
      { label: "Bathrooms", value: "2" },
      { label: "Frequency", value: "Weekly" },
      { label: "Service address", value: "12 Elm St, Scarsdale, NY 10583 (Scarsdale)" },
    ]);
  });

  it("dates the payment and the visit apart, each in the business's time zone", () => {
    const receipt = buildVisitReceipt(visitInput({ paidAt: new Date("2026-03-09T03:30:00Z") }, {}));
    // Paid late on March 8 in New York, for the visit of March 5.
    expect(receipt.details[0]).toEqual({ label: "Date paid", value: "March 8, 2026" });
    expect(receipt.details[1]).toEqual({ label: "Visit", value: "March 5, 2026" });
    expect(receipt.payments[0]?.label).toBe("Paid, March 8, 2026");
  });

  it("says a visit of a plan paid in test mode is not a receipt, and gives it no number", () => {
    const receipt = buildVisitReceipt(
      visitInput({ receiptNumber: null }, { paidInTestMode: true }),
    );
    expect(receipt.title).toBe("Test visit");
    expect(receipt.number).toBeNull();
    expect(receipt.warning).toMatch(/no money was received/);
    expect(receipt.payments[0]?.label).toBe("Recorded (test, not charged), March 5, 2026");
    expect(receipt.fileName).toBe("test-visit-5d1f0e2a.pdf");
  });
});
