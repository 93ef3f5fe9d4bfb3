import { RowsSkeleton } from "@/web/components/dashboard/dashboard-skeleton";
import { ListProblem } from "@/web/components/dashboard/list-problem";
import { LoadMoreButton } from "@/web/components/dashboard/load-more-button";
import { Badge } from "@/web/components/ui/badge";
import { cn } from "@/web/components/ui/cn";
import { formatAdminDate } from "@/web/lib/order-text";
import { useLeads } from "../api/get-leads";
import type { Density } from "../use-density";
import { CustomerLink } from "./customer-link";
import { ReminderStats } from "./reminder-stats";

/** Visitors who checked their address but never ordered: the follow-up list. */
export function LeadsView({ density, timeZone }: { density: Density; timeZone: string }) {
  const query = useLeads();
  if (query.isPending) return <RowsSkeleton />;
  if (query.isError) {
    return <ListProblem message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const leads = query.data.pages.flatMap((page) => page.leads);

  return (
    <div className="grid grid-cols-1 gap-4">
      <ReminderStats />
      <p className="text-sm text-muted-foreground" role="status">
        {leads.length === 0
          ? "No open leads: every visitor who checked an address has ordered or asked for a quote."
          : "People who checked an address but have not ordered or asked for a quote yet, newest first."}
      </p>
      <ul
        className={cn("grid grid-cols-1 md:grid-cols-2", density === "compact" ? "gap-2" : "gap-3")}
      >
        {leads.map((lead) => (
          <li
            key={lead.id}
            className={cn(
              "rounded-lg border border-border bg-card text-sm shadow-sm",
              density === "compact" ? "p-3" : "p-4",
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <a
                href={`mailto:${lead.email}`}
                className="min-w-0 truncate font-medium underline-offset-2 hover:underline"
              >
                {lead.email}
              </a>
              <Badge variant={lead.inServiceArea ? "primary" : "neutral"}>
                {lead.inServiceArea ? `In area: ${lead.town}` : "Outside service area"}
              </Badge>
            </div>
            <p className="mt-2">
              {lead.address}, {lead.city}, {lead.state} {lead.zipCode}
            </p>
            <p className="mt-1 text-muted-foreground">
              {lead.checks > 1 ? `Checked ${lead.checks} times, last ` : "Checked "}
              {formatAdminDate(lead.createdAt, timeZone)}
            </p>
            {lead.reminder && (
              <>
                <p className="mt-2">
                  Quote reminder emailed {formatAdminDate(lead.reminder.sentAt, timeZone)}.
                </p>
                <CustomerLink
                  label="The customer's link to their quote"
                  url={lead.reminder.url}
                  openedAt={lead.reminder.openedAt}
                  timeZone={timeZone}
                />
              </>
            )}
          </li>
        ))}
      </ul>
      <LoadMoreButton query={query} label="Load more leads" />
    </div>
  );
}
