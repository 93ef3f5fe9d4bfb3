import { FREQUENCIES } from "@/shared/frequency-names";
import { SettingsGroup, TextSetting } from "../form/setting-fields";
import type { ServiceDraft } from "./offering-draft";
import type { ServiceForm } from "./service-form";
import { placeholderHint } from "./service-texts";

type StepKey = "quantitiesStep" | "frequencyStep";
type StepText = keyof ServiceDraft[StepKey];

const FIELDS: readonly { key: StepText; label: string; optional?: boolean }[] = [
  { key: "title", label: "Title" },
  { key: "subtitle", label: "Subtitle (optional)", optional: true },
  { key: "progressLabel", label: "Progress label" },
  { key: "progressShortLabel", label: "Short progress label (phones)" },
];

function StepTexts({
  form,
  step,
  path,
  legend,
}: {
  form: ServiceForm;
  step: StepKey;
  path: string;
  legend: string;
}) {
  const texts = form.service[step];
  return (
    <SettingsGroup legend={legend}>
      {FIELDS.map(({ key, label, optional }) => (
        <TextSetting
          key={key}
          field={form.field(`texts.steps.${path}.${key}`)}
          label={`${label} (${legend.toLowerCase()})`}
          hint={
            key === "title" || key === "subtitle"
              ? placeholderHint(["service", "areas"])
              : undefined
          }
          value={texts[key] ?? ""}
          onChange={(value) =>
            form.update((next) => {
              if (optional && value === "") delete next[step][key];
              else next[step][key] = value;
            })
          }
        />
      ))}
    </SettingsGroup>
  );
}

/**
 * The texts of the steps only some services have: the quantities the customer gives, and how
 * often, when the service offers more than one frequency.
 */
export function ServiceStepTexts({ form }: { form: ServiceForm }) {
  const { service } = form;
  const offered = FREQUENCIES.filter((code) => service.frequencies[code].offered);
  return (
    <>
      {service.pricedByQuantities && (
        <StepTexts
          form={form}
          step="quantitiesStep"
          path="quantities"
          legend="Texts of the quantities step"
        />
      )}
      {service.service.billing === "per_visit" && offered.length > 1 && (
        <StepTexts
          form={form}
          step="frequencyStep"
          path="frequency"
          legend="Texts of the how-often step"
        />
      )}
    </>
  );
}
