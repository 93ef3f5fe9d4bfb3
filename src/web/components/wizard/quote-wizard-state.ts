import type { ServicePriceRequest, ServicePriceResponse } from "@/shared/api/quote-contract";

/**
 * The wizard's steps (docs/product/quote-journey.md#steps), plus AWAITING_PAYMENT: the embed's
 * payment runs in another tab.
 */
export const QUOTE_STEPS = [
  "ADDRESS",
  "SEARCHING",
  "NOT_SERVICEABLE",
  "SERVICE",
  "OPTION",
  "QUANTITIES",
  "FREQUENCY",
  "ADDONS",
  "SLOT",
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

/**
 * The steps a service takes between the address (or the choice of service) and Review, in this
 * order: each only when the service asks it (docs/product/quote-journey.md#services).
 */
export type SelectionStep = "OPTION" | "QUANTITIES" | "FREQUENCY" | "ADDONS";

/** Today's journey: a business selling one service by an option. */
export const OPTION_JOURNEY: readonly SelectionStep[] = ["OPTION", "ADDONS"];

/** The service chosen (or the only one): the steps it takes, its quantities, its first frequency. */
export interface ChosenService {
  code: string;
  steps: SelectionStep[];
  /** The codes of the quantities it asks, in order. */
  quantities: string[];
  /** The frequency it is sold at unless the customer picks another; null when not per visit. */
  defaultFrequency: string | null;
  /** Whether the customer books the visit's time (a season's service does not). */
  booksTime: boolean;
}

/**
 * How the journey starts after the address: with a choice of service (several), with the one
 * service's steps, or (null service, no choice) today's option journey.
 */
export interface JourneyStart {
  choosesService: boolean;
  service: ChosenService | null;
  /** Whether today's option journey (no service) books the visit's time. */
  booksTime: boolean;
}

export const OPTION_JOURNEY_START: JourneyStart = {
  choosesService: false,
  service: null,
  booksTime: false,
};

/** A visit's time the customer chose, as the slots call offered it. */
export interface ChosenSlot {
  start: string;
  end: string;
  window?: { start: string; end: string } | undefined;
}

/** A quantity given: above the service's custom-quote threshold it asks for a custom quote. */
export interface QuantityChoice {
  code: string;
  quantity: number;
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
  /** Whether the customer chooses a service first (the business sells several). */
  choosesService: boolean;
  /** The service chosen, or the only one; null on today's option journey. */
  service: ChosenService | null;
  option: ChosenOption | null;
  quantities: QuantityChoice[];
  frequency: string | null;
  addons: AddonChoice[];
  pricing: ServicePriceResponse | null;
  /** True when checkout answered that the price changed: the customer confirms the new one. */
  priceChanged: boolean;
  /** Whether the service books the visit's time (docs/product/booking.md#the-wizards-time-step). */
  booksTime: boolean;
  /** Whether the last slots answer offered times: the time step is skipped without. */
  slotsOffered: boolean;
  slot: ChosenSlot | null;
  /** True when checkout answered that the chosen time was taken: the time step says so. */
  slotTaken: boolean;
  customerName: string | null;
  pendingPayment: PendingPayment | null;
}

export type QuoteAction =
  | { type: "submitAddress"; addressData: AddressData; journey: JourneyStart }
  | { type: "serviceAreaChecked"; serviceArea: ServiceAreaResult; visit: string | null }
  | { type: "addressRejected"; errors: AddressErrors }
  | { type: "showStep"; step: QuoteStep }
  | { type: "selectService"; service: ChosenService }
  | { type: "selectOption"; option: ChosenOption }
  /** Gives a quantity or, with null, clears one being typed. */
  | { type: "setQuantity"; code: string; choice: QuantityChoice | null }
  | { type: "selectFrequency"; frequency: string }
  /** On from the service, option, quantities or frequency step (a custom quote where it routes). */
  | { type: "continue" }
  /** Chooses an add-on (with its quantity when priced per unit) or, with null, drops it. */
  | { type: "setAddon"; code: string; choice: AddonChoice | null }
  /** The price, and whether the slots call offers times (else the time step is skipped). */
  | { type: "priced"; pricing: ServicePriceResponse; slotsOffered: boolean }
  | { type: "selectSlot"; slot: ChosenSlot }
  /** Checkout answered that the chosen time was taken meanwhile. */
  | { type: "slotTaken" }
  /** The time step's slots call offered none: on to Review without a time. */
  | { type: "noSlots" }
  | { type: "priceChanged"; pricing: ServicePriceResponse }
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
  pricing: ServicePriceResponse;
  emailedTotalCents: number;
  /** The journey of the service it was priced for. */
  journey: JourneyStart;
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
  choosesService: false,
  service: null,
  option: null,
  quantities: [],
  frequency: null,
  addons: [],
  pricing: null,
  priceChanged: false,
  booksTime: false,
  slotsOffered: true,
  slot: null,
  slotTaken: false,
  customerName: null,
  pendingPayment: null,
};

