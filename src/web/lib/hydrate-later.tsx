import { type ReactElement, Suspense, useId } from "react";
import { useHydrated } from "@/web/hooks/use-hydrated";

/** Boundaries whose turn has come, by their useId (the same when the hydration resumes). */
const resumed = new Set<string>();
const waiting = new Map<string, Promise<void>>();

function turnOf(id: string): Promise<void> {
  let turn = waiting.get(id);
  if (!turn) {
    turn = new Promise((resolve) => {
      setTimeout(() => {
        resumed.add(id);
        waiting.delete(id);
        resolve();
      }, 0);
    });
    waiting.set(id, turn);
  }
  return turn;
}

function Later({ id, children }: { id: string; children: ReactElement }) {
  const hydrated = useHydrated();
  // While hydrating, wait for this boundary's own task; Preact keeps the server's markup in
  // place meanwhile. Rendered in the browser (not hydrating), or on the server: at once.
  if (typeof window !== "undefined" && !hydrated && !resumed.has(id)) throw turnOf(id);
  return children;
}

/**
 * Hydrates `children` (one element, as the server drew it) in a task of its own after the rest
 * of the page: Preact hydrates in one go, and a long page in one go is a long task that keeps
 * the visitor's first tap waiting. Each boundary is its own Suspense, so each resumes alone.
 * Only for what nobody can use in the first moments after the page shows (sections below the
 * first screen, a footer).
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <Later id={id}>{children}</Later>
    </Suspense>
  );
}
