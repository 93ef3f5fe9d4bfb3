import { describe, expect, it } from "vitest";
import type { PriceResponse } from "@/shared/api/quote-contract";
import {
  type ChosenService,
  canShowReview,
  initialQuoteState,
  OPTION_JOURNEY_START,
  progressOf,
  type QuoteAction,
  type QuoteState,
  quoteReducer,
  selectionOf,
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
const submit: QuoteAction = {
  type: "submitAddress",
  addressData: address,
  journey: OPTION_JOURNEY_START,
};
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
  submit,
  inArea,
  { type: "selectOption", option: { code: "MEDIUM", customQuote: false } },
  { type: "continue" },
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
    const searching = run(submit);
    expect(searching).toMatchObject({ step: "SEARCHING", addressData: address });
    const option = quoteReducer(searching, inArea);
    expect(option).toMatchObject({ step: "OPTION", direction: "forward" });
    expect(option.serviceArea?.area).toBe("Northfield");
    expect(option.visit).toBe(VISIT);
  });

  it("forgets the visit when another address is checked", () => {
    const checked = run(submit, inArea);
    const again = run(
      submit,
      inArea,
      { type: "back" },
      { ...submit, addressData: { ...address, address: "9 Elm St" } },
    );
    expect(checked.visit).toBe(VISIT);
    expect(again).toMatchObject({ step: "SEARCHING", visit: null });
  });

  it("goes searching -> not serviceable without a slide, and back to the address", () => {
    const state = run(submit, outOfArea);
    expect(state).toMatchObject({ step: "NOT_SERVICEABLE", direction: "none" });
    expect(quoteReducer(state, { type: "back" })).toMatchObject({
      step: "ADDRESS",
      direction: "none",
      addressData: address,
    });
  });

  it("treats an in-area answer without an area as not serviceable", () => {
    const state = run(submit, {
      type: "serviceAreaChecked",
      visit: null,
      serviceArea: { inServiceArea: true, area: null, message: "" },
    });
    expect(state.step).toBe("NOT_SERVICEABLE");
  });

  it("keeps Continue inert until an option is chosen", () => {
    const state = run(submit, inArea, {
      type: "continue",
    });
    expect(state.step).toBe("OPTION");
  });

  it("goes to the add-ons for a priced option and to the custom quote form for the custom-quote one", () => {
    expect(run(...toAddons).step).toBe("ADDONS");
    const custom = run(
      submit,
      inArea,
      { type: "selectOption", option: { code: "CUSTOM", customQuote: true } },
      { type: "continue" },
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
    const review = run(...toAddons, { type: "priced", pricing, slotsOffered: false });
    expect(review).toMatchObject({ step: "REVIEW", pricing });
    expect(canShowReview(review)).toBe(true);
    const addons = quoteReducer(review, { type: "back" });
    expect(addons).toMatchObject({ step: "ADDONS", direction: "back" });
    const option = quoteReducer(addons, { type: "back" });
    expect(option.step).toBe("OPTION");
    expect(quoteReducer(option, { type: "back" }).step).toBe("ADDRESS");
  });

  it("drops a price that no longer matches the options", () => {
    const review = run(...toAddons, { type: "priced", pricing, slotsOffered: false });
    const addons = quoteReducer(review, { type: "back" });
    const changed = quoteReducer(addons, {
      type: "setAddon",
      code: "deep_clean",
      choice: { code: "deep_clean" },
    });
    expect(changed.pricing).toBeNull();
  });

  it("shows a changed price on the review and asks to confirm it", () => {
    const review = run(...toAddons, { type: "priced", pricing, slotsOffered: false });
    const newer = { ...pricing, grand_total_cents: 18000 };
    const changed = quoteReducer(review, { type: "priceChanged", pricing: newer });
    expect(changed).toMatchObject({ step: "REVIEW", priceChanged: true, pricing: newer });
  });

  it("ignores answers that arrive after the customer left the step", () => {
    const back = run(submit, inArea, { type: "back" });
    expect(quoteReducer(back, inArea).step).toBe("ADDRESS");
    const addons = run(...toAddons, { type: "back" });
    expect(quoteReducer(addons, { type: "priced", pricing, slotsOffered: false }).step).toBe(
      "OPTION",
    );
  });

  it("sends an out-of-area customer to the custom quote form and back (embed)", () => {
    const notServiceable = run(submit, outOfArea);
    const custom = quoteReducer(notServiceable, { type: "requestCustomQuote" });
    expect(custom.step).toBe("CUSTOM_QUOTE");
    expect(quoteReducer(custom, { type: "back" }).step).toBe("NOT_SERVICEABLE");
  });

  it("thanks the customer by name and resets everything on Get Another Quote", () => {
    const custom = run(
      submit,
      inArea,
      { type: "selectOption", option: { code: "CUSTOM", customQuote: true } },
      { type: "continue" },
    );
    const thanks = quoteReducer(custom, { type: "customQuoteSent", customerName: "Pat Lee" });
    expect(thanks).toMatchObject({ step: "THANK_YOU", customerName: "Pat Lee" });
    expect(quoteReducer(thanks, { type: "back" })).toBe(thanks);
    expect(quoteReducer(thanks, { type: "reset" })).toEqual(initialQuoteState);
  });

  it("waits for payment after the embed opened checkout, and Back returns to the review", () => {
    const review = run(...toAddons, { type: "priced", pricing, slotsOffered: false });
    const waiting = quoteReducer(review, {
      type: "paymentOpened",
      pendingPayment: { orderId: "o-1", sessionUrl: "/checkout/test?order=o-1" },
    });
    expect(waiting).toMatchObject({ step: "AWAITING_PAYMENT", pendingPayment: { orderId: "o-1" } });
    expect(quoteReducer(waiting, { type: "back" }).step).toBe("REVIEW");
  });

  it("resumes the review only when every value it shows is kept", () => {
    const review = run(...toAddons, { type: "priced", pricing, slotsOffered: false });
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
    const resumed = {
      visit: "v-1",
      addressData: address,
      pricing: perUnit,
      journey: OPTION_JOURNEY_START,
    };
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

  it("maps every step of today's journey onto the 4-step progress bar", () => {
    const at = (state: QuoteState) => progressOf(state).current;
    const searching = run(submit);
    expect(progressOf(searching).steps).toEqual(["ADDRESS", "OPTION", "ADDONS", "REVIEW"]);
    expect([at(initialQuoteState), at(searching), at(run(submit, outOfArea))]).toEqual([1, 1, 1]);
    expect(at(run(submit, inArea))).toBe(2);
    expect(at(run(...toAddons))).toBe(3);
    expect(at(run(submit, outOfArea, { type: "requestCustomQuote" }))).toBe(3);
    const custom = run(
      submit,
      inArea,
      { type: "selectOption", option: { code: "CUSTOM", customQuote: true } },
      { type: "continue" },
    );
    expect(at(custom)).toBe(3);
    const review = run(...toAddons, { type: "priced", pricing, slotsOffered: false });
    expect(at(review)).toBe(4);
    expect(at(quoteReducer(custom, { type: "customQuoteSent", customerName: "Pat" }))).toBe(4);
  });
});

describe("quoteReducer with services (docs/product/quote-journey.md#services)", () => {
  const clean: ChosenService = {
    code: "home_clean",
    steps: ["OPTION", "QUANTITIES", "FREQUENCY"],
    quantities: ["bathrooms"],
    defaultFrequency: "one_time",
    booksTime: false,
  };
  const floor: ChosenService = {
    code: "floor_care",
    steps: ["QUANTITIES", "ADDONS"],
    quantities: ["floor_area"],
    defaultFrequency: null,
    booksTime: false,
  };
  const choose: QuoteAction = {
    ...submit,
    journey: { choosesService: true, service: null, booksTime: false },
  } as QuoteAction;
  const servicePricing = {
    ...pricing,
    service: "home_clean",
    quantities: [{ code: "bathrooms", label: "Bathrooms", quantity: 2, price_cents: 5000 }],
    frequency: "weekly",
  };
  const toFrequency: QuoteAction[] = [
    choose,
    inArea,
    { type: "selectService", service: clean },
    { type: "continue" },
    { type: "selectOption", option: { code: "two_bed", customQuote: false } },
    { type: "continue" },
    {
      type: "setQuantity",
      code: "bathrooms",
      choice: { code: "bathrooms", quantity: 2, customQuote: false },
    },
    { type: "continue" },
  ];

  it("opens with the choice of service, then the chosen service's steps in order", () => {
    const service = run(choose, inArea);
    expect(service.step).toBe("SERVICE");
    expect(progressOf(service).steps).toEqual(["ADDRESS", "SERVICE", "REVIEW"]);
    expect(quoteReducer(service, { type: "continue" }).step).toBe("SERVICE");
    const frequency = run(...toFrequency);
    expect(frequency).toMatchObject({ step: "FREQUENCY", frequency: "one_time" });
    expect(progressOf(frequency)).toEqual({
      steps: ["ADDRESS", "SERVICE", "OPTION", "QUANTITIES", "FREQUENCY", "REVIEW"],
      current: 5,
    });
    const weekly = quoteReducer(frequency, { type: "selectFrequency", frequency: "weekly" });
    expect(selectionOf(weekly, "Northfield")).toEqual({
      area: "Northfield",
      service: "home_clean",
      option: "two_bed",
      quantities: [{ code: "bathrooms", quantity: 2 }],
      frequency: "weekly",
    });
    // The frequency step is the last: Continue asks for the price, whose answer opens Review.
    expect(quoteReducer(weekly, { type: "continue" }).step).toBe("FREQUENCY");
    const review = quoteReducer(weekly, {
      type: "priced",
      pricing: servicePricing,
      slotsOffered: false,
    });
    expect(review.step).toBe("REVIEW");
    expect(canShowReview(review)).toBe(true);
    const back = ["FREQUENCY", "QUANTITIES", "OPTION", "SERVICE", "ADDRESS"];
    let state = review;
    for (const step of back) {
      state = quoteReducer(state, { type: "back" });
      expect(state.step).toBe(step);
    }
  });

  it("holds the quantities step until every quantity is given", () => {
    const quantities = run(...toFrequency.slice(0, 6));
    expect(quantities.step).toBe("QUANTITIES");
    expect(quoteReducer(quantities, { type: "continue" }).step).toBe("QUANTITIES");
    expect(quoteReducer(quantities, { type: "showStep", step: "FREQUENCY" }).step).toBe(
      "QUANTITIES",
    );
  });

  it("routes a quantity above its threshold to the custom quote form, and Back to the quantities", () => {
    const custom = run(
      choose,
      inArea,
      { type: "selectService", service: floor },
      { type: "continue" },
      {
        type: "setQuantity",
        code: "floor_area",
        choice: { code: "floor_area", quantity: 6000, customQuote: true },
      },
      { type: "continue" },
    );
    expect(custom.step).toBe("CUSTOM_QUOTE");
    expect(progressOf(custom).current).toBe(4);
    expect(quoteReducer(custom, { type: "back" }).step).toBe("QUANTITIES");
  });

  it("starts another service afresh when the customer changes their mind", () => {
    const frequency = run(...toFrequency);
    const service = run(...toFrequency, { type: "back" }, { type: "back" }, { type: "back" });
    expect(service.step).toBe("SERVICE");
    const other = quoteReducer(service, { type: "selectService", service: floor });
    expect(other).toMatchObject({ option: null, quantities: [], frequency: null, addons: [] });
    expect(quoteReducer(service, { type: "selectService", service: clean })).toBe(service);
    expect(frequency.option?.code).toBe("two_bed");
  });

  it("takes the one service's steps at once when the business sells one", () => {
    const only = run(
      { ...submit, journey: { choosesService: false, service: floor, booksTime: false } },
      inArea,
    );
    expect(only.step).toBe("QUANTITIES");
    expect(progressOf(only).steps).toEqual(["ADDRESS", "QUANTITIES", "ADDONS", "REVIEW"]);
    expect(quoteReducer(only, { type: "back" }).step).toBe("ADDRESS");
  });
});

describe("quoteReducer with a time step (docs/product/booking.md#the-wizards-time-step)", () => {
  const booking: QuoteAction = {
    type: "submitAddress",
    addressData: address,
    journey: { ...OPTION_JOURNEY_START, booksTime: true },
  };
  const toPrice: QuoteAction[] = [
    booking,
    inArea,
    { type: "selectOption", option: { code: "MEDIUM", customQuote: false } },
    { type: "continue" },
  ];
  const slot = { start: "2026-03-09T08:00:00-04:00", end: "2026-03-09T09:00:00-04:00" };
  const other = { start: "2026-03-09T10:00:00-04:00", end: "2026-03-09T11:00:00-04:00" };

  it("goes from the price to the time step, then to Review once a time is chosen", () => {
    const addons = run(...toPrice);
    expect(addons.step).toBe("ADDONS");
    expect(progressOf(addons).steps).toEqual(["ADDRESS", "OPTION", "ADDONS", "SLOT", "REVIEW"]);
    const times = quoteReducer(addons, { type: "priced", pricing, slotsOffered: true });
    expect(times.step).toBe("SLOT");
    expect(progressOf(times).current).toBe(4);
    // No time chosen: no way on, and Review cannot be shown.
    expect(quoteReducer(times, { type: "continue" })).toBe(times);
    expect(quoteReducer(times, { type: "showStep", step: "REVIEW" })).toBe(times);
    const chosen = quoteReducer(times, { type: "selectSlot", slot });
    const review = quoteReducer(chosen, { type: "continue" });
    expect(review.step).toBe("REVIEW");
    expect(review.slot).toEqual(slot);
    expect(canShowReview(review)).toBe(true);
    expect(quoteReducer(review, { type: "back" }).step).toBe("SLOT");
    expect(quoteReducer(times, { type: "back" }).step).toBe("ADDONS");
  });

  it("skips the step when the slots call offers no time, and the bar drops it", () => {
    const review = run(...toPrice, { type: "priced", pricing, slotsOffered: false });
    expect(review.step).toBe("REVIEW");
    expect(progressOf(review).steps).toEqual(["ADDRESS", "OPTION", "ADDONS", "REVIEW"]);
    expect(quoteReducer(review, { type: "back" }).step).toBe("ADDONS");
    // The step itself finding none (a quote reopened from an email) goes on to Review.
    const times = run(...toPrice, { type: "priced", pricing, slotsOffered: true });
    expect(quoteReducer(times, { type: "noSlots" })).toMatchObject({
      step: "REVIEW",
      slotsOffered: false,
    });
  });

  it("reopens a quote email's link at the time step for a service that books one", () => {
    const resumed = (booksTime: boolean) =>
      quoteReducer(initialQuoteState, {
        type: "resumedFromEmail",
        resumed: {
          visit: VISIT,
          addressData: address,
          pricing,
          emailedTotalCents: pricing.grand_total_cents,
          journey: { ...OPTION_JOURNEY_START, booksTime },
        },
      });
    expect(resumed(true)).toMatchObject({ step: "SLOT", slot: null, booksTime: true });
    expect(canShowReview(resumed(true))).toBe(false);
    expect(resumed(false).step).toBe("REVIEW");
  });

  it("never offers a time to a service that books none (the demo's season)", () => {
    const review = run(...toAddons, { type: "priced", pricing, slotsOffered: true });
    expect(review.step).toBe("REVIEW");
    expect(progressOf(review).steps).not.toContain("SLOT");
  });

  it("forgets the time when the selection changes", () => {
    const review = run(
      ...toPrice,
      { type: "priced", pricing, slotsOffered: true },
      { type: "selectSlot", slot },
      { type: "continue" },
    );
    const addons = quoteReducer(quoteReducer(review, { type: "back" }), { type: "back" });
    expect(addons.step).toBe("ADDONS");
    expect(addons.slot).toEqual(slot);
    const changed = quoteReducer(addons, {
      type: "setAddon",
      code: "extra",
      choice: { code: "extra" },
    });
    expect(changed).toMatchObject({ slot: null, pricing: null });
  });

  it("returns to the time step, keeping everything else, when the time was taken", () => {
    const review = run(
      ...toPrice,
      { type: "priced", pricing, slotsOffered: true },
      { type: "selectSlot", slot },
      { type: "continue" },
    );
    const taken = quoteReducer(review, { type: "slotTaken" });
    expect(taken).toMatchObject({ step: "SLOT", slot: null, slotTaken: true, pricing });
    expect(taken.addressData).toEqual(address);
    expect(taken.option).toEqual(review.option);
    const again = quoteReducer(quoteReducer(taken, { type: "selectSlot", slot: other }), {
      type: "continue",
    });
    expect(again).toMatchObject({ step: "REVIEW", slot: other, slotTaken: false });
    // Only Review's checkout can answer so.
    expect(quoteReducer(taken, { type: "slotTaken" })).toBe(taken);
  });
});
