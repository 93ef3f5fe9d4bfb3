import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/web/components/ui/cn";
import { FieldError, fieldErrorId } from "@/web/components/ui/field-error";
import { fieldClasses, Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Textarea } from "@/web/components/ui/textarea";
import type { SettingField } from "./use-section-form";

/**
 * The settings' inputs: each labelled, with an optional hint and its problem under it, both
 * announced with it (aria-describedby), and aria-invalid while it has a problem.
 */

interface SettingProps {
  field: SettingField;
  label: string;
  /** Shown under the label: what the field takes ("You can use {service}"). */
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

type InputAttributes = Omit<ComponentProps<"input">, "id" | "value" | "onChange" | "className">;

const hintIdOf = (fieldId: string) => `${fieldId}-hint`;

function SettingFrame({
  field,
  label,
  hint,
  className,
  children,
}: Omit<SettingProps, "value" | "onChange"> & { children: ReactNode }) {
  return (
    <div className={cn("min-w-0", className)}>
      <Label htmlFor={field.id}>{label}</Label>
      {hint && (
        <p id={hintIdOf(field.id)} className="-mt-1 mb-1.5 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
      <FieldError fieldId={field.id} message={field.error} />
    </div>
  );
}

export function TextSetting({
  field,
  label,
  hint,
  value,
  onChange,
  className,
  ...input
}: SettingProps & InputAttributes) {
  return (
    <SettingFrame field={field} label={label} hint={hint} className={className}>
      <Input
        id={field.id}
        invalid={Boolean(field.error)}
        aria-describedby={hint ? hintIdOf(field.id) : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
    </SettingFrame>
  );
}

/** An amount in dollars (the draft keeps the text; cents only once it reads as dollars and cents). */
export function MoneySetting(props: SettingProps & InputAttributes) {
  return <TextSetting inputMode="decimal" autoComplete="off" {...props} />;
}

export function TextAreaSetting({ field, label, hint, value, onChange, className }: SettingProps) {
  return (
    <SettingFrame field={field} label={label} hint={hint} className={className}>
      <Textarea
        id={field.id}
        invalid={Boolean(field.error)}
        aria-describedby={hint ? hintIdOf(field.id) : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </SettingFrame>
  );
}

export function SelectSetting({
  field,
  label,
  hint,
  value,
  onChange,
  className,
  choices,
}: SettingProps & { choices: readonly { value: string; label: string }[] }) {
  const describedBy = [hint && hintIdOf(field.id), field.error && fieldErrorId(field.id)]
    .filter(Boolean)
    .join(" ");
  return (
    <SettingFrame field={field} label={label} hint={hint} className={className}>
      <select
        id={field.id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(field.error) || undefined}
        aria-describedby={describedBy || undefined}
        className={fieldClasses}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </SettingFrame>
  );
}

/** A group of settings under a visible legend. */
export function SettingsGroup({
  legend,
  description,
  children,
  className,
}: {
  legend: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset
      className={cn("min-w-0 rounded-lg border border-border bg-card p-4 sm:p-5", className)}
    >
      <legend className="px-1 text-base font-semibold">{legend}</legend>
      {description && <p className="mb-3 text-sm text-muted-foreground">{description}</p>}
      <div className="grid gap-4">{children}</div>
    </fieldset>
  );
}
