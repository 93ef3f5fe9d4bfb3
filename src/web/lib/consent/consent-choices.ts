import { CONSENT_MAX_AGE_MS, CONSENT_STORAGE_KEY, CONSENT_VERSION } from "@/shared/consent-peek";

/** Cookie categories a visitor can turn on or off; essential storage is always on. */
export const OPTIONAL_CATEGORIES = ["performance", "functional", "targeting"] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];
export type ConsentChoices = Readonly<Record<OptionalCategory, boolean>>;

export const ALL_GRANTED: ConsentChoices = { performance: true, functional: true, targeting: true };
export const NON_ESSENTIAL_DENIED: ConsentChoices = {
  performance: false,
  functional: false,
  targeting: false,
};

/** A choice is asked again after a year, as the cookie policy says (CONSENT_MAX_AGE_MS). */
export { CONSENT_MAX_AGE_MS, CONSENT_STORAGE_KEY };

const VERSION = CONSENT_VERSION;

export function serializeConsent(choices: ConsentChoices, now: Date): string {
  return JSON.stringify({ version: VERSION, choices, decidedAt: now.toISOString() });
}

/** The stored choices, or undefined when there are none, they are unreadable or over a year old. */
export function parseStoredConsent(raw: string | null, now: Date): ConsentChoices | undefined {
  if (!raw) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof stored !== "object" || stored === null) return undefined;
  const { version, choices, decidedAt } = stored as Record<string, unknown>;
  if (version !== VERSION || typeof decidedAt !== "string") return undefined;
  const decided = Date.parse(decidedAt);
  if (Number.isNaN(decided) || now.getTime() - decided > CONSENT_MAX_AGE_MS) return undefined;
  if (typeof choices !== "object" || choices === null) return undefined;
  const record = choices as Record<string, unknown>;
  if (!OPTIONAL_CATEGORIES.every((category) => typeof record[category] === "boolean")) {
    return undefined;
  }
  return {
    performance: record.performance as boolean,
    functional: record.functional as boolean,
    targeting: record.targeting as boolean,
  };
}
