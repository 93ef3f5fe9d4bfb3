import { FlaskConical } from "lucide-react";

/**
 * Says on every page of a business that is not taking card payments yet that nothing is charged
 * (docs/product/payments.md#test-mode): in setup, not yet connected to Stripe, or the demo. The
 * widget, a small panel in someone else's page, says it in one short line (no name).
 */
export function TestModeNotice({ businessName }: { businessName?: string }) {
  return (
    <p className="flex items-center justify-center gap-1.5 bg-warning-soft px-4 py-1.5 text-center text-sm text-warning-soft-foreground">
      <FlaskConical aria-hidden className="size-4 shrink-0" />
      {businessName
        ? `Test mode: ${businessName} is not taking card payments yet. No card is charged.`
        : "Test mode: no card is charged."}
    </p>
  );
}