/** Whether the journey offers times: the service books one and the slots call offered some. */
export const hasTimeStep = (state: QuoteState) => state.booksTime && state.slotsOffered;

/** The steps the chosen service takes; today's option journey without one. */
export function selectionSteps(state: QuoteState): readonly SelectionStep[] {
  if (state.service) return state.service.steps;
  // Before the choice of service its steps are not known yet.
  return state.choosesService ? [] : OPTION_JOURNEY;
}

/**
 * The steps of the journey as the progress bar counts them: the address, the choice of service
 * (several), the chosen service's steps and Review. Today's is Address, Option, Add-ons, Review.
 */
export function journeyOf(state: QuoteState): QuoteStep[] {
  return [
    "ADDRESS",
    ...(state.choosesService ? (["SERVICE"] as const) : []),
    ...selectionSteps(state),
    ...(hasTimeStep(state) ? (["SLOT"] as const) : []),
    "REVIEW",
  ];
}

/** The step that led to the custom quote form: the custom option or a quantity above its threshold. */
function customQuoteFrom(state: QuoteState): QuoteStep | undefined {
  if (state.option?.customQuote) return "OPTION";
  if (state.quantities.some((quantity) => quantity.customQuote)) return "QUANTITIES";
  return undefined;
}

/** A step's place (1-based) on the progress bar of the journey so far. */
function progressPosition(state: QuoteState, step: QuoteStep): number {
  const journey = journeyOf(state);
  switch (step) {
    case "SEARCHING":
    case "NOT_SERVICEABLE":
      return 1;
    case "CUSTOM_QUOTE": {
      // The step after the one that led there; from outside every area, after the address's next.
      const from = customQuoteFrom(state) ?? journey[1]!;
      return journey.indexOf(from) + 2;
    }
    case "THANK_YOU":
    case "AWAITING_PAYMENT":
      return journey.length;
    default:
      return journey.indexOf(step) + 1;
  }
}

/** Where the progress bar stands: the journey's steps and the current one's place (1-based). */
export function progressOf(state: QuoteState): { steps: QuoteStep[]; current: number } {
  return { steps: journeyOf(state), current: progressPosition(state, state.step) };
}

/** Whether the customer has given what a step asks, so the journey may go past it. */
function isComplete(state: QuoteState, step: QuoteStep): boolean {
  switch (step) {
    case "SERVICE":
      return state.service !== null;
    case "OPTION":
      return Boolean(state.option && !state.option.customQuote);
    case "QUANTITIES":
      return (state.service?.quantities ?? []).every((code) =>
        state.quantities.some((choice) => choice.code === code && !choice.customQuote),
      );
    case "FREQUENCY":
      return state.frequency !== null;
    case "SLOT":
      return state.slot !== null;
    default:
      return true;
  }
}

/** The steps before `step` in the journey, each complete. */
function completeBefore(state: QuoteState, step: QuoteStep): boolean {
  const journey = journeyOf(state);
  const index = journey.indexOf(step);
  if (index === -1) return false;
  return journey.slice(1, index).every((earlier) => isComplete(state, earlier));
}

/**
 * Whether every value the review screen shows is present; Review is shown only then
 * (docs/product/quote-journey.md#review).
 */
