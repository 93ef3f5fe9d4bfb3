import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import { FieldError } from "@/web/components/ui/field-error";
import { Form } from "@/web/components/ui/form";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import type {
  AddressData,
  AddressErrors,
  AddressField,
} from "@/web/components/wizard/quote-wizard-state";

const FIELDS: ReadonlyArray<{
  name: AddressField;
  label: string;
  type: string;
  autoComplete: string;
  inputMode?: "numeric" | "email";
  maxLength: number;
}> = [
  {
    name: "address",
    label: "Street Address",
    type: "text",
    autoComplete: "street-address",
    maxLength: 200,
  },
  { name: "city", label: "City", type: "text", autoComplete: "address-level2", maxLength: 100 },
  {
    name: "zipCode",
    label: "ZIP Code",
    type: "text",
    autoComplete: "postal-code",
    inputMode: "numeric",
    maxLength: 10,
  },
  {
    name: "email",
    label: "Email Address",
    type: "email",
    autoComplete: "email",
    inputMode: "email",
    maxLength: 254,
  },
];

/**
 * The four required address fields; the state is the business's own (`stateCode`), not asked. The full page
 * ignores a submit with an empty field and moves focus to it, showing no message; the
 * embed keeps its button disabled until all four are filled. What the server refused shows
 * under its field (or above the button when it names no field) until that field is edited.
 */
export function AddressForm({
  initial,
  stateCode,
  errors = null,
  onSubmit,
  disableUntilComplete = false,
  idPrefix,
  compact = false,
}: {
  initial: AddressData;
  /** The business's state ("NY"): its areas lie there, so the address does too. */
  stateCode: string;
  errors?: AddressErrors | null;
  onSubmit: (address: AddressData) => void;
  disableUntilComplete?: boolean;
  idPrefix: string;
  compact?: boolean;
}) {
  const [values, setValues] = useState<Record<AddressField, string>>({
    address: initial.address,
    city: initial.city,
    zipCode: initial.zipCode,
    email: initial.email,
  });
  const [fieldErrors, setFieldErrors] = useState(errors?.fields ?? {});
  const inputs = useRef(new Map<AddressField, HTMLInputElement>());
  const firstEmpty = FIELDS.find((field) => values[field.name].trim() === "");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (firstEmpty) {
      inputs.current.get(firstEmpty.name)?.focus();
      return;
    }
    onSubmit({
      address: values.address.trim(),
      city: values.city.trim(),
      state: stateCode,
      zipCode: values.zipCode.trim(),
      email: values.email.trim(),
    });
  }

  return (
    <Form noValidate onSubmit={submit} className={cn("grid gap-4", compact && "gap-3")}>
      <div
        className={cn("grid gap-4 sm:grid-cols-6", compact && "grid-cols-2 gap-3 sm:grid-cols-2")}
      >
        {FIELDS.map((field) => {
          const id = `${idPrefix}-${field.name}`;
          const error = fieldErrors[field.name];
          return (
            <div
              key={field.name}
              className={cn(
                field.name === "address" || field.name === "email"
                  ? "col-span-full"
                  : !compact && "sm:col-span-3",
              )}
            >
              <Label htmlFor={id}>{field.label}</Label>
              <Input
                id={id}
                ref={(element) => {
                  if (element) inputs.current.set(field.name, element);
                }}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                maxLength={field.maxLength}
                required
                aria-required
                invalid={Boolean(error)}
                value={values[field.name]}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [field.name]: event.target.value }));
                  setFieldErrors(({ [field.name]: _edited, ...others }) => others);
                }}
              />
              <FieldError fieldId={id} message={error} />
            </div>
          );
        })}
      </div>
      {errors?.message && (
        <p role="alert" className="text-sm text-danger">
          {errors.message}
        </p>
      )}
      <Button
        type="submit"
        size={compact ? "md" : "lg"}
        className="w-full"
        disabled={disableUntilComplete && Boolean(firstEmpty)}
      >
        Check Service Area
      </Button>
    </Form>
  );
}
