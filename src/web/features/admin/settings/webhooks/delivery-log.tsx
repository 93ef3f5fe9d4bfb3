import type { WebhookDelivery } from "@/shared/api/webhook-contract";
import { ListProblem } from "@/web/components/dashboard/list-problem";
import { Badge, type BadgeVariant } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/components/ui/toast-store";
import { formatAdminDate } from "@/web/lib/order-text";
import { useWebhookDeliveries } from "./api/get-webhook-deliveries";
import { useResendDelivery } from "./api/resend-delivery";

const STATUS: Record<WebhookDelivery["status"], { label: string; variant: BadgeVariant }> = {
  pending: { label: "Pending", variant: "warning" },
  succeeded: { label: "Delivered", variant: "success" },
  failed: { label: "Failed", variant: "danger" },
};

const COLUMNS = ["Event", "Status", "Response", "Time", "Attempts", "Next retry", ""] as const;

function ResendButton({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const resend = useResendDelivery(endpointId);
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(delivery.id, {
          onSuccess: () => toast({ title: "Delivery queued again" }),
          onError: (error) =>
            toast({ title: "Not resent", description: error.message, variant: "destructive" }),
        })
      }
    >
      Resend
      <span className="sr-only">
        {" "}
        {delivery.eventType} from {delivery.createdAt}
      </span>
    </Button>
  );
}

/** An endpoint's latest deliveries, newest first, each with what its last attempt got. */
export function DeliveryLog({
  endpointId,
  url,
  timeZone,
}: {
  endpointId: string;
  url: string;
  timeZone: string;
}) {
  const query = useWebhookDeliveries(endpointId);
  if (query.isError) {
    return <ListProblem message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <p className="text-sm text-muted-foreground">Loading deliveries...</p>;
  const { deliveries } = query.data;
  if (deliveries.length === 0) {
    return <p className="text-sm text-muted-foreground">Nothing sent to this endpoint yet.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Latest deliveries to {url}, newest first</caption>
        <thead className="border-b border-border bg-muted text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {column || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <th scope="row" className="px-3 py-2 text-left align-top font-normal">
                <code className="text-xs">{delivery.eventType}</code>
                <span className="block text-xs text-muted-foreground">
                  <time dateTime={delivery.createdAt}>
                    {formatAdminDate(delivery.createdAt, timeZone)}
                  </time>
                </span>
              </th>
              <td className="px-3 py-2 align-top">
                <Badge variant={STATUS[delivery.status].variant}>
                  {STATUS[delivery.status].label}
                </Badge>
                {delivery.lastError && (
                  <span className="mt-1 block max-w-56 text-xs break-words text-muted-foreground">
                    {delivery.lastError}
                  </span>
                )}
              </td>
              <td className="px-3 py-2 align-top tabular-nums">{delivery.responseStatus ?? "—"}</td>
              <td className="px-3 py-2 align-top tabular-nums whitespace-nowrap">
                {delivery.durationMs === null ? "—" : `${delivery.durationMs} ms`}
              </td>
              <td className="px-3 py-2 align-top tabular-nums">{delivery.attempts}</td>
              <td className="px-3 py-2 align-top whitespace-nowrap">
                {delivery.nextRetryAt ? (
                  <time dateTime={delivery.nextRetryAt}>
                    {formatAdminDate(delivery.nextRetryAt, timeZone)}
                  </time>
                ) : (
                  "—"
                )}
              </td>
              <td className="px-3 py-2 align-top">
                <ResendButton endpointId={endpointId} delivery={delivery} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
