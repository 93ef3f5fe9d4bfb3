import type { PriceResponse } from "@/shared/api/quote-contract";

/**
 * The wizard's steps (docs/product/quote-journey.md#steps), plus AWAITING_PAYMENT: the embed's
 * payment runs in another tab.
 */
export const QUOTE_STEPS = [
  "ADDRESS",
  "SEARCHING",
  "NOT_SERVICEABLE",
  "OPTION",
  "ADDONS",
  "REVIEW",
  "CUSTOM_QUOTE",
  "THANK_YOU",
  "AWAITING_PAYMENT",
] as const;
export type QuoteStep = (typeof QUOTE_STEPS)[number];

export const DEFAULT_STATE_CODE = "NY";

export interface AddressData {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  email: string;
}

/** The address form's fields, as the server names them in its issues. */
export const ADDRESS_FIELDS = ["address", "city", "zipCode", "email"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Why the server refused the address: messages under its fields, else one for the form. */
export interface AddressErrors {
  fields: Partial<Record<AddressField, string>>;
  message: string | null;
}

export interface ServiceAreaResult {
  inServiceArea: boolean;
  /** The service area the address is in; null outside every area. */
  area: string | null;
  message: string;
  /** The ZIP code's own city, when the typed one differs without changing the price. */
  cityNote?: string | undefined;
}

/** The option chosen: its code, and whether it asks for a custom quote instead of a price. */
export interface ChosenOption {
  code: string;
  customQuote: boolean;
}

/** An add-on chosen: a flat one has no quantity, one priced per unit has one. */
export interface AddonChoice {
  code: string;
  quantity?: number;
}

export interface PendingPayment {
  orderId: string;
  sessionUrl: string;
}

/** Which way the last step change went: it picks the slide animation (none: no slide). */
export type StepDirection = "forward" | "back" | "none";

export interface QuoteState {
  step: QuoteStep;
  direction: StepDirection;
  addressData: AddressData;
  /** Set when the server refused the address: the address step shows why. */
  addressErrors: AddressErrors | null;
  serviceArea: ServiceAreaResult | null;
  /** The visit the service-area check answered, named in the calls that follow. */
  visit: string | null;
  option: ChosenOption | null;
  addons: AddonChoice[];
  pricing: PriceResponse | null;
  /** True when checkout answered that the price changed: the customer confirms the new one. */
  priceChanged: boolean;
  customerName: string | null;
  pendingPayment: PendingPayment | null;
}

export type QuoteAction =
  | { type: "submitAddress"; addressData: AddressData }
  | { type: "serviceAreaChecked"; serviceArea: ServiceAreaResult; visit: string | null }
  | { type: "addressRejected"; errors: AddressErrors }
  | { type: "showStep"; step: QuoteStep }
  | { type: "selectOption"; option: ChosenOption }
  | { type: "confirmOption" }
  /** Chooses an add-on (with its quantity when priced per unit) or, with null, drops it. */
  | { type: "setAddon"; code: string; choice: AddonChoice | null }
  | { type: "priced"; pricing: PriceResponse }
  | { type: "priceChanged"; pricing: PriceResponse }
  | { type: "requestCustomQuote" }
  | { type: "customQuoteSent"; customerName: string }
  | { type: "paymentOpened"; pendingPayment: PendingPayment }
  | { type: "back" }
  | { type: "reset" }
  | { type: "resumeReview" }
  /** A quote email's link reopened its visit, priced again; `priceChanged` against the email's. */
  | { type: "resumedFromEmail"; resumed: ResumedQuote };

/** What a reminder link restores (docs/product/quote-recovery.md#the-link). */
export interface ResumedQuote {
  visit: string;
  addressData: AddressData;
  pricing: PriceResponse;
  emailedTotalCents: number;
}

export const emptyAddress: AddressData = {
  address: "",
  city: "",
  state: DEFAULT_STATE_CODE,
  zipCode: "",
  email: "",
};

export const initialQuoteState: QuoteState = {
  step: "ADDRESS",
  direction: "none",
  addressData: emptyAddress,
  addressErrors: null,
  serviceArea: null,
  visit: null,
  option: null,
  addons: [],
  pricing: null,
  priceChanged: false,
  customerName: null,
  pendingPayment: null,
};

/** The progress bar's 4 steps (1-based) for each wizard step. */
const PROGRESS_STEP: Record<QuoteStep, 1 | 2 | 3 | 4> = {
  ADDRESS: 1,
  SEARCHING: 1,
  NOT_SERVICEABLE: 1,
  OPTION: 2,
  ADDONS: 3,
  CUSTOM_QUOTE: 3,
  REVIEW: 4,
  THANK_YOU: 4,
  AWAITING_PAYMENT: 4,
};

export const PROGRESS_STEP_COUNT = 4;

export function toProgressStep(step: QuoteStep): 1 | 2 | 3 | 4 {
  return PROGRESS_STEP[step];
}

/**
 * Whether every value the review screen shows is present; Review is shown only then
 * (docs/product/quote-journey.md#review).
 */
export function canShowReview(state: QuoteState): state is QuoteState & {
  serviceArea: ServiceAreaResult & { area: string };
  option: ChosenOption;
  pricing: PriceResponse;
} {
  return Boolean(
    state.addressData.address &&
      state.serviceArea?.area &&
      state.option &&
      !state.option.customQuote &&
      state.pricing,
  );
}

const inServiceArea = (state: QuoteState) =>
  Boolean(state.serviceArea?.inServiceArea && state.serviceArea.area);
const outsideServiceArea = (state: QuoteState) => state.serviceArea?.inServiceArea === false;

/** Whether the journey so far has what `step` shows, so the browser's history may go there. */
function canShow(state: QuoteState, step: QuoteStep): boolean {
  switch (step) {
    case "ADDRESS":
      return true;
    case "NOT_SERVICEABLE":
      return outsideServiceArea(state);
    case "OPTION":
      return inServiceArea(state);
    case "ADDONS":
      return inServiceArea(state) && Boolean(state.option) && !state.option?.customQuote;
    case "REVIEW":
      return canShowReview(state);
    case "CUSTOM_QUOTE":
      return (
        outsideServiceArea(state) || (inServiceArea(state) && Boolean(state.option?.customQuote))
      );
    case "THANK_YOU":
      return state.customerName !== null;
    default:
      return false;
  }
}

function goTo(state: QuoteState, step: QuoteStep, direction: StepDirection): QuoteState {
  // Returning to the address step never slides (docs/product/quote-journey.md#steps).
  return { ...state, step, direction: step === "ADDRESS" ? "none" : direction };
}

function backStep(state: QuoteState): QuoteStep | undefined {
  switch (state.step) {
    case "OPTION":
    case "NOT_SERVICEABLE":
      return "ADDRESS";
    case "ADDONS":
      return "OPTION";
    case "REVIEW":
      return "ADDONS";
    case "CUSTOM_QUOTE":
      return state.serviceArea?.inServiceArea ? "OPTION" : "NOT_SERVICEABLE";
    case "AWAITING_PAYMENT":
      return "REVIEW";
    default:
      return undefined;
  }
}

/**
 * The wizard's transitions (docs/product/quote-journey.md#transitions). An action that does not
 * belong to the current step leaves the state as it is, so a late answer cannot move a customer who
 * went elsewhere.
 */
export function quoteReducer(state: QuoteState, action: QuoteAction): QuoteState {
  switch (action.type) {
    case "submitAddress":
      if (state.step !== "ADDRESS") return state;
      return {
        ...goTo(state, "SEARCHING", "forward"),
        addressData: action.addressData,
        addressErrors: null,
        serviceArea: null,
        visit: null,
        option: null,
        addons: [],
        pricing: null,
        priceChanged: false,
        pendingPayment: null,
      };
    case "serviceAreaChecked": {
      if (state.step !== "SEARCHING") return state;
      const inArea = action.serviceArea.inServiceArea && Boolean(action.serviceArea.area);
      const next = { ...state, serviceArea: action.serviceArea, visit: action.visit };
      // No slide between searching and not-serviceable: the card stays in place.
      return inArea ? goTo(next, "OPTION", "forward") : goTo(next, "NOT_SERVICEABLE", "none");
    }
    case "addressRejected":
      // The check, a checkout or a custom quote request refused the address.
      if (!["SEARCHING", "REVIEW", "CUSTOM_QUOTE"].includes(state.step)) return state;
      return { ...goTo(state, "ADDRESS", "none"), addressErrors: action.errors };
    case "showStep": {
      if (action.step === state.step || !canShow(state, action.step)) return state;
      const direction =
        PROGRESS_STEP[action.step] < PROGRESS_STEP[state.step] || backStep(state) === action.step
          ? "back"
          : "forward";
      return goTo(state, action.step, direction);
    }
    case "selectOption":
      if (state.step !== "OPTION") return state;
      return { ...state, option: action.option, pricing: null, priceChanged: false };
    case "confirmOption":
      if (state.step !== "OPTION" || !state.option) return state;
      return goTo(state, state.option.customQuote ? "CUSTOM_QUOTE" : "ADDONS", "forward");
    case "setAddon": {
      if (state.step !== "ADDONS") return state;
      // A changed quantity keeps the add-on's place, so the quote lists add-ons as chosen.
      const index = state.addons.findIndex((addon) => addon.code === action.code);
      const addons = action.choice
        ? index === -1
          ? [...state.addons, action.choice]
          : state.addons.with(index, action.choice)
        : state.addons.filter((addon) => addon.code !== action.code);
      return { ...state, addons, pricing: null, priceChanged: false };
    }
    case "priced":
      if (state.step !== "ADDONS") return state;
      return { ...goTo(state, "REVIEW", "forward"), pricing: action.pricing, priceChanged: false };
    case "priceChanged":
      if (state.step !== "REVIEW") return state;
      return { ...state, pricing: action.pricing, priceChanged: true };
    case "requestCustomQuote":
      if (state.step !== "NOT_SERVICEABLE") return state;
      return goTo(state, "CUSTOM_QUOTE", "forward");
    case "customQuoteSent":
      if (state.step !== "CUSTOM_QUOTE") return state;
      return { ...goTo(state, "THANK_YOU", "forward"), customerName: action.customerName };
    case "paymentOpened":
      if (state.step !== "REVIEW") return state;
      return {
        ...goTo(state, "AWAITING_PAYMENT", "forward"),
        pendingPayment: action.pendingPayment,
      };
    case "back": {
      const step = backStep(state);
      return step ? goTo(state, step, "back") : state;
    }
    case "reset":
      return initialQuoteState;
    case "resumeReview":
      return canShowReview(state) ? goTo(state, "REVIEW", "none") : state;
    case "resumedFromEmail": {
      const { visit, addressData, pricing, emailedTotalCents } = action.resumed;
      return {
        ...initialQuoteState,
        step: "REVIEW",
        addressData,
        serviceArea: { inServiceArea: true, area: pricing.area, message: "" },
        visit,
        option: { code: pricing.option, customQuote: false },
        addons: pricing.addons.map(({ code, quantity }) => ({
          code,
          ...(quantity !== undefined && { quantity }),
        })),
        pricing,
        priceChanged: pricing.grand_total_cents !== emailedTotalCents,
      };
    }
  }
}
