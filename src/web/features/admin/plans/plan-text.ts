import type {
  AdminPlan,
  AdminVisitCharge,
  PlanStatus,
  PlanVisitState,
} from "@/shared/api/admin-plans-contract";
import { formatCents } from "@/shared/money";
import { formatDay, formatShortDateTime, localDateOf } from "@/shared/slot-times";
import type { BadgeVariant } from "@/web/components/ui/badge";

/** How the owner's view names things (docs/product/plans.md#the-owners-view). */

export const PLAN_STATUS: Record<PlanStatus, { label: string; variant: BadgeVariant }> = {
  active: { label: "Active", variant: "success" },
  paused: { label: "Paused", variant: "warning" },
  cancelled: { label: "Cancelled", variant: "neutral" },
};

export const VISIT_STATE: Record<PlanVisitState, { label: string; variant: BadgeVariant }> = {
  upcoming: { label: "Upcoming", variant: "primary" },
  done: { label: "Done", variant: "success" },
  charging: { label: "Charging", variant: "neutral" },
  paid: { label: "Paid", variant: "success" },
  payment_failed: { label: "Payment failed", variant: "danger" },
  skipped: { label: "Skipped", variant: "neutral" },
  cancelled: { label: "Cancelled", variant: "neutral" },
  no_show: { label: "No-show", variant: "warning" },
};

export const CHARGE_STATUS: Record<
  AdminVisitCharge["status"],
  { label: string; variant: BadgeVariant }
> = {
  charging: { label: "Charging", variant: "neutral" },
  processing: { label: "Processing", variant: "neutral" },
  paid: { label: "Paid", variant: "success" },
  failed: { label: "Failed", variant: "danger" },
};

/** "$46.65 when the visit of Thu, Mar 19, 8:00 AM is done"; "None" without a next charge. */
export function describeNextCharge(charge: AdminPlan["nextCharge"], timeZone: string): string {
  if (!charge) return "None";
  const amount = formatCents(charge.amountCents);
  const when = formatShortDateTime(charge.at, timeZone);
  switch (charge.on) {
    case "done":
      return `${amount} when the visit of ${when} is done`;
    case "visit_day":
      return `${amount} on ${when}`;
    case "retry":
      return `${amount}, retried ${when}`;
  }
}

/** "Until Friday, March 27" for a plan its customer paused; null for any other. */
export function describeResume(plan: Pick<AdminPlan, "resumesAt">): string | null {
  return plan.resumesAt ? `Until ${formatDay(localDateOf(plan.resumesAt))}` : null;
}

/** "From Saturday, April 4: $54.00" while a price change waits for its notice; null without one. */
export function describeNextPrice(plan: Pick<AdminPlan, "nextPrice">): string | null {
  return plan.nextPrice
    ? `From ${formatDay(localDateOf(plan.nextPrice.from))}: ${formatCents(plan.nextPrice.cents)}`
    : null;
}
