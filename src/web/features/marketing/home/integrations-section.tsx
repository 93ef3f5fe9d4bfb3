import { Badge, type BadgeVariant } from "@/web/components/ui/badge";
import { SectionHeading } from "../components/section-heading";
import { INTEGRATIONS, type Integration, PAYMENT_METHODS } from "../content/home-content";

const STATUS_VARIANT: Record<Integration["status"], BadgeVariant> = {
  "Active Integration": "success",
  "API Integration": "primary",
  "Ready to connect": "neutral",
};

export function IntegrationsSection() {
  return (
    <section
      id="integrations"
      aria-labelledby="integrations-title"
      className="render-when-near scroll-mt-20 bg-card py-20"
    >
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <SectionHeading
          id="integrations-title"
          eyebrow="Integrations"
          title="Works with the tools you already run"
        >
          <p>Payments and maps are built in; your books, CRM and schedule get clean order data.</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {INTEGRATIONS.map((integration) => (
            <li
              key={integration.name}
              className="rounded-lg border border-border bg-background p-5"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{integration.name}</h3>
                <Badge variant={STATUS_VARIANT[integration.status]}>{integration.status}</Badge>
              </div>
              <p className="mt-2 text-sm text-muted-foreground">{integration.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function PaymentMethodsSection() {
  return (
    <section aria-labelledby="payment-methods-title" className="render-when-near py-16">
      <div className="mx-auto max-w-page px-4 text-center sm:px-6">
        <h2 id="payment-methods-title" className="text-2xl font-semibold tracking-tight">
          Your customers pay the way they like
        </h2>
        <p className="mt-3 text-muted-foreground">
          Processed by Stripe Checkout. Card details never touch your servers or ours.
        </p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {PAYMENT_METHODS.map((method) => (
            <li
              key={method}
              className="rounded-md border border-border bg-card px-4 py-2 text-sm font-semibold shadow-xs"
            >
              {method}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
