import { useState } from "react";
import type { WebhookEndpoint } from "@/shared/api/webhook-contract";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/dialog";
import { toast } from "@/web/components/ui/toast-store";
import { formatAdminDate } from "@/web/lib/order-text";
import { useDeleteEndpoint } from "./api/delete-endpoint";
import { useRotateSecret } from "./api/rotate-secret";
import { useSendTestEvent } from "./api/send-test-event";
import { useUpdateEndpoint } from "./api/update-endpoint";
import { DeliveryLog } from "./delivery-log";
import { EndpointForm } from "./endpoint-form";

function toastFailure(title: string, error: Error) {
  toast({ title, description: error.message, variant: "destructive" });
}

/** The signing secret, hidden until asked for, with a copy button. */
function SigningSecret({ endpoint, timeZone }: { endpoint: WebhookEndpoint; timeZone: string }) {
  const [shown, setShown] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(endpoint.secret).then(
      () => toast({ title: "Signing secret copied" }),
      () => setShown(true),
    );
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">Signing secret</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 rounded-md bg-muted px-2 py-1 text-xs break-all">
          {shown ? endpoint.secret : "whsec_••••••••••••••••"}
        </code>
        <Button variant="secondary" size="sm" onClick={() => setShown(!shown)} aria-pressed={shown}>
          {shown ? "Hide" : "Show"}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
      {endpoint.previousSecretExpiresAt && (
        <p className="text-sm text-muted-foreground">
          The previous secret also signs until{" "}
          {formatAdminDate(endpoint.previousSecretExpiresAt, timeZone)}.
        </p>
      )}
    </div>
  );
}

function RotateSecretButton({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [open, setOpen] = useState(false);
  const rotate = useRotateSecret(endpoint.id);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Rotate secret
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Rotate the signing secret?"
        description={
          <p>
            Deliveries get a new secret at once. For 24 hours they carry a signature with the old
            one too, so you can update your receiver without missing an event.
          </p>
        }
        confirmLabel="Rotate secret"
        pending={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              toast({
                title: "New signing secret",
                description: "The old one signs for 24 hours.",
              });
            },
            onError: (error) => toastFailure("Secret not rotated", error),
          })
        }
      />
    </>
  );
}

function DeleteEndpointButton({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteEndpoint(endpoint.id);
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this endpoint?"
        description={
          <p>{endpoint.url} receives no more events, and its delivery log is deleted with it.</p>
        }
        confirmLabel="Delete endpoint"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => toast({ title: "Endpoint deleted" }),
            onError: (error) => toastFailure("Endpoint not deleted", error),
          })
        }
      />
    </>
  );
}

/** One endpoint: where it points, what it gets, its secret, its actions and its delivery log. */
export function EndpointCard({
  endpoint,
  headingId,
  timeZone,
}: {
  endpoint: WebhookEndpoint;
  headingId: string;
  timeZone: string;
}) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateEndpoint(endpoint.id);
  const sendTest = useSendTestEvent(endpoint.id);
  const toggle = () =>
    update.mutate(
      { enabled: !endpoint.enabled },
      { onError: (error) => toastFailure("Endpoint not changed", error) },
    );
  return (
    <Card aria-labelledby={headingId} role="region" className="grid gap-4">
      <div className="grid gap-1">
        <h3 id={headingId} className="text-base font-semibold break-all">
          {endpoint.url}
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant={endpoint.enabled ? "success" : "neutral"}>
            {endpoint.enabled ? "On" : "Off"}
          </Badge>
          {endpoint.description}
        </p>
        {endpoint.disabledReason && (
          <p className="text-sm text-danger">{endpoint.disabledReason}</p>
        )}
      </div>
      {editing ? (
        <EndpointForm
          idPrefix={`edit-${endpoint.id}`}
          defaultValues={{
            url: endpoint.url,
            description: endpoint.description,
            events: endpoint.events,
          }}
          submitLabel="Save endpoint"
          pending={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(values, showError) =>
            update.mutate(values, {
              onSuccess: () => {
                setEditing(false);
                toast({ title: "Endpoint saved" });
              },
              onError: (error) => {
                if (!showError(error)) toastFailure("Endpoint not saved", error);
              },
            })
          }
        />
      ) : (
        <div className="grid gap-1">
          <p className="text-sm font-medium">Events</p>
          <ul className="flex flex-wrap gap-1.5">
            {endpoint.events.map((event) => (
              <li key={event}>
                <Badge>{event}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      <SigningSecret endpoint={endpoint} timeZone={timeZone} />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          loading={sendTest.isPending}
          disabled={!endpoint.enabled}
          onClick={() =>
            sendTest.mutate(undefined, {
              onSuccess: () =>
                toast({ title: "Test event queued", description: "It shows in the log below." }),
              onError: (error) => toastFailure("Test event not sent", error),
            })
          }
        >
          Send test event
        </Button>
        {!editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
        <Button variant="secondary" size="sm" loading={update.isPending} onClick={toggle}>
          {endpoint.enabled ? "Turn off" : "Turn on"}
        </Button>
        <RotateSecretButton endpoint={endpoint} />
        <DeleteEndpointButton endpoint={endpoint} />
      </div>
      <div className="grid gap-2">
        <h4 className="text-sm font-semibold">Delivery log</h4>
        <DeliveryLog endpointId={endpoint.id} url={endpoint.url} timeZone={timeZone} />
      </div>
    </Card>
  );
}
