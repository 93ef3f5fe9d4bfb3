import type { SettingsChange, SettingsChangeKind } from "@/shared/api/account-contract";
import type { AdminPingResponse } from "@/shared/api/admin-contract";
import { RowsSkeleton } from "@/web/components/dashboard/dashboard-skeleton";
import { ListProblem } from "@/web/components/dashboard/list-problem";
import { LoadMoreButton } from "@/web/components/dashboard/load-more-button";
import { Badge } from "@/web/components/ui/badge";
import { formatAdminDate } from "@/web/lib/order-text";
import { useSettingsHistory } from "./api/get-settings-history";
import { describeFieldChange } from "./describe-field-change";

const KIND_LABELS: Record<SettingsChangeKind, string> = {
  config: "Settings",
  status: "Status",
  team: "Team",
};

function FieldChanges({ changes }: { changes: SettingsChange["changes"] }) {
  if (changes.length === 0) return null;
  return (
    <details className="mt-2 text-sm">
      <summary className="w-fit cursor-pointer rounded-sm font-medium text-primary">
        {changes.length === 1 ? "1 field changed" : `${changes.length} fields changed`}
      </summary>
      <ul className="mt-2 grid gap-1 rounded-md bg-muted p-3 font-mono text-xs">
        {changes.map((change) => (
          <li key={change.path} className="break-all">
            {describeFieldChange(change)}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * /admin/settings/history (docs/product/settings.md#history): every recorded change to the
 * business, newest first: when (on the business's clock), who, what, and each field before and after.
 */
export function HistorySection({ session }: { session: AdminPingResponse }) {
  const query = useSettingsHistory();
  if (query.isPending) return <RowsSkeleton />;
  if (query.isError) {
    return <ListProblem message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const changes = query.data.pages.flatMap((page) => page.changes);
  const timeZone = session.business.timezone;

  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-muted-foreground" role="status">
        {changes.length === 0
          ? "No changes recorded yet."
          : "Every change to the business's settings, status and team, newest first."}
      </p>
      <ol className="grid gap-3">
        {changes.map((change) => (
          <li key={change.id} className="rounded-lg border border-border bg-card p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 font-medium">{change.summary}</p>
              <Badge>{KIND_LABELS[change.kind]}</Badge>
            </div>
            <p className="mt-1 break-words text-sm text-muted-foreground">
              <time dateTime={change.at}>{formatAdminDate(change.at, timeZone)}</time> by{" "}
              {change.actor}
            </p>
            <FieldChanges changes={change.changes} />
          </li>
        ))}
      </ol>
      <LoadMoreButton query={query} label="Load more changes" />
    </div>
  );
}
