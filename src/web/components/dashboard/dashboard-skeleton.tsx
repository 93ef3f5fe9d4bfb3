import { Skeleton } from "@/web/components/ui/skeleton";

export function StatCardsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {["today", "revenue", "incomplete", "onboarded"].map((key) => (
        <Skeleton key={key} className="h-24" />
      ))}
    </div>
  );
}

export function RowsSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="grid gap-2" aria-hidden>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
        <Skeleton key={index} className="h-16" />
      ))}
    </div>
  );
}

/** What the dashboard looks like while the stored token is being checked. */
export function DashboardSkeleton() {
  return (
    <div className="min-h-dvh" aria-busy="true">
      <div className="h-16 border-b border-border bg-card" />
      <main className="mx-auto grid max-w-page grid-cols-1 gap-6 px-4 py-6 sm:px-6">
        <h1 className="sr-only">Instant Quote Dashboard</h1>
        <p role="status" className="sr-only">
          Loading the dashboard...
        </p>
        <Skeleton className="h-9 w-72 max-w-full" />
        <StatCardsSkeleton />
        <Skeleton className="h-11" />
        <RowsSkeleton />
      </main>
    </div>
  );
}
