import { describe, expect, it } from "vitest";
import type { PriceResponse } from "@/shared/api/quote-contract";
import {
  canShowReview,
  initialQuoteState,
  type QuoteAction,
  type QuoteState,
  quoteReducer,
  toProgressStep,
} from "./quote-wizard-state";

const address = {
  address: "12 Garden Rd",
  city: "Scarsdale",
  state: "NY",
  zipCode: "10583",
  email: "pat@example.com",
};

const pricing = {
  town: "Scarsdale",
  drivewaySize: "FOUR_CAR",
  addons: [],
  breakdown: { base_price_cents: 21900, early_bird_discount_cents: 6000, addon_price_cents: 0 },
  early_bird: { active: true, ends_at: "2025-10-16T04:00:00.000Z", discount_cents: 6000 },
  lines: [],
  subtotal_cents: 15900,
  fee_cents: 809,
  tax_cents: 1272,
  total_cents: 16709,
  grand_total_cents: 17981,
  season: { starts_on: "2025-11-10", ends_on: "2026-04-10" },
} satisfies PriceResponse;

function run(...actions: QuoteAction[]): QuoteState {
  return actions.reduce(quoteReducer, initialQuoteState);
}

const inArea: QuoteAction = {
  type: "serviceAreaChecked",
  serviceArea: { inServiceArea: true, town: "Scarsdale", message: "Great news!" },
};
const outOfArea: QuoteAction = {
  type: "serviceAreaChecked",
  serviceArea: { inServiceArea: false, town: null, message: "Sorry" },
};
const toOptions: QuoteAction[] = [
  { type: "submitAddress", addressData: address },
  inArea,
  { type: "selectDriveway", drivewaySize: "FOUR_CAR" },
  { type: "confirmDriveway" },
];

