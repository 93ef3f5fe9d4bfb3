import { RowsSkeleton } from "@/web/components/dashboard/dashboard-skeleton";
import { ListProblem } from "@/web/components/dashboard/list-problem";
import { LoadMoreButton } from "@/web/components/dashboard/load-more-button";
import { formatAdminDate } from "@/web/lib/order-text";
import { useDemoRequests } from "../api/get-demo-requests";

const operatorTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What the marketing site's contact form brought in, newest first: people to call back. */
export function DemoRequestsList() {
  const query = useDemoRequests();
  if (query.isPending) return <RowsSkeleton rows={3} />;
  if (query.isError) {
    return <ListProblem message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const requests = query.data.pages.flatMap((page) => page.requests);

  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-muted-foreground" role="status">
        {requests.length === 0
          ? "No demo requests yet."
          : "Requests from the contact form on Quotewise's marketing site, newest first."}
      </p>
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {requests.map((request) => (
          <li key={request.id} className="rounded-lg border border-border bg-card p-4 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="font-medium">
                {request.name}, {request.company}
              </p>
              <time dateTime={request.createdAt} className="text-sm text-muted-foreground">
                {formatAdminDate(request.createdAt, operatorTimeZone)}
              </time>
            </div>
            <p className="mt-1 flex flex-wrap gap-x-3 text-sm">
              <a
                href={`mailto:${request.email}`}
                className="break-all text-primary underline underline-offset-2"
              >
                {request.email}
              </a>
              {request.phone && (
                <a
                  href={`tel:${request.phone}`}
                  className="text-primary underline underline-offset-2"
                >
                  {request.phone}
                </a>
              )}
              {request.industry && (
                <span className="text-muted-foreground">Industry: {request.industry}</span>
              )}
            </p>
            <p className="mt-2 text-sm break-words whitespace-pre-line">{request.message}</p>
          </li>
        ))}
      </ul>
      <LoadMoreButton query={query} label="Load more demo requests" />
    </div>
  );
}
