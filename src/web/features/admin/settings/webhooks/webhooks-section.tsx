import type { AdminPingResponse } from "@/shared/api/admin-contract";
import { ListProblem } from "@/web/components/dashboard/list-problem";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { toast } from "@/web/components/ui/toast-store";
import { useCreateEndpoint } from "./api/create-endpoint";
import { useWebhookEndpoints } from "./api/get-webhook-endpoints";
import { EndpointCard } from "./endpoint-card";
import { EndpointForm } from "./endpoint-form";

/**
 * /admin/settings/webhooks (docs/product/webhooks.md): endpoints that receive the business's
 * events signed (Zapier, HubSpot, its own systems), each with its secret and delivery log.
 */
export function WebhooksSection({ session }: { session: AdminPingResponse }) {
  const query = useWebhookEndpoints();
  const create = useCreateEndpoint();
  if (query.isError) {
    return <ListProblem message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <div role="status">
        <span className="sr-only">Loading your webhooks...</span>
        <Skeleton className="h-64" />
      </div>
    );
  }
  const timeZone = session.business.timezone;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Send leads, orders and custom quotes to your CRM as they happen: Zapier ("Catch Hook"),
        HubSpot, Make or your own server. Each delivery is signed (Standard Webhooks) and retried
        for a day if your endpoint does not answer.
      </p>
      {query.data.endpoints.map((endpoint, index) => (
        <EndpointCard
          key={endpoint.id}
          endpoint={endpoint}
          headingId={`webhook-endpoint-${index}`}
          timeZone={timeZone}
        />
      ))}
      <Card aria-labelledby="webhook-add" role="region">
        <h3 id="webhook-add" className="mb-3 text-lg font-semibold">
          Add an endpoint
        </h3>
        <EndpointForm
          key={query.data.endpoints.length}
          idPrefix="webhook-new"
          defaultValues={{ url: "", description: "", events: ["lead.created", "order.paid"] }}
          submitLabel="Add endpoint"
          pending={create.isPending}
          onSubmit={(values, showError) =>
            create.mutate(values, {
              onSuccess: () =>
                toast({ title: "Endpoint added", description: "Copy its signing secret below." }),
              onError: (error) => {
                if (!showError(error)) {
                  toast({
                    title: "Endpoint not added",
                    description: error.message,
                    variant: "destructive",
                  });
                }
              },
            })
          }
        />
      </Card>
    </div>
  );
}
