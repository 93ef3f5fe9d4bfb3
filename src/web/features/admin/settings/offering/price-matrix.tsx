import { FieldError } from "@/web/components/ui/field-error";
import { Input } from "@/web/components/ui/input";
import type { ServiceForm } from "./service-form";

type Form = ServiceForm;

const MINIMUM_COLUMN_ID = "price-matrix-minimum";

/** A cell of the table: its input is named by its column's and its row's headers. */
function MatrixCell({
  form,
  path,
  labelledBy,
  value,
  onChange,
}: {
  form: Form;
  path: string;
  labelledBy: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const field = form.field(path);
  return (
    <td className="p-1.5 align-top">
      <div className="relative">
        <span
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-muted-foreground"
        >
          $
        </span>
        <Input
          id={field.id}
          aria-labelledby={labelledBy}
          invalid={Boolean(field.error)}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="min-w-24 pl-6 tabular-nums"
        />
      </div>
      <FieldError fieldId={field.id} message={field.error} />
    </td>
  );
}

/**
 * The price matrix (docs/product/settings.md#what-you-sell): an area per row, a priced option per
 * column, amounts in dollars; an empty cell means the option is not sold in that area. The last
 * column is the area's own minimum charge, instead of the service's.
 */
export function PriceMatrix({ form }: { form: Form }) {
  const { service: draft, update } = form;
  const priced = draft.options.filter((option) => !option.customQuote);
  const columnId = (key: string) => `price-matrix-${key}`;
  const rowId = (index: number) => `price-matrix-area-${index}`;

  return (
    <div className="grid gap-3">
      <h3 className="text-lg font-semibold" id="price-matrix-title">
        Prices
      </h3>
      <p className="-mt-2 text-sm text-muted-foreground" id="price-matrix-help">
        In dollars, such as 219 or 219.50. Leave a cell empty where you don't sell that option. Add
        or rename areas under Service areas.
      </p>
      <section
        aria-labelledby="price-matrix-title"
        aria-describedby="price-matrix-help"
        className="overflow-x-auto rounded-lg border border-border bg-card"
      >
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-border bg-muted">
              <th scope="col" className="sticky left-0 z-10 bg-muted p-2 text-left font-semibold">
                Area
              </th>
              {priced.map((option) => (
                <th
                  key={option.key}
                  id={columnId(option.key)}
                  scope="col"
                  className="p-2 text-left font-semibold"
                >
                  {option.label || option.code}
                </th>
              ))}
              <th id={MINIMUM_COLUMN_ID} scope="col" className="p-2 text-left font-semibold">
                Area's minimum charge
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.areas.map((area, index) => (
              <tr key={area.name} className="border-b border-border last:border-0">
                <th
                  id={rowId(index)}
                  scope="row"
                  className="sticky left-0 z-10 bg-card p-2 text-left align-top font-medium"
                >
                  <span className="inline-flex min-h-11 items-center">{area.name}</span>
                </th>
                {priced.map((option) => (
                  <MatrixCell
                    key={option.key}
                    form={form}
                    path={`pricing.prices.${area.name}.${option.code}`}
                    labelledBy={`${columnId(option.key)} ${rowId(index)}`}
                    value={area.prices[option.key] ?? ""}
                    onChange={(value) =>
                      update((next) => {
                        next.areas[index]!.prices[option.key] = value;
                      })
                    }
                  />
                ))}
                <MatrixCell
                  form={form}
                  path={`pricing.minimumChargeCentsByArea.${area.name}`}
                  labelledBy={`${MINIMUM_COLUMN_ID} ${rowId(index)}`}
                  value={area.minimumCharge}
                  onChange={(value) =>
                    update((next) => {
                      next.areas[index]!.minimumCharge = value;
                    })
                  }
                />
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
