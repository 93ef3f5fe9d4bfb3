import type { Service } from "@/shared/offering-services";
import { formatQuantity } from "@/shared/quantity-units";

type Quantities = NonNullable<Service["pricing"]["quantities"]>;

/**
 * What a service priced by quantities alone asks first, in the preview: the step's title and
 * each quantity with the least and most a customer may give.
 */
export function QuantitiesPreview({
  title,
  quantities,
}: {
  /** With its placeholders filled. */
  title: string;
  quantities: Quantities;
}) {
  return (
    <div className="grid gap-3">
      <p className="text-lg font-semibold">{title}</p>
      <ul className="grid gap-2 text-sm">
        {quantities.map((quantity) => (
          <li key={quantity.code} className="rounded-md border border-border p-3">
            <span className="font-medium">{quantity.label}</span>
            <span className="block text-muted-foreground">
              {formatQuantity(quantity.unit, quantity.min)} to{" "}
              {formatQuantity(quantity.unit, quantity.max)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
