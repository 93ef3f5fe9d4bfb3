import { useSyncExternalStore } from "react";
import {
  CONSENT_STORAGE_KEY,
  type ConsentChoices,
  type OptionalCategory,
  parseStoredConsent,
  serializeConsent,
} from "@/web/lib/consent/consent-choices";

export interface ConsentState {
  /** False while prerendering and hydrating: the stored choice is not known yet. */
  ready: boolean;
  /** Undefined until the visitor decides (or when the decision expired). */
  choices: ConsentChoices | undefined;
  settingsOpen: boolean;
}

const SERVER_STATE: ConsentState = { ready: false, choices: undefined, settingsOpen: false };

let state: ConsentState | undefined;
const listeners = new Set<() => void>();

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function loadState(): ConsentState {
  return {
    ready: true,
    choices: parseStoredConsent(readStorage(), new Date()),
    settingsOpen: false,
  };
}

function setState(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

function getSnapshot(): ConsentState {
  state ??= loadState();
  return state;
}

function onStorage(event: StorageEvent) {
  if (event.key === CONSENT_STORAGE_KEY) {
    setState({ ...getSnapshot(), choices: parseStoredConsent(event.newValue, new Date()) });
  }
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, getSnapshot, () => SERVER_STATE);
}

/** Records the visitor's choice; it holds for this page even when storage is blocked. */
export function saveConsentChoices(choices: ConsentChoices): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(choices, new Date()));
  } catch {
    // Storage blocked (private mode, policy): the choice lasts for this page only.
  }
  setState({ ...getSnapshot(), choices, settingsOpen: false });
}

export function openConsentSettings(): void {
  setState({ ...getSnapshot(), settingsOpen: true });
}

export function closeConsentSettings(): void {
  setState({ ...getSnapshot(), settingsOpen: false });
}

/** Whether the visitor allowed a category, for code outside React. */
export function hasConsent(category: OptionalCategory): boolean {
  return getSnapshot().choices?.[category] === true;
}
