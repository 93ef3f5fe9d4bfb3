import { type Dispatch, type RefObject, useCallback, useEffect, useLayoutEffect } from "react";
import {
  type QuoteAction,
  type QuoteState,
  type QuoteStep,
  quoteReducer,
} from "@/web/components/wizard/quote-wizard-state";

/** What the wizard keeps in each of its history entries (beside what the router keeps there). */
interface StepEntry {
  quoteStep: QuoteStep;
  /** How many wizard entries stand before this one in the tab's history. */
  quoteDepth: number;
}

function currentEntry(): StepEntry | null {
  const state: unknown = window.history.state;
  if (typeof state !== "object" || state === null || !("quoteStep" in state)) return null;
  return state as StepEntry;
}

function writeEntry(entry: StepEntry, how: "push" | "replace"): void {
  const state = { ...(window.history.state as object | null), ...entry };
  if (how === "push") window.history.pushState(state, "");
  else window.history.replaceState(state, "");
}

/**
 * Makes each wizard step an entry of the browser's history: the browser's Back and Forward
 * move between the steps, and the Back buttons go back through the same entries. The step
 * itself is kept in sessionStorage, so a reload shows it again. Searching is no entry of its
 * own: it is a wait between two.
 */
export function useStepHistory(
  state: QuoteState,
  stateRef: RefObject<QuoteState>,
  dispatch: Dispatch<QuoteAction>,
  enabled: boolean,
): { back: () => void } {
  const { step, direction } = state;

  // Written as the step is drawn, in the task of the click that showed it. Written after the
  // paint, a busy phone could take the next click first and push two entries after one click;
  // Chromium's Back then skips the first of them (its history manipulation intervention).
  useLayoutEffect(() => {
    if (!enabled || step === "SEARCHING") return;
    const entry = currentEntry();
    if (entry?.quoteStep === step) return;
    // Going on adds an entry; going back, starting afresh or returning to the address to
    // correct it rewrites the current one.
    if (entry && direction !== "back" && step !== "ADDRESS") {
      writeEntry({ quoteStep: step, quoteDepth: entry.quoteDepth + 1 }, "push");
    } else {
      writeEntry({ quoteStep: step, quoteDepth: entry?.quoteDepth ?? 0 }, "replace");
    }
  }, [enabled, step, direction]);

  useEffect(() => {
    if (!enabled) return;
    const onPopState = () => {
      const entry = currentEntry();
      if (!entry) return;
      const action: QuoteAction = { type: "showStep", step: entry.quoteStep };
      const next = quoteReducer(stateRef.current, action);
      if (next.step === entry.quoteStep) {
        dispatch(action);
      } else {
        // An entry the journey can no longer show (the quote was started afresh since).
        writeEntry({ ...entry, quoteStep: stateRef.current.step }, "replace");
      }
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [enabled, stateRef, dispatch]);

  const back = useCallback(() => {
    const entry = currentEntry();
    const previous = quoteReducer(stateRef.current, { type: "back" }).step;
    if (enabled && entry && entry.quoteDepth > 0 && previous !== stateRef.current.step) {
      window.history.back();
      return;
    }
    dispatch({ type: "back" });
  }, [enabled, stateRef, dispatch]);

  return { back };
}
