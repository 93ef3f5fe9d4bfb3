import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, TOAST_REMOVE_DELAY_MS, toast, useToast } from "./toast-store";

// The store is module state; read it through the hook's non-React parts.
vi.mock("react", () => ({ useSyncExternalStore: (_: unknown, get: () => unknown) => get() }));

const current = () => useToast().toasts;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  dismissToast();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe("toast", () => {
  it("keeps one toast: a new one replaces the one shown", () => {
    toast({ title: "Copied to clipboard" });
    toast({ title: "Pricing Error", variant: "destructive" });
    expect(current()).toHaveLength(1);
    expect(current()[0]).toMatchObject({ title: "Pricing Error", open: true });
  });

  it("closes on dismissal and is removed 5000 ms later", () => {
    const { dismiss } = toast({ title: "Export Complete" });
    dismiss();
    expect(current()[0]).toMatchObject({ title: "Export Complete", open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(current()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(current()).toHaveLength(0);
  });
});
