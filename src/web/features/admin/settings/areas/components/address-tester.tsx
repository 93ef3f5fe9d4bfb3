import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  type AdminTestAddressResponse,
  adminTestAddressFormSchema,
} from "@/shared/api/admin-contract";
import { formatCents } from "@/shared/money";
import type { Offering } from "@/shared/offering";
import { Button } from "@/web/components/ui/button";
import { FieldError } from "@/web/components/ui/field-error";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { ApiError, fieldIssues } from "@/web/lib/api-error";
import { useTestAddress } from "../api/test-address";

const FIELDS = [
  { name: "address", label: "Street address", autoComplete: "street-address", required: true },
  { name: "zipCode", label: "ZIP code", autoComplete: "postal-code", required: true },
  { name: "city", label: "City (optional)", autoComplete: "address-level2", required: false },
  { name: "state", label: "State (optional)", autoComplete: "address-level1", required: false },
] as const;
const FIELD_NAMES = FIELDS.map((field) => field.name);
type TesterForm = z.input<typeof adminTestAddressFormSchema>;
type TestedAddress = z.output<typeof adminTestAddressFormSchema>;

/**
 * Checks an address against the areas as edited, saved or not: the area it falls in and each
 * option's price there, or the nearest area (docs/product/settings.md#service-areas).
 */
export function AddressTester({ offering }: { offering: Offering }) {
  const form = useForm<TesterForm, unknown, TestedAddress>({
    resolver: zodResolver(adminTestAddressFormSchema),
    defaultValues: { address: "", zipCode: "", city: "", state: "" },
  });
  const { errors } = form.formState;
  const test = useTestAddress();

  const send = (address: TestedAddress) =>
    test.mutate(
      { ...address, offering },
      {
        onError: (error) => {
          for (const [field, message] of Object.entries(fieldIssues(error, FIELD_NAMES))) {
            form.setError(field as (typeof FIELD_NAMES)[number], { message });
          }
        },
      },
    );

  return (
    <section aria-labelledby="address-tester-title" className="grid content-start gap-3">
      <h3 id="address-tester-title" className="font-semibold">
        Test an address
      </h3>
      <form noValidate onSubmit={form.handleSubmit(send)} className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.name} className={field.name === "address" ? "sm:col-span-2" : ""}>
            <Label htmlFor={`tester-${field.name}`}>{field.label}</Label>
            <Input
              id={`tester-${field.name}`}
              autoComplete={field.autoComplete}
              aria-required={field.required || undefined}
              invalid={Boolean(errors[field.name])}
              {...form.register(field.name)}
            />
            <FieldError fieldId={`tester-${field.name}`} message={errors[field.name]?.message} />
          </div>
        ))}
        <div className="sm:col-span-2">
          <Button type="submit" variant="secondary" size="sm" loading={test.isPending}>
            Test this address
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="text-sm">
        {test.isSuccess && <TestAnswer address={test.variables} answer={test.data} />}
        {test.isError && <TestProblem error={test.error} />}
      </div>
    </section>
  );
}

function TestAnswer({
  address,
  answer,
}: {
  address: { address: string; zipCode: string };
  answer: AdminTestAddressResponse;
}) {
  const where = `${address.address.trim()}, ${address.zipCode.trim()}`;
  if (!answer.location) {
    return <p>{where}: we could not locate this address. Check the street and ZIP code.</p>;
  }
  if (!answer.area) {
    return (
      <p>
        {where} is outside every area.
        {answer.nearest &&
          ` The nearest is ${answer.nearest.area}, about ${answer.nearest.miles} miles away.`}
      </p>
    );
  }
  return (
    <div className="rounded-md bg-success-soft p-3 text-success-soft-foreground">
      <p className="font-medium">
        {where} → {answer.area}
      </p>
      {answer.prices.length === 0 ? (
        <p>No option is priced here yet.</p>
      ) : (
        <ul>
          {answer.prices.map((price) => (
            <li key={price.option}>
              {formatCents(price.cents)} for {price.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A problem that is not one of the form's fields: the draft's areas, or the server unreachable. */
function TestProblem({ error }: { error: Error }) {
  const issues = error instanceof ApiError ? error.issues : [];
  if (issues.length > 0 && issues.every((issue) => FIELD_NAMES.some((name) => name === issue.path)))
    return null;
  return (
    <p className="text-danger">
      {issues.some((issue) => issue.path.startsWith("offering"))
        ? `The areas being edited have a problem to fix first: ${error.message}`
        : error.message}
    </p>
  );
}
