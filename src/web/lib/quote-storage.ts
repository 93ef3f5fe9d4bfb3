import {
  initialQuoteState,
  QUOTE_STEPS,
  type QuoteState,
  type QuoteStep,
  quoteReducer,
} from "@/web/components/wizard/quote-wizard-state";

/** sessionStorage keys: the full page and the embed keep separate journeys. */
export const QUOTE_STORAGE_KEY = "quotewise.quote";
export const EMBED_STORAGE_KEY = "quotewise.embed";

/**
 * Raise when QuoteState changes shape: a tab that kept a journey across a deploy then starts
 * afresh instead of reading fields that moved. The stored value is our own, written by this
 * module, so the version and a light check stand in for a full schema (and keep zod out of
 * the first load).
 */
const STORAGE_VERSION = 6;

type StoredState = Omit<QuoteState, "direction"> & { version: number };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

function isStoredState(value: unknown): value is StoredState {
  if (!isRecord(value) || value.version !== STORAGE_VERSION) return false;
  const { step, addressData, addons, quantities } = value;
  return (
    QUOTE_STEPS.includes(step as QuoteStep) &&
    isRecord(addressData) &&
    ["address", "city", "state", "zipCode", "email"].every(
      (field) => typeof addressData[field] === "string",
    ) &&
    Array.isArray(addons) &&
    addons.every((addon) => isRecord(addon) && typeof addon.code === "string") &&
    Array.isArray(quantities) &&
    quantities.every((choice) => isRecord(choice) && typeof choice.quantity === "number")
  );
}

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * The journey kept in the tab, so a reload or a return from the payment page does not lose
 * it. `resumeReview` (the payment cancel page links to /quote?resume=review) reopens the review.
 * A stored search is restarted from the address step: its answer was lost with the page.
 */
export function loadQuoteState(options: {
  storage: StorageLike | undefined;
  key: string;
  resumeReview: boolean;
}): QuoteState {
  const raw = readItem(options.storage, options.key);
  if (!raw) return initialQuoteState;
  const stored = parseJson(raw);
  if (!isStoredState(stored)) return initialQuoteState;
  const { version: _version, ...kept } = stored;
  const restored: QuoteState = {
    ...kept,
    step: kept.step === "SEARCHING" ? "ADDRESS" : kept.step,
    direction: "none",
  };
  return options.resumeReview ? quoteReducer(restored, { type: "resumeReview" }) : restored;
}

export function saveQuoteState(options: {
  storage: StorageLike | undefined;
  key: string;
  state: QuoteState;
}): void {
  const { direction: _direction, ...kept } = options.state;
  const stored: StoredState = { ...kept, version: STORAGE_VERSION };
  try {
    options.storage?.setItem(options.key, JSON.stringify(stored));
  } catch {
    // Storage full or blocked (private mode, third-party iframe): the journey still works.
  }
}

/** Ends the kept journey (once it is paid), so the next visit starts a new quote. */
export function clearQuoteState(options: { storage: StorageLike | undefined; key: string }): void {
  try {
    options.storage?.removeItem(options.key);
  } catch {
    // Blocked storage kept nothing.
  }
}

function readItem(storage: StorageLike | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The tab's sessionStorage, or undefined where reading it throws (blocked storage). */
export function getSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
