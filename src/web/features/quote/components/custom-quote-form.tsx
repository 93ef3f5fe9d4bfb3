import { zodResolver } from "@hookform/resolvers/zod";
import { Info } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { customerNameField, emailField, phoneField } from "@/shared/api/fields";
import {
  type BusinessConfigResponse,
  PROPERTY_DETAILS_MAX_LENGTH,
  propertyDetailsField,
} from "@/shared/api/quote-contract";
import { ROUTES } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import { FieldError } from "@/web/components/ui/field-error";
import { Form } from "@/web/components/ui/form";
import { Label } from "@/web/components/ui/label";
import { CUSTOMER_FIELDS, TextField } from "@/web/components/ui/text-field";
import { Textarea } from "@/web/components/ui/textarea";
import { StepActions } from "@/web/components/wizard/step-actions";
import { StepHeading } from "@/web/components/wizard/step-heading";
import { businessPage } from "@/web/lib/business-scope";
import type { CustomQuoteFieldErrors, CustomQuoteValues } from "../use-quote-wizard";

const customQuoteFormSchema = z.object({
  customerName: customerNameField,
  email: emailField,
  phone: phoneField,
  propertyDetails: propertyDetailsField,
});

const FIELDS = [
  CUSTOMER_FIELDS.customerName,
  CUSTOMER_FIELDS.email,
  CUSTOMER_FIELDS.phone,
] as const;

const PROPERTY_DETAILS_ID = "custom-quote-propertyDetails";

const OUTSIDE_AREA =
  "Your address is outside the areas we price instantly. Tell us how to reach you and we'll see whether we can serve it.";
const CUSTOM_OPTION = "Tell us how to reach you and we'll price it for you.";

/**
 * The custom quote request: the same field rules as the server, messages under each field
 * (the server's too). Loaded when the step opens, so the form libraries stay out of the first
 * load. `outsideServiceArea`: asked from an address we do not serve, not for a custom layout.
 */
export default function CustomQuoteForm({
  texts,
  contractName,
  address,
  defaultEmail,
  outsideServiceArea,
  onSubmit,
  onBack,
  submitting,
  compact = false,
}: {
  /** The business's words for this form (title, subtitle, the property box's example). */
  texts: BusinessConfigResponse["service"]["steps"]["details"];
  /** What the business sells, in sentences (`service.contract.name`). */
  contractName: string;
  address: string;
  defaultEmail: string;
  outsideServiceArea: boolean;
  onSubmit: (values: CustomQuoteValues) => Promise<CustomQuoteFieldErrors>;
  onBack: () => void;
  submitting: boolean;
  compact?: boolean;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CustomQuoteValues>({
    resolver: zodResolver(customQuoteFormSchema),
    defaultValues: { customerName: "", email: defaultEmail, phone: "", propertyDetails: "" },
    // Messages appear on submit, then follow typing; never on blur, where a message appearing
    // would move the submit button away from the pointer mid-click.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const submit = handleSubmit(async (values) => {
    const refused = Object.entries(await onSubmit(values)) as [keyof CustomQuoteValues, string][];
    refused.forEach(([field, message], index) => {
      setError(field, { message }, { shouldFocus: index === 0 });
    });
  });

  return (
    <div>
      <StepHeading>{texts.title}</StepHeading>
      <p className="mt-1 text-muted-foreground">
        {outsideServiceArea ? OUTSIDE_AREA : (texts.subtitle ?? CUSTOM_OPTION)}
      </p>
      {address && (
        <p className="mt-3 rounded-md bg-muted px-3 py-2 text-sm">
          <span className="text-muted-foreground">Property: </span>
          <span className="font-medium">{address}</span>
        </p>
      )}
      <Form noValidate onSubmit={submit} className={cn("mt-4 grid gap-4", compact && "gap-3")}>
        {FIELDS.map(({ name, ...field }) => (
          <TextField
            key={name}
            id={`custom-quote-${name}`}
            {...field}
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
        <div>
          <Label htmlFor={PROPERTY_DETAILS_ID}>
            About your property{" "}
            <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Textarea
            id={PROPERTY_DETAILS_ID}
            rows={3}
            maxLength={PROPERTY_DETAILS_MAX_LENGTH}
            placeholder={texts.propertyPlaceholder}
            invalid={Boolean(errors.propertyDetails)}
            {...register("propertyDetails")}
          />
          <FieldError fieldId={PROPERTY_DETAILS_ID} message={errors.propertyDetails?.message} />
        </div>
        <aside
          aria-labelledby="next-steps-title"
          className="rounded-lg border border-primary/20 bg-primary-soft p-4 text-sm text-primary-soft-foreground"
        >
          <p id="next-steps-title" className="flex items-center gap-2 font-semibold">
            <Info aria-hidden className="size-4" />
            What happens next?
          </p>
          <ul className="mt-2 grid list-disc gap-1 pl-5">
            <li>We review your property and its satellite imagery.</li>
            <li>We visit if needed and contact you with any questions.</li>
            <li>You get a free quote within one business day.</li>
          </ul>
        </aside>
        <p className="text-sm text-muted-foreground">
          Our{" "}
          <a
            href={businessPage(ROUTES.terms)}
            target="_blank"
            rel="noopener"
            className="underline underline-offset-2 hover:text-foreground"
          >
            Service Terms
          </a>{" "}
          apply to the {contractName} we quote.
        </p>
        <StepActions compact={compact} className="mt-0">
          <Button variant="secondary" onClick={onBack} disabled={submitting}>
            Back
          </Button>
          <Button type="submit" className="flex-1 sm:flex-none" loading={submitting}>
            {submitting ? "Submitting..." : "Request Custom Quote"}
          </Button>
        </StepActions>
      </Form>
    </div>
  );
}