describe("quoteReducer", () => {
  it("starts on the address step with state NY and empty fields", () => {
    expect(initialQuoteState.step).toBe("ADDRESS");
    expect(initialQuoteState.addressData).toEqual({
      address: "",
      city: "",
      state: "NY",
      zipCode: "",
      email: "",
    });
  });

  it("goes address -> searching -> driveway for an address in the area", () => {
    const searching = run({ type: "submitAddress", addressData: address });
    expect(searching).toMatchObject({ step: "SEARCHING", addressData: address });
    const driveway = quoteReducer(searching, inArea);
    expect(driveway).toMatchObject({ step: "DRIVEWAY", direction: "forward" });
    expect(driveway.serviceArea?.town).toBe("Scarsdale");
  });

  it("goes searching -> not serviceable without a slide, and back to the address", () => {
    const state = run({ type: "submitAddress", addressData: address }, outOfArea);
    expect(state).toMatchObject({ step: "NOT_SERVICEABLE", direction: "none" });
    expect(quoteReducer(state, { type: "back" })).toMatchObject({
      step: "ADDRESS",
      direction: "none",
      addressData: address,
    });
  });

  it("treats an in-area answer without a town as not serviceable", () => {
    const state = run(
      { type: "submitAddress", addressData: address },
      { type: "serviceAreaChecked", serviceArea: { inServiceArea: true, town: null, message: "" } },
    );
    expect(state.step).toBe("NOT_SERVICEABLE");
  });

  it("keeps Continue inert until a driveway size is chosen", () => {
    const state = run({ type: "submitAddress", addressData: address }, inArea, {
      type: "confirmDriveway",
    });
    expect(state.step).toBe("DRIVEWAY");
  });

  it("goes to options for a priced size and to the custom quote form for Custom", () => {
    expect(run(...toOptions).step).toBe("OPTIONS");
    const custom = run(
      { type: "submitAddress", addressData: address },
      inArea,
      { type: "selectDriveway", drivewaySize: "CUSTOM" },
      { type: "confirmDriveway" },
    );
    expect(custom.step).toBe("CUSTOM_QUOTE");
    expect(quoteReducer(custom, { type: "back" }).step).toBe("DRIVEWAY");
  });

  it("adds and removes the bump-out add-on", () => {
    const added = run(...toOptions, { type: "setAddon", code: "bump_out", selected: true });
    expect(added.addons).toEqual(["bump_out"]);
    const again = quoteReducer(added, { type: "setAddon", code: "bump_out", selected: true });
    expect(again.addons).toEqual(["bump_out"]);
    expect(
      quoteReducer(added, { type: "setAddon", code: "bump_out", selected: false }).addons,
    ).toEqual([]);
  });

  it("reaches the review with the server's pricing, and walks Back through every step", () => {
    const review = run(...toOptions, { type: "priced", pricing });
    expect(review).toMatchObject({ step: "REVIEW", pricing });
    expect(canShowReview(review)).toBe(true);
    const options = quoteReducer(review, { type: "back" });
    expect(options).toMatchObject({ step: "OPTIONS", direction: "back" });
    const driveway = quoteReducer(options, { type: "back" });
    expect(driveway.step).toBe("DRIVEWAY");
    expect(quoteReducer(driveway, { type: "back" }).step).toBe("ADDRESS");
  });

  it("drops a price that no longer matches the options", () => {
    const review = run(...toOptions, { type: "priced", pricing });
    const options = quoteReducer(review, { type: "back" });
    const changed = quoteReducer(options, { type: "setAddon", code: "bump_out", selected: true });
    expect(changed.pricing).toBeNull();
  });

  it("shows a changed price on the review and asks to confirm it", () => {
    const review = run(...toOptions, { type: "priced", pricing });
    const newer = { ...pricing, grand_total_cents: 18000 };
    const changed = quoteReducer(review, { type: "priceChanged", pricing: newer });
    expect(changed).toMatchObject({ step: "REVIEW", priceChanged: true, pricing: newer });
  });

  it("ignores answers that arrive after the customer left the step", () => {
    const back = run({ type: "submitAddress", addressData: address }, inArea, { type: "back" });
    expect(quoteReducer(back, inArea).step).toBe("ADDRESS");
    const options = run(...toOptions, { type: "back" });
    expect(quoteReducer(options, { type: "priced", pricing }).step).toBe("DRIVEWAY");
  });

  it("sends an out-of-area customer to the custom quote form and back (embed)", () => {
    const notServiceable = run({ type: "submitAddress", addressData: address }, outOfArea);
    const custom = quoteReducer(notServiceable, { type: "requestCustomQuote" });
    expect(custom.step).toBe("CUSTOM_QUOTE");
    expect(quoteReducer(custom, { type: "back" }).step).toBe("NOT_SERVICEABLE");
  });

  it("thanks the customer by name and resets everything on Get Another Quote", () => {
    const custom = run(
      { type: "submitAddress", addressData: address },
      inArea,
      { type: "selectDriveway", drivewaySize: "CUSTOM" },
      { type: "confirmDriveway" },
    );
    const thanks = quoteReducer(custom, { type: "customQuoteSent", customerName: "Pat Lee" });
    expect(thanks).toMatchObject({ step: "THANK_YOU", customerName: "Pat Lee" });
    expect(quoteReducer(thanks, { type: "back" })).toBe(thanks);
    expect(quoteReducer(thanks, { type: "reset" })).toEqual(initialQuoteState);
  });

  it("waits for payment after the embed opened checkout, and Back returns to the review", () => {
    const review = run(...toOptions, { type: "priced", pricing });
    const waiting = quoteReducer(review, {
      type: "paymentOpened",
      pendingPayment: { orderId: "o-1", sessionUrl: "/checkout/test?order=o-1" },
    });
    expect(waiting).toMatchObject({ step: "AWAITING_PAYMENT", pendingPayment: { orderId: "o-1" } });
    expect(quoteReducer(waiting, { type: "back" }).step).toBe("REVIEW");
  });

  it("resumes the review only when every value it shows is kept", () => {
    const review = run(...toOptions, { type: "priced", pricing });
    const elsewhere = { ...review, step: "ADDRESS" as const };
    expect(quoteReducer(elsewhere, { type: "resumeReview" }).step).toBe("REVIEW");
    expect(run({ type: "resumeReview" }).step).toBe("ADDRESS");
  });

  it("maps every step onto the 4-step progress bar", () => {
    expect(
      ["ADDRESS", "SEARCHING", "NOT_SERVICEABLE"].map((s) => toProgressStep(s as never)),
    ).toEqual([1, 1, 1]);
    expect(toProgressStep("DRIVEWAY")).toBe(2);
    expect(toProgressStep("OPTIONS")).toBe(3);
    expect(toProgressStep("CUSTOM_QUOTE")).toBe(3);
    expect(toProgressStep("REVIEW")).toBe(4);
    expect(toProgressStep("THANK_YOU")).toBe(4);
  });
});
