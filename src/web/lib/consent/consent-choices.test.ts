import { describe, expect, it } from "vitest";
import {
  ALL_GRANTED,
  CONSENT_MAX_AGE_MS,
  NON_ESSENTIAL_DENIED,
  parseStoredConsent,
  serializeConsent,
} from "@/web/lib/consent/consent-choices";

const now = new Date("2025-10-01T12:00:00Z");

describe("stored consent", () => {
  it("reads back what was saved", () => {
    const mixed = { performance: true, functional: false, targeting: false };
    for (const choices of [ALL_GRANTED, NON_ESSENTIAL_DENIED, mixed]) {
      expect(parseStoredConsent(serializeConsent(choices, now), now)).toEqual(choices);
    }
  });

  it("asks again once a choice is over a year old", () => {
    const saved = serializeConsent(ALL_GRANTED, now);
    const justInTime = new Date(now.getTime() + CONSENT_MAX_AGE_MS);
    const tooLate = new Date(now.getTime() + CONSENT_MAX_AGE_MS + 1);
    expect(parseStoredConsent(saved, justInTime)).toEqual(ALL_GRANTED);
    expect(parseStoredConsent(saved, tooLate)).toBeUndefined();
  });

  it("treats missing, malformed or incomplete values as no choice", () => {
    for (const raw of [
      null,
      "",
      "not json",
      "null",
      "[]",
      JSON.stringify({ version: 2, choices: ALL_GRANTED, decidedAt: now.toISOString() }),
      JSON.stringify({ version: 1, choices: { performance: true }, decidedAt: now.toISOString() }),
      JSON.stringify({ version: 1, choices: ALL_GRANTED, decidedAt: "yesterday" }),
      JSON.stringify({
        version: 1,
        choices: { ...ALL_GRANTED, targeting: "yes" },
        decidedAt: now.toISOString(),
      }),
    ]) {
      expect(parseStoredConsent(raw, now)).toBeUndefined();
    }
  });
});
