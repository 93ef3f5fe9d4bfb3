import { FieldError, fieldErrorId } from "@/web/components/ui/field-error";
import { AddButton, MoveButtons, moveItem, RemoveButton } from "../form/list-buttons";
import { SettingsGroup, TextSetting } from "../form/setting-fields";
import { newKey, type OptionDraft, unusedCode } from "./offering-draft";
import type { ServiceForm } from "./service-form";

type Form = ServiceForm;

function OptionRow({ form, option, index }: { form: Form; option: OptionDraft; index: number }) {
  const { service: draft, update } = form;
  const path = `pricing.options[${index}]`;
  const name = option.label || `option ${index + 1}`;
  const edit = (change: (target: OptionDraft) => void) =>
    update((next) => {
      change(next.options[index]!);
    });
  const customQuote = form.field(`${path}.customQuote`);
  return (
    <SettingsGroup legend={`Option ${index + 1}: ${option.label || "new"}`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextSetting
          field={form.field(`${path}.label`)}
          label="Name"
          value={option.label}
          onChange={(value) =>
            edit((target) => {
              target.label = value;
            })
          }
        />
        <TextSetting
          field={form.field(`${path}.code`)}
          label="Code"
          hint="Starts with a letter; only letters, digits and _. Kept on orders."
          value={option.code}
          onChange={(value) =>
            edit((target) => {
              target.code = value;
            })
          }
          spellCheck={false}
        />
      </div>
      <TextSetting
        field={form.field(`${path}.description`)}
        label="Description"
        value={option.description}
        onChange={(value) =>
          edit((target) => {
            target.description = value;
          })
        }
      />
      <TextSetting
        field={form.field(`${path}.badge`)}
        label="Badge (optional)"
        hint="A short highlight such as Most popular."
        value={option.badge ?? ""}
        onChange={(value) =>
          edit((target) => {
            target.badge = value;
          })
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <input
            id={customQuote.id}
            type="checkbox"
            checked={Boolean(option.customQuote)}
            onChange={(event) =>
              edit((target) => {
                target.customQuote = event.target.checked || undefined;
              })
            }
            aria-describedby={customQuote.error ? fieldErrorId(customQuote.id) : undefined}
            aria-invalid={Boolean(customQuote.error) || undefined}
            className="size-5 accent-primary"
          />
          <label htmlFor={customQuote.id} className="text-sm font-medium">
            No instant price: customers ask for a custom quote
          </label>
        </div>
        <div className="flex gap-1">
          <MoveButtons
            name={name}
            index={index}
            count={draft.options.length}
            onMove={(from, to) => update((next) => moveItem(next.options, from, to))}
          />
          <RemoveButton
            label={`Remove ${name}`}
            disabled={draft.options.length === 1}
            onClick={() => update((next) => void next.options.splice(index, 1))}
          />
        </div>
      </div>
      <FieldError fieldId={customQuote.id} message={customQuote.error} />
    </SettingsGroup>
  );
}

/** The options customers choose from, in the order they see them. */
export function OptionsEditor({ form }: { form: Form }) {
  const { service: draft, update } = form;
  return (
    <div className="grid gap-4">
      <h3 className="text-lg font-semibold">Options</h3>
      <p className="-mt-3 text-sm text-muted-foreground">
        What customers choose between (sizes, packages). Price each one per area in the table below.
      </p>
      {draft.options.map((option, index) => (
        <OptionRow key={option.key} form={form} option={option} index={index} />
      ))}
      <AddButton
        label="Add an option"
        onClick={() =>
          update((next) => {
            next.options.push({
              key: newKey("option"),
              code: unusedCode(
                next.options.map((option) => option.code),
                "OPTION",
              ),
              label: "",
              description: "",
            });
          })
        }
      />
    </div>
  );
}
