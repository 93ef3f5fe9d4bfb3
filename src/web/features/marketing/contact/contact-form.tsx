import { type FormEvent, useEffect, useRef, useState } from "react";
import type { ContactRequest } from "@/shared/api/contact-contract";
import { CONTACT_INDUSTRIES } from "@/shared/api/contact-industries";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import { FieldError, fieldErrorId } from "@/web/components/ui/field-error";
import { Form } from "@/web/components/ui/form";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { TextField } from "@/web/components/ui/text-field";
import { toast } from "@/web/components/ui/toast-store";
import { trackFormInteraction } from "@/web/lib/analytics/site-events";
import { submitContact } from "./api/submit-contact";
import { CONTACT_MESSAGES, describeContactOutcome } from "./contact-messages";

type Values = Required<ContactRequest>;
type Field = keyof Values;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = {
  name: "",
  email: "",
  company: "",
  phone: "",
  industry: "",
  message: "",
  website: "",
};
const STEP_ONE_FIELDS: readonly Field[] = ["name", "email", "company"];
const FORM = "contact";

/**
 * The shared zod contract, loaded on first use: the form is below the fold, and zod would
 * otherwise weigh on the home page's first load.
 */
const loadContract = () => import("@/shared/api/contact-contract");

const fieldId = (field: Field) => `contact-${field}`;
const focusField = (field: Field) => document.getElementById(fieldId(field))?.focus();

/** Field messages from zod issues or the server's {path, message} issues; first field first. */
function toErrors(issues: readonly { path: PropertyKey[] | string; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const path = String(Array.isArray(issue.path) ? issue.path[0] : issue.path) as Field;
    if (path in EMPTY && !errors[path]) errors[path] = issue.message;
  }
  return errors;
}

const firstField = (errors: Errors) => (Object.keys(EMPTY) as Field[]).find((f) => errors[f]);

const fieldClass =
  "block w-full rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs aria-invalid:border-danger";

/**
 * The two-step demo request (docs/product/marketing-site.md#demo-request-form): who you are, then
 * what you need.
 */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [step, setStep] = useState<1 | 2>(1);
  const [submitting, setSubmitting] = useState(false);
  const [sentNote, setSentNote] = useState("");
  const stepLegend = useRef<HTMLLegendElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    if (step === 2) focusField("message");
    else stepLegend.current?.focus();
  }, [step]);

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = firstField(next);
    if (first) requestAnimationFrame(() => focusField(first));
    return first;
  };

  const goToStepTwo = async () => {
    const { contactStepOneSchema } = await loadContract();
    const result = contactStepOneSchema.safeParse(values);
    if (!result.success) {
      showErrors(toErrors(result.error.issues));
      const missing = STEP_ONE_FIELDS.some((field) => values[field].trim() === "");
      toast({
        variant: "destructive",
        ...(missing ? CONTACT_MESSAGES.missingFields : CONTACT_MESSAGES.invalidEmail),
      });
      return;
    }
    setErrors({});
    trackFormInteraction({ form: FORM, action: "step_complete", step: 1 });
    moved.current = true;
    setStep(2);
  };

  const goBack = () => {
    trackFormInteraction({ form: FORM, action: "step_back", step: 2 });
    setErrors({});
    moved.current = true;
    setStep(1);
  };

  const send = async () => {
    const { contactRequestSchema } = await loadContract();
    const parsed = contactRequestSchema.safeParse(values);
    if (!parsed.success) {
      const next = toErrors(parsed.error.issues);
      if (STEP_ONE_FIELDS.some((field) => next[field])) {
        moved.current = false;
        setStep(1);
      }
      showErrors(next);
      return;
    }
    setErrors({});
    setSubmitting(true);
    trackFormInteraction({ form: FORM, action: "submit", step: 2 });
    const outcome = await submitContact(values);
    setSubmitting(false);
    toast(describeContactOutcome(outcome));
    if (outcome.kind === "sent") {
      trackFormInteraction({ form: FORM, action: "success" });
      setValues(EMPTY);
      moved.current = true;
      setStep(1);
      setSentNote(
        `Thank you. ${outcome.leadSaved ? CONTACT_MESSAGES.savedDescription : CONTACT_MESSAGES.sentDescription} ${CONTACT_MESSAGES.followUp}`,
      );
      return;
    }
    trackFormInteraction({ form: FORM, action: "error" });
    if (outcome.kind === "failed") showErrors(toErrors(outcome.issues));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // Enter in a step-1 field continues rather than submitting.
    void (step === 1 ? goToStepTwo() : send());
  };

  /** Props every text field shares: value, change handler, invalid state. */
  const bind = (field: Field) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });
  const invalid = (field: Field) => Boolean(errors[field]);
  const describedBy = (field: Field) => (invalid(field) ? fieldErrorId(fieldId(field)) : undefined);

  return (
    <Form
      onSubmit={onSubmit}
      onFocus={() => void loadContract()}
      noValidate
      className="relative grid gap-5"
    >
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId("website")}>Leave this field empty</label>
        <input type="text" tabIndex={-1} autoComplete="off" {...bind("website")} />
      </div>

      <fieldset className="grid gap-5">
        <legend ref={stepLegend} tabIndex={-1} className="mb-1 text-sm font-semibold text-primary">
          Step {step} of 2: {step === 1 ? "About you" : "Your business"}
        </legend>

        {step === 1 ? (
          <>
            <TextField label="Name" autoComplete="name" error={errors.name} {...bind("name")} />
            <TextField
              label="Work email"
              type="email"
              autoComplete="email"
              error={errors.email}
              {...bind("email")}
            />
            <TextField
              label="Company"
              autoComplete="organization"
              error={errors.company}
              {...bind("company")}
            />
            <Button type="submit" size="lg">
              Continue
            </Button>
          </>
        ) : (
          <>
            <div>
              <Label htmlFor={fieldId("message")}>What would you like to quote online?</Label>
              <textarea
                rows={4}
                aria-required
                aria-invalid={invalid("message") || undefined}
                aria-describedby={describedBy("message")}
                className={cn(fieldClass, "min-h-28 py-2")}
                {...bind("message")}
              />
              <FieldError fieldId={fieldId("message")} message={errors.message} />
            </div>
            <div>
              <Label htmlFor={fieldId("phone")}>
                Phone <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
              <Input type="tel" autoComplete="tel" invalid={invalid("phone")} {...bind("phone")} />
              <FieldError fieldId={fieldId("phone")} message={errors.phone} />
            </div>
            <div>
              <Label htmlFor={fieldId("industry")}>
                Industry <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
              <select
                aria-invalid={invalid("industry") || undefined}
                aria-describedby={describedBy("industry")}
                className={cn(fieldClass, "min-h-11")}
                {...bind("industry")}
              >
                <option value="">Choose your industry</option>
                {CONTACT_INDUSTRIES.map((industry) => (
                  <option key={industry} value={industry}>
                    {industry}
                  </option>
                ))}
              </select>
              <FieldError fieldId={fieldId("industry")} message={errors.industry} />
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              <Button variant="secondary" size="lg" onClick={goBack} disabled={submitting}>
                Back
              </Button>
              <Button
                type="submit"
                size="lg"
                className="sm:flex-1"
                loading={submitting}
                disabled={values.message.trim() === ""}
              >
                {submitting ? "Sending..." : "Book my demo"}
              </Button>
            </div>
          </>
        )}
      </fieldset>
      <p role="status" className="text-sm text-success-soft-foreground empty:hidden">
        {sentNote}
      </p>
    </Form>
  );
}
