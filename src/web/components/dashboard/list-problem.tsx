import { Button } from "@/web/components/ui/button";

/**
 * A failed list shows the server's message (or 'Request failed'): docs/product/dashboard.md#errors.
 */
export function ListProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-danger bg-danger-soft px-4 py-3 text-sm text-danger-soft-foreground"
    >
      <span>{message || "Request failed"}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
