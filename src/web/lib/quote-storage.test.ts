import { describe, expect, it } from "vitest";
import type { PriceResponse } from "@/shared/api/quote-contract";
import { initialQuoteState, type QuoteState } from "@/web/components/wizard/quote-wizard-state";
import {
  clearQuoteState,
  loadQuoteState,
  QUOTE_STORAGE_KEY,
  saveQuoteState,
} from "@/web/lib/quote-storage";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const pricing: PriceResponse = {
  area: "Northfield",
  option: "SMALL",
  option_label: "Small Home",
  addons: [],
  breakdown: {
    base_price_cents: 18900,
    early_bird_discount_cents: 6000,
    addon_price_cents: 0,
    minimum_charge_cents: 0,
  },
  early_bird: { active: true, ends_at: "2025-10-16T04:00:00.000Z", discount_cents: 6000 },
  lines: [{ kind: "service", label: "Small Home (Northfield)", amount_cents: 18900 }],
  subtotal_cents: 12900,
  fee_cents: 662,
  tax_cents: 1032,
  total_cents: 13562,
  grand_total_cents: 14594,
  season: { starts_on: "2025-11-10", ends_on: "2026-04-10" },
};

const addonsState: QuoteState = {
  ...initialQuoteState,
  step: "ADDONS",
  direction: "forward",
  addressData: {
    address: "12 Garden Rd",
    city: "Scarsdale",
    state: "NY",
    zipCode: "10583",
    email: "pat@example.com",
  },
  serviceArea: { inServiceArea: true, area: "Northfield", message: "Great news!" },
  option: { code: "SMALL", customQuote: false },
  pricing,
};

const key = QUOTE_STORAGE_KEY;

describe("quote storage", () => {
  it("restores the saved journey on its step", () => {
    const storage = memoryStorage();
    saveQuoteState({ storage, key, state: addonsState });
    expect(loadQuoteState({ storage, key, resumeReview: false })).toEqual({
      ...addonsState,
      direction: "none",
    });
  });

  it("reopens the review for ?resume=review when the price is kept", () => {
    const storage = memoryStorage();
    saveQuoteState({ storage, key, state: addonsState });
    expect(loadQuoteState({ storage, key, resumeReview: true }).step).toBe("REVIEW");
    saveQuoteState({ storage, key, state: { ...addonsState, pricing: null } });
    expect(loadQuoteState({ storage, key, resumeReview: true }).step).toBe("ADDONS");
  });

  it("restarts an interrupted search from the address step", () => {
    const storage = memoryStorage();
    saveQuoteState({ storage, key, state: { ...addonsState, step: "SEARCHING" } });
    expect(loadQuoteState({ storage, key, resumeReview: false }).step).toBe("ADDRESS");
  });

  it("starts afresh from nothing, broken JSON, a foreign shape or blocked storage", () => {
    const storage = memoryStorage();
    expect(loadQuoteState({ storage, key, resumeReview: true })).toBe(initialQuoteState);
    storage.setItem(key, "{not json");
    expect(loadQuoteState({ storage, key, resumeReview: false })).toBe(initialQuoteState);
    storage.setItem(key, JSON.stringify({ step: "PAYING" }));
    expect(loadQuoteState({ storage, key, resumeReview: false })).toBe(initialQuoteState);
    // A journey saved by an older build (no or another version) is not read.
    saveQuoteState({ storage, key, state: addonsState });
    const older = { ...JSON.parse(storage.getItem(key) ?? ""), version: 0 };
    storage.setItem(key, JSON.stringify(older));
    expect(loadQuoteState({ storage, key, resumeReview: false })).toBe(initialQuoteState);
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => clearQuoteState({ storage: blocked, key })).not.toThrow();
    expect(() => saveQuoteState({ storage: blocked, key, state: addonsState })).not.toThrow();
    expect(loadQuoteState({ storage: blocked, key, resumeReview: false })).toBe(initialQuoteState);
  });

  it("forgets a paid journey, and only that one", () => {
    const storage = memoryStorage();
    saveQuoteState({ storage, key, state: addonsState });
    saveQuoteState({ storage, key: "quotewise.embed", state: addonsState });
    clearQuoteState({ storage, key });
    expect(loadQuoteState({ storage, key, resumeReview: false })).toBe(initialQuoteState);
    expect(loadQuoteState({ storage, key: "quotewise.embed", resumeReview: false }).step).toBe(
      "ADDONS",
    );
  });
});
