import { zodResolver } from "@hookform/resolvers/zod";
import { Info } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { customerNameField, emailField, phoneField } from "@/shared/api/fields";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import { CUSTOMER_FIELDS, TextField } from "@/web/components/ui/text-field";
import type { CustomQuoteValues } from "../use-quote-wizard";
import { StepHeading } from "./step-heading";

const customQuoteFormSchema = z.object({
  customerName: customerNameField,
  email: emailField,
  phone: phoneField,
});

const FIELDS = [
  CUSTOMER_FIELDS.customerName,
  CUSTOMER_FIELDS.email,
  CUSTOMER_FIELDS.phone,
] as const;

/**
 * The custom quote request: the same field rules as the server, messages under each field.
 * Loaded when the step opens, so the form libraries stay out of the first load.
 */
export default function CustomQuoteForm({
  address,
  defaultEmail,
  onSubmit,
  onBack,
  submitting,
  compact = false,
}: {
  address: string;
  defaultEmail: string;
  onSubmit: (values: CustomQuoteValues) => Promise<void>;
  onBack: () => void;
  submitting: boolean;
  compact?: boolean;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CustomQuoteValues>({
    resolver: zodResolver(customQuoteFormSchema),
    defaultValues: { customerName: "", email: defaultEmail, phone: "" },
    // Messages appear on submit, then follow typing; never on blur, where a message appearing
    // would move the submit button away from the pointer mid-click.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  return (
    <div>
      <StepHeading>Custom Driveway Quote</StepHeading>
      <p className="mt-1 text-muted-foreground">
        Your layout deserves a personalised quote. Tell us how to reach you and we'll price it for
        you.
      </p>
      {address && (
        <p className="mt-3 rounded-md bg-muted px-3 py-2 text-sm">
          <span className="text-muted-foreground">Property: </span>
          <span className="font-medium">{address}</span>
        </p>
      )}
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className={cn("mt-4 grid gap-4", compact && "gap-3")}
      >
        {FIELDS.map(({ name, ...field }) => (
          <TextField
            key={name}
            id={`custom-quote-${name}`}
            {...field}
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
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
        <div className="flex gap-3">
          <Button variant="secondary" onClick={onBack} disabled={submitting}>
            Back
          </Button>
          <Button type="submit" className="flex-1 sm:flex-none" loading={submitting}>
            {submitting ? "Submitting..." : "Request Custom Quote"}
          </Button>
        </div>
      </form>
    </div>
  );
}
