import { describe, expect, it } from "vitest";
import { refundFormSchema } from "./payments-contract";

describe("refundFormSchema", () => {
  it("sends dollars as typed as the request's cents, with the reason", () => {
    expect(refundFormSchema.parse({ amount: "$1,250.5", reason: "duplicate" })).toEqual({
      amountCents: 125050,
      reason: "duplicate",
    });
  });

  it.each(["", "abc", "0", "12.345"])("refuses %j at the amount with the form's text", (amount) => {
    const parsed = refundFormSchema.safeParse({ amount, reason: "other" });
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({
        path: ["amount"],
        message: "Enter an amount in dollars, such as 25.00",
      }),
    ]);
  });
});
