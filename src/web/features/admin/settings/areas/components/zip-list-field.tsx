import { useState } from "react";
import { FieldError } from "@/web/components/ui/field-error";
import { Label } from "@/web/components/ui/label";
import { Textarea } from "@/web/components/ui/textarea";
import { parseZipList } from "../parse-zip-list";

/**
 * A ZIP list area's codes, typed freely; the area takes them whenever they all are valid. A list
 * changed elsewhere (the settings reloaded) replaces what was typed.
 */
export function ZipListField({
  id,
  zipCodes,
  serverError,
  onChange,
}: {
  id: string;
  zipCodes: readonly string[];
  serverError?: string | undefined;
  onChange: (zipCodes: string[]) => void;
}) {
  const [text, setText] = useState(() => zipCodes.join(", "));
  const [shown, setShown] = useState(zipCodes);
  const [error, setError] = useState<string>();
  if (zipCodes !== shown) {
    setShown(zipCodes);
    setText(zipCodes.join(", "));
    setError(undefined);
  }
  const hintId = `${id}-hint`;
  return (
    <div>
      <Label htmlFor={id}>ZIP codes</Label>
      <p id={hintId} className="mb-1.5 text-sm text-muted-foreground">
        5-digit codes, separated by commas or spaces. ZIP lists have no outline on the map.
      </p>
      <Textarea
        id={id}
        value={text}
        rows={3}
        inputMode="numeric"
        aria-describedby={hintId}
        invalid={Boolean(error ?? serverError)}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parseZipList(event.target.value);
          setError(parsed.ok ? undefined : parsed.message);
          if (parsed.ok) {
            setShown(parsed.zipCodes);
            onChange(parsed.zipCodes);
          }
        }}
      />
      <FieldError fieldId={id} message={error ?? serverError} />
    </div>
  );
}
