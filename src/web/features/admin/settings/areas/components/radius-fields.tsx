import { useState } from "react";
import type { AreaShape } from "@/shared/config-fields";
import { TextField } from "@/web/components/ui/text-field";

type Radius = Extract<AreaShape, { type: "radius" }>;

/** A circle's centre and radius in miles: the keyboard's way to what a click on the map does. */
export function RadiusFields({
  id,
  shape,
  errorOf,
  onChange,
}: {
  id: string;
  shape: Radius;
  errorOf: (path: string) => string | undefined;
  onChange: (shape: Radius) => void;
}) {
  const { center } = shape;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">
        Centre and radius{" "}
        <span className="font-normal text-muted-foreground">
          (or click the map to move the centre)
        </span>
      </legend>
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          id={`${id}-lat`}
          label="Centre latitude"
          value={center.lat}
          error={errorOf("shape.center.lat")}
          onValue={(lat) => onChange({ ...shape, center: { ...center, lat } })}
        />
        <NumberField
          id={`${id}-lng`}
          label="Centre longitude"
          value={center.lng}
          error={errorOf("shape.center.lng")}
          onValue={(lng) => onChange({ ...shape, center: { ...center, lng } })}
        />
      </div>
      <NumberField
        id={`${id}-radius`}
        label="Radius (miles)"
        value={shape.radiusMiles}
        error={errorOf("shape.radiusMiles")}
        onValue={(radiusMiles) => onChange({ ...shape, radiusMiles })}
      />
    </fieldset>
  );
}

/**
 * A number field that keeps what is being typed ("41.", "") until it is a number, and shows a
 * value changed elsewhere (a click on the map).
 */
function NumberField({
  id,
  label,
  value,
  error,
  onValue,
}: {
  id: string;
  label: string;
  value: number;
  error: string | undefined;
  onValue: (value: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(String(value));
  }
  return (
    <TextField
      id={id}
      label={label}
      type="number"
      step="any"
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.target.value);
        const next = event.target.valueAsNumber;
        if (Number.isFinite(next)) {
          setShown(next);
          onValue(next);
        }
      }}
    />
  );
}
