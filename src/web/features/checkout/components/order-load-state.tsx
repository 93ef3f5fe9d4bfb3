import { Link } from "wouter";
import { ROUTES } from "@/shared/routes";
import { buttonClasses } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api-error";
import { businessPage } from "@/web/lib/business-scope";

/** Why an order could not be shown; no error at all means the link named no order. */
export function describeLoadFailure(error: unknown): { title: string; detail: string } {
  const missing = !(error instanceof ApiError) || error.status === 404 || error.status === 400;
  return missing
    ? {
        title: "We couldn't find this order",
        detail: "The link may be incomplete. You can start a new quote at any time.",
      }
    : { title: "We couldn't load your order", detail: error.message || "Please try again." };
}

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
  const { title, detail } = describeLoadFailure(error);
  return (
    <Card role="alert">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-2 text-muted-foreground">{detail}</p>
      <Link href={businessPage(ROUTES.quote)} className={buttonClasses({ className: "mt-4" })}>
        Get an instant quote
      </Link>
    </Card>
  );
}
