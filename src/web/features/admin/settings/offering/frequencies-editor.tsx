import { FREQUENCIES, FREQUENCY_LABELS, type Frequency } from "@/shared/frequency-names";
import { isRecurring } from "@/shared/service-frequency";
import { FieldError, fieldErrorId } from "@/web/components/ui/field-error";
import { SelectSetting, SettingsGroup, TextSetting } from "../form/setting-fields";
import type { AdjustmentDraft } from "./offering-draft";
import type { ServiceForm } from "./service-form";

const KIND_CHOICES: readonly { value: AdjustmentDraft["kind"]; label: string }[] = [
  { value: "none", label: "The service's price" },
  { value: "percent_off", label: "% off" },
  { value: "percent_more", label: "% more" },
  { value: "amount_off", label: "$ off" },
  { value: "amount_more", label: "$ more" },
];

function AdjustmentFields({
  form,
  code,
  which,
  path,
  label,
}: {
  form: ServiceForm;
  code: Frequency;
  which: "adjustment" | "firstVisit";
  path: string;
  label: string;
}) {
  const adjustment = form.service.frequencies[code][which];
  const edit = (change: (target: AdjustmentDraft) => void) =>
    form.update((next) => change(next.frequencies[code][which]));
  const name = FREQUENCY_LABELS[code];
  return (
    <div className="flex flex-wrap items-start gap-3">
      <SelectSetting
        field={form.field(`${path}.type`)}
        label={`${label}: ${name}`}
        value={adjustment.kind}
        onChange={(value) =>
          edit((target) => {
            target.kind = value as AdjustmentDraft["kind"];
          })
        }
        choices={KIND_CHOICES}
        className="w-56"
      />
      {adjustment.kind !== "none" && (
        <TextSetting
          field={form.field(path)}
          label={`${adjustment.kind.startsWith("percent") ? "Percent" : "Dollars"}: ${label.toLowerCase()}, ${name.toLowerCase()}`}
          inputMode="decimal"
          autoComplete="off"
          value={adjustment.value}
          onChange={(value) =>
            edit((target) => {
              target.value = value;
            })
          }
          className="w-56"
        />
      )}
    </div>
  );
}

/**
 * How often a service billed per visit comes back, each frequency with its price (the service's,
 * or so much off or more) and, for a recurring one, a different first visit. The first offered is
 * the one the wizard picks first.
 */
export function FrequenciesEditor({ form }: { form: ServiceForm }) {
  const { service } = form;
  if (service.service.billing !== "per_visit") return null;
  const offered = FREQUENCIES.filter((code) => service.frequencies[code].offered);
  const list = form.field("billing.frequencies");
  return (
    <SettingsGroup
      legend="How often"
      description="The frequencies customers choose from, in this order; the first is chosen for them until they pick another. A recurring frequency's first visit may cost more (a first deep clean) or less."
    >
      <div id={list.id} tabIndex={-1} className="grid gap-4 outline-none">
        {FREQUENCIES.map((code) => {
          const index = offered.indexOf(code);
          const path = `billing.frequencies[${index}]`;
          const checkboxId = `${list.id}-${code}`;
          const duplicate = index >= 0 ? form.field(`${path}.code`) : undefined;
          return (
            <div key={code} className="grid gap-2 border-b border-border pb-3 last:border-0">
              <div className="flex items-center gap-2">
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={index >= 0}
                  onChange={(event) =>
                    form.update((next) => {
                      next.frequencies[code].offered = event.target.checked;
                    })
                  }
                  aria-describedby={duplicate?.error ? fieldErrorId(duplicate.id) : undefined}
                  className="size-5 accent-primary"
                />
                <label htmlFor={checkboxId} className="text-sm font-medium">
                  Offer {FREQUENCY_LABELS[code].toLowerCase()}
                </label>
              </div>
              {index >= 0 && (
                <div className="grid gap-2 pl-7">
                  <AdjustmentFields
                    form={form}
                    code={code}
                    which="adjustment"
                    path={`${path}.adjustment`}
                    label="Each visit"
                  />
                  {isRecurring(code) && (
                    <AdjustmentFields
                      form={form}
                      code={code}
                      which="firstVisit"
                      path={`${path}.firstVisit`}
                      label="First visit"
                    />
                  )}
                </div>
              )}
            </div>
          );
        })}
      </div>
      <FieldError fieldId={list.id} message={list.error} />
    </SettingsGroup>
  );
}