export function canShowReview(state: QuoteState): state is QuoteState & {
  serviceArea: ServiceAreaResult & { area: string };
  pricing: ServicePriceResponse;
} {
  return Boolean(
    state.addressData.address &&
      state.serviceArea?.area &&
      state.pricing &&
      (!state.choosesService || state.service) &&
      completeBefore(state, "REVIEW"),
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
    case "SERVICE":
      return inServiceArea(state) && state.choosesService;
    case "OPTION":
    case "QUANTITIES":
    case "FREQUENCY":
    case "ADDONS":
      return inServiceArea(state) && completeBefore(state, step);
    case "SLOT":
      return inServiceArea(state) && state.pricing !== null && completeBefore(state, step);
    case "REVIEW":
      return canShowReview(state);
    case "CUSTOM_QUOTE":
      return outsideServiceArea(state) || (inServiceArea(state) && Boolean(customQuoteFrom(state)));
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

/** The journey's step after `step`. */
function nextStep(state: QuoteState, step: QuoteStep): QuoteStep | undefined {
  const journey = journeyOf(state);
  return journey[journey.indexOf(step) + 1];
}

function backStep(state: QuoteState): QuoteStep | undefined {
  switch (state.step) {
    case "NOT_SERVICEABLE":
      return "ADDRESS";
    case "SERVICE":
    case "OPTION":
    case "QUANTITIES":
    case "FREQUENCY":
    case "ADDONS":
    case "SLOT":
    case "REVIEW": {
      const journey = journeyOf(state);
      return journey[journey.indexOf(state.step) - 1];
    }
    case "CUSTOM_QUOTE":
      return state.serviceArea?.inServiceArea ? customQuoteFrom(state) : "NOT_SERVICEABLE";
    case "AWAITING_PAYMENT":
      return "REVIEW";
    default:
      return undefined;
  }
}

/** The last step before the time step (if any) and Review: its button asks for the price. */
export function isLastSelectionStep(state: QuoteState): boolean {
  if (state.step === "SLOT") return false;
  const next = nextStep(state, state.step);
  return next === "SLOT" || next === "REVIEW";
}

/** Whether going on from this step asks for the price (else it goes on, or to a custom quote). */
export function asksForPrice(state: QuoteState): boolean {
  return isLastSelectionStep(state) && customQuoteFrom(state) !== state.step;
}

/** What the customer has chosen, as the price call takes it (without the add-ons). */
export function selectionOf(
  state: QuoteState,
  area: string,
): Omit<ServicePriceRequest, "addons" | "visit"> {
  const { service, option, quantities, frequency } = state;
  return {
    area,
    ...(service && { service: service.code }),
    ...(option && { option: option.code }),
    ...(service &&
      service.quantities.length > 0 && {
        quantities: quantities.map(({ code, quantity }) => ({ code, quantity })),
      }),
    ...(frequency !== null && { frequency }),
  };
}

/** A changed selection: a price and a time to ask again (the job's length may change). */
const unpriced = { pricing: null, priceChanged: false, slot: null, slotTaken: false } as const;

/** The choices a service starts with: none but its first frequency. */
function startService(
  state: QuoteState,
  service: ChosenService | null,
  booksTime = state.booksTime,
): QuoteState {
  return {
    ...state,
    service,
    option: null,
    quantities: [],
    frequency: service?.defaultFrequency ?? null,
    addons: [],
    ...unpriced,
    booksTime: service?.booksTime ?? booksTime,
  };
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
        ...startService(
          goTo(state, "SEARCHING", "forward"),
          action.journey.service,
          action.journey.booksTime,
        ),
        choosesService: action.journey.choosesService,
        addressData: action.addressData,
        addressErrors: null,
        serviceArea: null,
        visit: null,
        pendingPayment: null,
      };
    case "serviceAreaChecked": {
      if (state.step !== "SEARCHING") return state;
      const inArea = action.serviceArea.inServiceArea && Boolean(action.serviceArea.area);
      const next = { ...state, serviceArea: action.serviceArea, visit: action.visit };
      // No slide between searching and not-serviceable: the card stays in place.
      return inArea
        ? goTo(next, nextStep(next, "ADDRESS")!, "forward")
        : goTo(next, "NOT_SERVICEABLE", "none");
    }
    case "addressRejected":
      // The check, a checkout or a custom quote request refused the address.
      if (!["SEARCHING", "REVIEW", "CUSTOM_QUOTE"].includes(state.step)) return state;
      return { ...goTo(state, "ADDRESS", "none"), addressErrors: action.errors };
    case "showStep": {
      if (action.step === state.step || !canShow(state, action.step)) return state;
      const direction =
        progressPosition(state, action.step) < progressPosition(state, state.step) ||
        backStep(state) === action.step
          ? "back"
          : "forward";
      return goTo(state, action.step, direction);
    }
    case "selectService":
      if (state.step !== "SERVICE" || state.service?.code === action.service.code) return state;
      return startService(state, action.service);
    case "selectOption":
      if (state.step !== "OPTION") return state;
      return { ...state, option: action.option, ...unpriced };
    case "setQuantity": {
      if (state.step !== "QUANTITIES") return state;
      const others = state.quantities.filter((choice) => choice.code !== action.code);
      const order = state.service?.quantities ?? [];
      const quantities = action.choice ? [...others, action.choice] : others;
      quantities.sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
      return { ...state, quantities, ...unpriced };
    }
    case "selectFrequency":
      if (state.step !== "FREQUENCY") return state;
      return { ...state, frequency: action.frequency, ...unpriced };
    case "continue": {
      const { step } = state;
      // The time step goes on to Review once a time is chosen; Review shows it.
      if (step === "SLOT") {
        return state.slot ? { ...goTo(state, "REVIEW", "forward"), slotTaken: false } : state;
      }
      if (
        step !== "SERVICE" &&
        step !== "OPTION" &&
        step !== "QUANTITIES" &&
        step !== "FREQUENCY"
      ) {
        return state;
      }
      if (customQuoteFrom(state) === step) return goTo(state, "CUSTOM_QUOTE", "forward");
      const next = nextStep(state, step);
      // Review is reached by the price's answer only.
      if (!isComplete(state, step) || !next || next === "REVIEW") return state;
      return goTo(state, next, "forward");
    }
    case "setAddon": {
      if (state.step !== "ADDONS") return state;
      // A changed quantity keeps the add-on's place, so the quote lists add-ons as chosen.
      const index = state.addons.findIndex((addon) => addon.code === action.code);
      const addons = action.choice
        ? index === -1
          ? [...state.addons, action.choice]
          : state.addons.with(index, action.choice)
        : state.addons.filter((addon) => addon.code !== action.code);
      return { ...state, addons, ...unpriced };
    }
    case "priced": {
      if (!isLastSelectionStep(state)) return state;
      const next = {
        ...state,
        pricing: action.pricing,
        priceChanged: false,
        slotsOffered: action.slotsOffered,
      };
      return goTo(next, hasTimeStep(next) ? "SLOT" : "REVIEW", "forward");
    }
    case "selectSlot":
      if (state.step !== "SLOT") return state;
      return { ...state, slot: action.slot };
    case "noSlots":
      if (state.step !== "SLOT") return state;
      return { ...goTo(state, "REVIEW", "none"), slotsOffered: false, slot: null };
    case "slotTaken":
      if (state.step !== "REVIEW" || !hasTimeStep(state)) return state;
      return { ...goTo(state, "SLOT", "back"), slot: null, slotTaken: true };
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
      const { visit, addressData, pricing, emailedTotalCents, journey } = action.resumed;
      // A service that books a time opens at the time step: the email had none.
      const booksTime = journey.service?.booksTime ?? journey.booksTime;
      return {
        ...initialQuoteState,
        step: booksTime ? "SLOT" : "REVIEW",
        booksTime,
        addressData,
        serviceArea: { inServiceArea: true, area: pricing.area, message: "" },
        visit,
        choosesService: journey.choosesService,
        service: journey.service,
        option: pricing.option === null ? null : { code: pricing.option, customQuote: false },
        quantities: (pricing.quantities ?? []).map(({ code, quantity }) => ({
          code,
          quantity,
          customQuote: false,
        })),
        frequency: pricing.frequency ?? null,
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
