import { Link } from "wouter";
import { ROUTES } from "@/shared/routes";
import { ApiError } from "@/web/app/api-client";
import { buttonClasses } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";

/** What the return pages show while the order loads, or when it cannot be found. */
export function OrderLoadState({ error }: { error?: unknown }) {
  if (!error) {
    return (
      <Card aria-busy="true" aria-label="Loading your order">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="mt-4 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-2/3" />
        <Skeleton className="mt-6 h-24 w-full" />
      </Card>
    );
  }
  const missing = !(error instanceof ApiError) || error.status === 404 || error.status === 400;
  return (
    <Card role="alert">
      <h2 className="text-lg font-semibold">
        {missing ? "We couldn't find this order" : "We couldn't load your order"}
      </h2>
      <p className="mt-2 text-muted-foreground">
        {missing
          ? "The link may be incomplete. You can start a new quote at any time."
          : error instanceof Error
            ? error.message
            : "Please try again."}
      </p>
      <Link href={ROUTES.quote} className={buttonClasses({ className: "mt-4" })}>
        Get an instant quote
      </Link>
    </Card>
  );
}
