import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { cn } from "@/web/components/ui/cn";
import type { StepDirection } from "@/web/components/wizard/quote-wizard-state";

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Shows one step, sliding in from the side it comes from. On every change after the first it
 * brings `scrollTarget` (the progress bar, or the embed's scrolling panel) back into view, and moves focus
 * to the new step's heading (or its first field marked invalid) so keyboard and screen reader
 * users follow.
 */
export function StepTransition({
  step,
  direction,
  scrollTarget,
  children,
}: {
  step: string;
  direction: StepDirection;
  scrollTarget: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const container = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const target = scrollTarget.current;
    if (target && target.scrollTop > 0) {
      // A scrolling panel (the embed) starts the new step at its top.
      target.scrollTop = 0;
    } else if (target && target.getBoundingClientRect().top < 0) {
      target.scrollIntoView({
        block: "start",
        behavior: prefersReducedMotion() ? "auto" : "smooth",
      });
    }
    // A step that opens with a field to correct puts the cursor there instead.
    const invalidField = container.current?.querySelector<HTMLElement>("[aria-invalid=true]");
    if (invalidField) {
      invalidField.focus();
      return;
    }
    container.current
      ?.querySelector<HTMLElement>("[data-step-heading]")
      ?.focus({ preventScroll: true });
  }, [step, scrollTarget]);

  return (
    <div
      key={step}
      ref={container}
      data-step={step}
      className={cn(
        direction === "forward" && "motion-safe:animate-step-forward",
        direction === "back" && "motion-safe:animate-step-back",
      )}
    >
      {children}
    </div>
  );
}
