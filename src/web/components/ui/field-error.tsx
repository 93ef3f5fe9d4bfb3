/** The id of a field's error message, referenced by the field's aria-describedby. */
export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

export interface FieldErrorProps {
  /** The id of the input the message belongs to. */
  fieldId: string;
  message?: string | undefined;
}

/** A field's validation message; renders nothing without one. */
export function FieldError({ fieldId, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(fieldId)} className="mt-1.5 text-sm text-danger">
      {message}
    </p>
  );
}
