import { useSyncExternalStore } from "react";

/** The admin token lives in local storage (docs/product/dashboard.md#sign-in). */
const STORAGE_KEY = "quotewise.adminToken";

export type SignedOutReason = "signed_out" | "session_ended";

type TokenState = { token: string | null; reason: SignedOutReason | null };

const listeners = new Set<() => void>();
let state: TokenState = { token: readStoredToken(), reason: null };

function readStoredToken(): string | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function setState(next: TokenState) {
  state = next;
  try {
    if (next.token) localStorage.setItem(STORAGE_KEY, next.token);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the token lives for this page only.
  }
  for (const listener of listeners) listener();
}

export function getAdminToken(): string | null {
  return state.token;
}

export function storeAdminToken(token: string) {
  setState({ token, reason: null });
}

/** Forgets the token; `session_ended` tells the sign-in screen why the admin is back there. */
export function clearAdminToken(reason: SignedOutReason = "signed_out") {
  if (state.token === null && state.reason === reason) return;
  setState({ token: null, reason });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getState = () => state;

export function useAdminToken(): TokenState {
  return useSyncExternalStore(subscribe, getState, getState);
}
