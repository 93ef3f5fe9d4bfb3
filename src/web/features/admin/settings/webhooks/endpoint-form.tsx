import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
  webhookEndpointCreateSchema,
} from "@/shared/api/webhook-contract";
import { Button } from "@/web/components/ui/button";
import { FieldError, fieldErrorId } from "@/web/components/ui/field-error";
import { Form } from "@/web/components/ui/form";
import { TextField } from "@/web/components/ui/text-field";
import { fieldIssues } from "@/web/lib/api-error";

/** What each event means, as the owner picks them. */
export const EVENT_LABELS: Record<WebhookEventType, string> = {
  "lead.created": "A visitor checks an address (new lead)",
  "quote.priced": "A visitor gets a price",
  "order.created": "A customer starts checkout (order created)",
  "order.paid": "An order is paid",
  "order.refunded": "An order is refunded",
  "order.onboarded": "An order is marked onboarded",
  "custom_quote.requested": "A custom quote is requested",
  "custom_quote.accepted": "A custom quote is accepted",
  "booking.created": "A paid order's visit is booked",
  "booking.rescheduled": "A visit is moved or given to another crew",
  "booking.cancelled": "A visit is cancelled or marked a no-show",
  "plan.created": "A recurring plan starts",
  "plan.changed": "A plan changes (a visit skipped, paused)",
  "plan.cancelled": "A plan is cancelled",
  "visit.charged": "A plan's visit is charged",
  "visit.payment_failed": "A plan visit's payment fails",
  "visit.tipped": "A customer tips a completed visit",
};

export type EndpointFormValues = z.input<typeof webhookEndpointCreateSchema>;

/**
 * The URL, a note and the events of an endpoint: adding one, or editing it. A refusal naming a
 * field (a private address, no events) is shown at that field.
 */
export function EndpointForm({
  idPrefix,
  defaultValues,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  defaultValues: EndpointFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: EndpointFormValues, showError: (error: Error) => boolean) => void;
  onCancel?: () => void;
}) {
  const form = useForm<EndpointFormValues>({
    resolver: zodResolver(webhookEndpointCreateSchema),
    defaultValues,
  });
  const showError = (error: Error) => {
    const issues = fieldIssues(error, ["url", "events", "description"]);
    for (const field of ["url", "events", "description"] as const) {
      const message = issues[field];
      if (message) form.setError(field, { message }, { shouldFocus: true });
    }
    return Object.keys(issues).length > 0;
  };
  const { errors } = form.formState;
  const eventsErrorId = `${idPrefix}-events`;
  return (
    <Form
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values, showError))}
      className="grid gap-3"
    >
      <TextField
        id={`${idPrefix}-url`}
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://hooks.zapier.com/hooks/catch/..."
        error={errors.url?.message}
        {...form.register("url")}
      />
      <TextField
        id={`${idPrefix}-description`}
        label="Note (optional)"
        aria-required={false}
        autoComplete="off"
        placeholder="Zapier to HubSpot"
        error={errors.description?.message}
        {...form.register("description")}
      />
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.events ? fieldErrorId(eventsErrorId) : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Events to send</legend>
        {WEBHOOK_EVENT_TYPES.map((event) => (
          <label key={event} className="flex min-h-10 items-start gap-2 text-sm">
            <input
              type="checkbox"
              value={event}
              className="mt-1 size-4 shrink-0 accent-primary"
              {...form.register("events")}
            />
            <span>
              {EVENT_LABELS[event]} <code className="text-xs text-muted-foreground">{event}</code>
            </span>
          </label>
        ))}
        <FieldError fieldId={eventsErrorId} message={errors.events?.message} />
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}
