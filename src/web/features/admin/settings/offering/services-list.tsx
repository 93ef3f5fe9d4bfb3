import { useState } from "react";
import { MAX_SERVICES } from "@/shared/offering-services";
import { Button } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/dialog";
import { AddButton, MoveButtons, moveItem, RemoveButton } from "../form/list-buttons";
import { SettingsGroup, TextSetting } from "../form/setting-fields";
import { newServiceDraft, type ServiceDraft } from "./offering-draft";
import type { OfferingForm } from "./service-form";

export const serviceName = (service: ServiceDraft, index: number) =>
  service.service.name.trim() || `Service ${index + 1}`;

/** Asks before a service goes: its prices and texts go with it once saved. */
function RemoveService({ name, onRemove }: { name: string; onRemove: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RemoveButton label={`Remove ${name}`} onClick={() => setOpen(true)} />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Remove ${name}?`}
        description={
          <p>
            {name}, its prices, add-ons and texts leave this form. Customers can still buy it until
            you save; orders already taken keep it.
          </p>
        }
        confirmLabel="Remove service"
        pending={false}
        onConfirm={() => {
          setOpen(false);
          onRemove();
        }}
      />
    </>
  );
}

const STEP_FIELDS = [
  { key: "title", label: "Title of the service choice" },
  { key: "progressLabel", label: "Its progress label" },
  { key: "progressShortLabel", label: "Its short progress label (phones)" },
] as const;

/**
 * The services the business sells, in the order customers see them (docs/product/settings.md#what-you-sell):
 * one is edited at a time; add, move and remove (after asking). With more than one, the wizard
 * opens with a choice of service, worded here.
 */
export function ServicesList({
  form,
  selected,
  onSelect,
}: {
  form: OfferingForm;
  selected: number;
  onSelect: (index: number) => void;
}) {
  const { services } = form.draft;
  const errorsOf = (index: number) =>
    form.issues.some((issue) => issue.path.startsWith(`offering.services[${index}]`));
  return (
    <SettingsGroup
      legend="Your services"
      description="What customers can buy. Select a service to edit its prices, add-ons and texts below."
    >
      <ul className="grid gap-2">
        {services.map((service, index) => {
          const name = serviceName(service, index);
          return (
            <li
              key={service.key}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2"
            >
              <Button
                variant={index === selected ? "primary" : "secondary"}
                size="sm"
                aria-pressed={index === selected}
                onClick={() => onSelect(index)}
              >
                {name}
                {errorsOf(index) && <span className="ml-1">(needs a fix)</span>}
              </Button>
              <div className="flex gap-1">
                <MoveButtons
                  name={name}
                  index={index}
                  count={services.length}
                  onMove={(from, to) => {
                    form.update((next) => moveItem(next.services, from, to));
                    if (selected === from) onSelect(to);
                    else if (selected === to) onSelect(from);
                  }}
                />
                {services.length > 1 && (
                  <RemoveService
                    name={name}
                    onRemove={() => {
                      form.update((next) => void next.services.splice(index, 1));
                      onSelect(
                        Math.max(
                          0,
                          selected > index ? selected - 1 : Math.min(selected, services.length - 2),
                        ),
                      );
                    }}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {services.length < MAX_SERVICES && (
        <AddButton
          label="Add a service"
          onClick={() => {
            form.update((next) => void next.services.push(newServiceDraft(next)));
            onSelect(services.length);
          }}
        />
      )}
      {services.length > 1 && (
        <div className="grid gap-4 sm:grid-cols-3">
          {STEP_FIELDS.map(({ key, label }) => (
            <TextSetting
              key={key}
              field={form.field(`offering.serviceStep.${key}`)}
              label={label}
              value={form.draft.serviceStep[key]}
              onChange={(value) =>
                form.update((next) => {
                  next.serviceStep[key] = value;
                })
              }
            />
          ))}
        </div>
      )}
    </SettingsGroup>
  );
}
