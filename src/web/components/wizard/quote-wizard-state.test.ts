import { describe, expect, it } from "vitest";
import type { PriceResponse } from "@/shared/api/quote-contract";
import {
  canShowReview,
  initialQuoteState,
  type QuoteAction,
  type QuoteState,
  quoteReducer,
  toProgressStep,
} from "@/web/components/wizard/quote-wizard-state";

const address = {
  address: "12 Garden Rd",
  city: "Scarsdale",
  state: "NY",
  zipCode: "10583",
  email: "pat@example.com",
};

const pricing = {
  area: "Northfield",
  option: "MEDIUM",
  option_label: "Medium Home",
  addons: [],
  breakdown: {
    base_price_cents: 21900,
    early_bird_discount_cents: 6000,
    addon_price_cents: 0,
    minimum_charge_cents: 0,
  },
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

const VISIT = "4f9d7c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f";
const inArea: QuoteAction = {
  type: "serviceAreaChecked",
  visit: VISIT,
  serviceArea: { inServiceArea: true, area: "Northfield", message: "Great news!" },
};
const outOfArea: QuoteAction = {
  type: "serviceAreaChecked",
  visit: VISIT,
  serviceArea: { inServiceArea: false, area: null, message: "Sorry" },
};
const toAddons: QuoteAction[] = [
  { type: "submitAddress", addressData: address },
  inArea,
  { type: "selectOption", option: { code: "MEDIUM", customQuote: false } },
  { type: "confirmOption" },
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

  it("goes address -> searching -> option for an address in the area", () => {
    const searching = run({ type: "submitAddress", addressData: address });
    expect(searching).toMatchObject({ step: "SEARCHING", addressData: address });
    const option = quoteReducer(searching, inArea);
    expect(option).toMatchObject({ step: "OPTION", direction: "forward" });
    expect(option.serviceArea?.area).toBe("Northfield");
    expect(option.visit).toBe(VISIT);
  });

  it("forgets the visit when another address is checked", () => {
    const checked = run({ type: "submitAddress", addressData: address }, inArea);
    const again = run(
      { type: "submitAddress", addressData: address },
      inArea,
      { type: "back" },
      { type: "submitAddress", addressData: { ...address, address: "9 Elm St" } },
    );
    expect(checked.visit).toBe(VISIT);
    expect(again).toMatchObject({ step: "SEARCHING", visit: null });
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

  it("treats an in-area answer without an area as not serviceable", () => {
    const state = run(
      { type: "submitAddress", addressData: address },
      {
        type: "serviceAreaChecked",
        visit: null,
        serviceArea: { inServiceArea: true, area: null, message: "" },
      },
    );
    expect(state.step).toBe("NOT_SERVICEABLE");
  });

  it("keeps Continue inert until an option is chosen", () => {
    const state = run({ type: "submitAddress", addressData: address }, inArea, {
      type: "confirmOption",
    });
    expect(state.step).toBe("OPTION");
  });

  it("goes to the add-ons for a priced option and to the custom quote form for the custom-quote one", () => {
    expect(run(...toAddons).step).toBe("ADDONS");
    const custom = run(
      { type: "submitAddress", addressData: address },
      inArea,
      { type: "selectOption", option: { code: "CUSTOM", customQuote: true } },
      { type: "confirmOption" },
    );
    expect(custom.step).toBe("CUSTOM_QUOTE");
    expect(quoteReducer(custom, { type: "back" }).step).toBe("OPTION");
  });

  it("adds and removes a flat add-on", () => {
    const choice = { code: "deep_clean" };
    const added = run(...toAddons, { type: "setAddon", code: "deep_clean", choice });
    expect(added.addons).toEqual([choice]);
    const again = quoteReducer(added, { type: "setAddon", code: "deep_clean", choice });
    expect(again.addons).toEqual([choice]);
    expect(
      quoteReducer(added, { type: "setAddon", code: "deep_clean", choice: null }).addons,
    ).toEqual([]);
  });

  it("keeps a per-unit add-on's place when its quantity changes", () => {
    const added = run(
      ...toAddons,
      { type: "setAddon", code: "windows", choice: { code: "windows", quantity: 4 } },
      { type: "setAddon", code: "deep_clean", choice: { code: "deep_clean" } },
      { type: "setAddon", code: "windows", choice: { code: "windows", quantity: 12 } },
    );
    expect(added.addons).toEqual([{ code: "windows", quantity: 12 }, { code: "deep_clean" }]);
  });

  it("reaches the review with the server's pricing, and walks Back through every step", () => {
    const review = run(...toAddons, { type: "priced", pricing });
    expect(review).toMatchObject({ step: "REVIEW", pricing });
    expect(canShowReview(review)).toBe(true);
    const addons = quoteReducer(review, { type: "back" });
    expect(addons).toMatchObject({ step: "ADDONS", direction: "back" });
    const option = quoteReducer(addons, { type: "back" });
    expect(option.step).toBe("OPTION");
    expect(quoteReducer(option, { type: "back" }).step).toBe("ADDRESS");
  });

  it("drops a price that no longer matches the options", () => {
    const review = run(...toAddons, { type: "priced", pricing });
    const addons = quoteReducer(review, { type: "back" });
    const changed = quoteReducer(addons, {
      type: "setAddon",
      code: "deep_clean",
      choice: { code: "deep_clean" },
    });
    expect(changed.pricing).toBeNull();
  });

  it("shows a changed price on the review and asks to confirm it", () => {
    const review = run(...toAddons, { type: "priced", pricing });
    const newer = { ...pricing, grand_total_cents: 18000 };
    const changed = quoteReducer(review, { type: "priceChanged", pricing: newer });
    expect(changed).toMatchObject({ step: "REVIEW", priceChanged: true, pricing: newer });
  });

  it("ignores answers that arrive after the customer left the step", () => {
    const back = run({ type: "submitAddress", addressData: address }, inArea, { type: "back" });
    expect(quoteReducer(back, inArea).step).toBe("ADDRESS");
    const addons = run(...toAddons, { type: "back" });
    expect(quoteReducer(addons, { type: "priced", pricing }).step).toBe("OPTION");
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
      { type: "selectOption", option: { code: "CUSTOM", customQuote: true } },
      { type: "confirmOption" },
    );
    const thanks = quoteReducer(custom, { type: "customQuoteSent", customerName: "Pat Lee" });
    expect(thanks).toMatchObject({ step: "THANK_YOU", customerName: "Pat Lee" });
    expect(quoteReducer(thanks, { type: "back" })).toBe(thanks);
    expect(quoteReducer(thanks, { type: "reset" })).toEqual(initialQuoteState);
  });

  it("waits for payment after the embed opened checkout, and Back returns to the review", () => {
    const review = run(...toAddons, { type: "priced", pricing });
    const waiting = quoteReducer(review, {
      type: "paymentOpened",
      pendingPayment: { orderId: "o-1", sessionUrl: "/checkout/test?order=o-1" },
    });
    expect(waiting).toMatchObject({ step: "AWAITING_PAYMENT", pendingPayment: { orderId: "o-1" } });
    expect(quoteReducer(waiting, { type: "back" }).step).toBe("REVIEW");
  });

  it("resumes the review only when every value it shows is kept", () => {
    const review = run(...toAddons, { type: "priced", pricing });
    const elsewhere = { ...review, step: "ADDRESS" as const };
    expect(quoteReducer(elsewhere, { type: "resumeReview" }).step).toBe("REVIEW");
    expect(run({ type: "resumeReview" }).step).toBe("ADDRESS");
  });

  it("opens a reminder link's quote at Review, saying so when today's price differs", () => {
    const perUnit = {
      ...pricing,
      addons: [
        { code: "walkway", label: "Walkway", price_cents: 500 },
        { code: "steps", label: "Steps", quantity: 3, price_cents: 900 },
      ],
    };
    const resumed = { visit: "v-1", addressData: address, pricing: perUnit };
    const same = run({
      type: "resumedFromEmail",
      resumed: { ...resumed, emailedTotalCents: perUnit.grand_total_cents },
    });
    expect(same).toMatchObject({
      step: "REVIEW",
      visit: "v-1",
      addressData: address,
      serviceArea: { inServiceArea: true, area: "Northfield" },
      option: { code: "MEDIUM", customQuote: false },
      addons: [{ code: "walkway" }, { code: "steps", quantity: 3 }],
      priceChanged: false,
    });
    expect(canShowReview(same)).toBe(true);
    const changed = run({
      type: "resumedFromEmail",
      resumed: { ...resumed, emailedTotalCents: perUnit.grand_total_cents - 100 },
    });
    expect(changed.priceChanged).toBe(true);
    expect(quoteReducer(changed, { type: "back" }).step).toBe("ADDONS");
  });

  it("maps every step onto the 4-step progress bar", () => {
    expect(
      ["ADDRESS", "SEARCHING", "NOT_SERVICEABLE"].map((s) => toProgressStep(s as never)),
    ).toEqual([1, 1, 1]);
    expect(toProgressStep("OPTION")).toBe(2);
    expect(toProgressStep("ADDONS")).toBe(3);
    expect(toProgressStep("CUSTOM_QUOTE")).toBe(3);
    expect(toProgressStep("REVIEW")).toBe(4);
    expect(toProgressStep("THANK_YOU")).toBe(4);
  });
});
