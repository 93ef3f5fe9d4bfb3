import { describe, expect, it } from "vitest";
import { CONSENT_DECIDED_CLASS, CONSENT_PEEK_SCRIPT } from "@/shared/consent-peek";
import {
  CONSENT_MAX_AGE_MS,
  CONSENT_STORAGE_KEY,
  NON_ESSENTIAL_DENIED,
  parseStoredConsent,
  serializeConsent,
} from "@/web/lib/consent/consent-choices";

/** Runs the head script against a stored value at a given time; answers whether it marked the page. */
function peek(stored: string | null, nowMs: number): boolean {
  const classes = new Set<string>();
  const run = new Function("localStorage", "document", "Date", CONSENT_PEEK_SCRIPT);
  const FixedDate = Object.assign(() => new Date(nowMs), { now: () => nowMs, parse: Date.parse });
  run(
    { getItem: (key: string) => (key === CONSENT_STORAGE_KEY ? stored : null) },
    { documentElement: { classList: { add: (name: string) => classes.add(name) } } },
    FixedDate,
  );
  return classes.has(CONSENT_DECIDED_CLASS);
}

describe("the head script that hides the prerendered cookie banner", () => {
  const decided = new Date("2025-10-01T12:00:00Z");
  const stored = serializeConsent(NON_ESSENTIAL_DENIED, decided);

  it("agrees with the app about a stored choice, a year on and a moment later", () => {
    for (const now of [
      decided.getTime(),
      decided.getTime() + CONSENT_MAX_AGE_MS,
      decided.getTime() + CONSENT_MAX_AGE_MS + 1,
    ]) {
      const app = parseStoredConsent(stored, new Date(now)) !== undefined;
      expect(peek(stored, now)).toBe(app);
    }
    expect(peek(stored, decided.getTime())).toBe(true);
  });

  it("leaves the banner for no choice, an unreadable one or another version", () => {
    const now = decided.getTime();
    expect(peek(null, now)).toBe(false);
    expect(peek("{not json", now)).toBe(false);
    expect(peek(stored.replace('"version":1', '"version":2'), now)).toBe(false);
    expect(peek(JSON.stringify({ version: 1, decidedAt: decided.toISOString() }), now)).toBe(false);
  });
});
