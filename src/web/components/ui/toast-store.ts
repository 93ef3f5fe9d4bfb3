import { useSyncExternalStore } from "react";

/**
 * One toast visible, shown 5 s, kept 5 s after dismissal for its exit:
 * docs/product/interface-rules.md#toasts.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 5000;

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; TOAST_DURATION_MS unless given. */
  duration?: number;
}

export interface ToastState extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: readonly ToastState[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastState[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Shows a toast; a new one replaces the one on screen. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  const id = String(nextId++);
  const kept = [{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  for (const item of toasts) {
    if (!kept.includes(item)) {
      clearTimeout(removalTimers.get(item.id));
      removalTimers.delete(item.id);
    }
  }
  setToasts(kept);
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast, or all without an id; each is removed TOAST_REMOVE_DELAY_MS later. */
export function dismissToast(id?: string) {
  setToasts(
    toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
  );
  for (const item of toasts) if (!item.open) scheduleRemoval(item.id);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getToasts = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getToasts, getToasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
