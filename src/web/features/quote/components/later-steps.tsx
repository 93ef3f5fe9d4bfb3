import { Skeleton } from "@/web/components/ui/skeleton";
import { lazyWithPreload } from "@/web/lib/lazy-preload";

/**
 * The steps after the address, for the full page and the widget alike: their code is not in the
 * first load (which draws the address step only) and loads while the visitor types the address
 * (docs/decisions/016-preact-and-server-rendered-first-steps.md).
 */
export const SharedSteps = lazyWithPreload(() =>
  import("./shared-steps").then((module) => module.SharedSteps),
);

/** The full page's answer outside every area. */
export const NotServiceableCard = lazyWithPreload(() =>
  import("./not-serviceable-card").then((module) => module.NotServiceableCard),
);

/** Shown if a later step's code is still on its way when the visitor gets there. */
export function StepLoading() {
  return (
    <div role="status">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-64" />
    </div>
  );
}
