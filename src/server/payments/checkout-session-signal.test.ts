import { describe, expect, it } from "vitest";
import { isCheckoutEventType, signalFromCheckoutSession } from "./checkout-session-signal";

describe("signalFromCheckoutSession", () => {
  it("pays on a paid session, whichever event announced it", () => {
    for (const type of [
      "checkout.session.completed",
      "checkout.session.async_payment_succeeded",
      "checkout.session.expired",
    ] as const) {
      expect(
        signalFromCheckoutSession(type, { payment_status: "paid", status: "complete" }),
      ).toEqual({ type: "paid" });
    }
  });

  it("waits on a completed session whose payment is still processing", () => {
    expect(
      signalFromCheckoutSession("checkout.session.completed", {
        payment_status: "unpaid",
        status: "complete",
      }),
    ).toEqual({ type: "awaiting_payment" });
  });

  it("reads an async failure and an expiry", () => {
    expect(
      signalFromCheckoutSession("checkout.session.async_payment_failed", {
        payment_status: "unpaid",
        status: "complete",
      }),
    ).toEqual({ type: "payment_failed" });
    expect(
      signalFromCheckoutSession("checkout.session.expired", {
        payment_status: "unpaid",
        status: "expired",
      }),
    ).toEqual({ type: "expired" });
  });

  it("allows exactly the four checkout session events", () => {
    expect(isCheckoutEventType("checkout.session.completed")).toBe(true);
    expect(isCheckoutEventType("checkout.session.async_payment_failed")).toBe(true);
    expect(isCheckoutEventType("payment_intent.succeeded")).toBe(false);
    expect(isCheckoutEventType("charge.refunded")).toBe(false);
  });
});
