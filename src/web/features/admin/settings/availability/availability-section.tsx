import { useId, useState } from "react";
import type { BusinessConfig } from "@/shared/business-config";
import { Button } from "@/web/components/ui/button";
import { FieldError } from "@/web/components/ui/field-error";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { AddButton, RemoveButton } from "../form/list-buttons";
import { SettingsGroup, TextSetting } from "../form/setting-fields";
import { SettingsSectionForm } from "../form/settings-section-form";
import { type SectionForm, useSectionForm } from "../form/use-section-form";
import { useBusinessSettings } from "../use-business-settings";
import { type AvailabilityDraft, toAvailability, toAvailabilityDraft } from "./availability-draft";
import { CrewsFields } from "./crews-fields";
import { SlotsPreview } from "./slots-preview";
import { WeekHoursFields } from "./week-hours-fields";

const rules = {
  toDraft: (config: BusinessConfig) => toAvailabilityDraft(config),
  toConfig: (config: BusinessConfig, draft: AvailabilityDraft) => ({
    config: { ...config, availability: toAvailability(draft) },
    issues: [],
  }),
  // Hours that end before they start, a crew without a name: said as they are typed.
  live: () => true,
};

/** "Exact starts every N minutes" or arrival windows (8:00-10:00, 10:00-12:00). */
function StartTimesFields({ form }: { form: SectionForm<AvailabilityDraft> }) {
  const name = useId();
  const { starts } = form.draft;
  const setType = (type: "every" | "windows") =>
    form.update((next) => {
      next.starts.type = type;
    });
  return (
    <SettingsGroup
      legend="Start times"
      description="When a visit may start: at exact times, or in an arrival window you promise."
    >
      <div className="grid gap-2" role="radiogroup" aria-label="Start times">
        {(
          [
            ["every", "Exact start times, every few minutes from opening"],
            ["windows", "Arrival windows"],
          ] as const
        ).map(([type, label]) => (
          <div key={type} className="flex items-center gap-2">
            <input
              id={`${name}-${type}`}
              type="radio"
              name={name}
              checked={starts.type === type}
              onChange={() => setType(type)}
              className="size-5 accent-primary"
            />
            <label htmlFor={`${name}-${type}`} className="text-sm font-medium">
              {label}
            </label>
          </div>
        ))}
      </div>
      {starts.type === "every" ? (
        <TextSetting
          field={form.field("availability.starts.minutes")}
          label="Minutes between start times"
          hint="60 offers 8:00, 9:00, 10:00..."
          inputMode="numeric"
          value={starts.minutes}
          onChange={(value) =>
            form.update((next) => {
              next.starts.minutes = value;
            })
          }
          className="max-w-56"
        />
      ) : (
        <div className="grid gap-2">
          {starts.windows.map((window, index) => {
            const start = form.field(`availability.starts.windows[${index}].start`);
            const end = form.field(`availability.starts.windows[${index}].end`);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: windows are edited in place, by their place in the list
              <div key={index} className="grid gap-1">
                <div className="flex max-w-72 items-center justify-between gap-2">
                  <span className="text-sm font-medium">{`Window ${index + 1}`}</span>
                  <RemoveButton
                    label={`Remove window ${index + 1}`}
                    disabled={starts.windows.length === 1}
                    onClick={() => form.update((next) => void next.starts.windows.splice(index, 1))}
                  />
                </div>
                <div className="flex items-center gap-2">
                  <label
                    htmlFor={start.id}
                    className="sr-only"
                  >{`Window ${index + 1} starts`}</label>
                  <div className="w-32 shrink-0 [&_input]:px-2">
                    <Input
                      id={start.id}
                      type="time"
                      invalid={Boolean(start.error)}
                      value={window.start}
                      onChange={(event) =>
                        form.update((next) => {
                          next.starts.windows[index]!.start = event.target.value;
                        })
                      }
                    />
                  </div>
                  <span aria-hidden>to</span>
                  <label htmlFor={end.id} className="sr-only">{`Window ${index + 1} ends`}</label>
                  <div className="w-32 shrink-0 [&_input]:px-2">
                    <Input
                      id={end.id}
                      type="time"
                      invalid={Boolean(end.error)}
                      value={window.end}
                      onChange={(event) =>
                        form.update((next) => {
                          next.starts.windows[index]!.end = event.target.value;
                        })
                      }
                    />
                  </div>
                </div>
                <FieldError fieldId={start.id} message={start.error} />
                <FieldError fieldId={end.id} message={end.error} />
              </div>
            );
          })}
          <AddButton
            label="Add a window"
            onClick={() =>
              form.update((next) => {
                const last = next.starts.windows.at(-1);
                next.starts.windows.push(
                  last ? { start: last.end, end: last.end } : { start: "08:00", end: "10:00" },
                );
              })
            }
          />
          <FieldError
            fieldId={form.field("availability.starts.windows").id}
            message={form.field("availability.starts.windows").error}
          />
        </div>
      )}
    </SettingsGroup>
  );
}

/** Holidays and other days nobody works. */
function BlackoutDatesFields({ form }: { form: SectionForm<AvailabilityDraft> }) {
  const inputId = useId();
  const [date, setDate] = useState("");
  const dates = form.draft.blackoutDates;
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || dates.includes(date)) return;
    form.update((next) => {
      next.blackoutDates = [...next.blackoutDates, date].sort();
    });
    setDate("");
  };
  const listField = form.field("availability.blackoutDates");
  return (
    <SettingsGroup
      legend="Days off"
      description="Holidays and other days nobody works: no visit is booked on them."
    >
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <Label htmlFor={inputId}>Date</Label>
          <Input
            id={inputId}
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
            className="w-44"
          />
        </div>
        <Button variant="secondary" onClick={add} disabled={!date}>
          Add day off
        </Button>
      </div>
      {dates.length > 0 ? (
        <ul aria-label="Days off" className="grid gap-1">
          {dates.map((each, index) => {
            const field = form.field(`availability.blackoutDates[${index}]`);
            return (
              <li key={each} className="flex items-center gap-2 text-sm">
                <span id={field.id} tabIndex={-1}>
                  {new Intl.DateTimeFormat("en-US", {
                    weekday: "short",
                    month: "short",
                    day: "numeric",
                    year: "numeric",
                    timeZone: "UTC",
                  }).format(new Date(`${each}T12:00:00Z`))}
                </span>
                <RemoveButton
                  label={`Remove ${each}`}
                  onClick={() => form.update((next) => void next.blackoutDates.splice(index, 1))}
                />
                <FieldError fieldId={field.id} message={field.error} />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No days off listed.</p>
      )}
      <FieldError fieldId={listField.id} message={listField.error} />
    </SettingsGroup>
  );
}

/** A whole number typed in a box (blank: the default, named in the hint). */
function NumberSetting({
  form,
  setting,
  label,
  hint,
}: {
  form: SectionForm<AvailabilityDraft>;
  setting:
    | "bufferMinutes"
    | "minimumNoticeHours"
    | "horizonDays"
    | "maxExtraKm"
    | "changeNoticeHours"
    | "cancelRefundPercent";
  label: string;
  hint: string;
}) {
  return (
    <TextSetting
      field={form.field(`availability.${setting}`)}
      label={label}
      hint={hint}
      inputMode={setting === "maxExtraKm" ? "decimal" : "numeric"}
      value={form.draft[setting]}
      onChange={(value) =>
        form.update((next) => {
          next[setting] = value;
        })
      }
    />
  );
}

/**
 * When crews work and how customers book them (docs/product/settings.md#availability), with the
 * next two weeks' times beside the form, as the draft would offer them.
 */
export function AvailabilitySection() {
  const form = useSectionForm(rules);
  const settings = useBusinessSettings();
  const areaNames = settings.config.offering.areas.map((area) => area.name);
  const availability = form.previewConfig.availability ?? {};

  return (
    <SettingsSectionForm
      form={form}
      saveLabel="Save availability"
      preview={
        <SlotsPreview
          availability={availability}
          services={settings.services.services}
          areaNames={areaNames}
        />
      }
    >
      <p className="text-sm text-muted-foreground">
        When your crews work and how customers book a time. Times are in your business's time zone (
        {settings.config.timezone.replace(/_/g, " ")}).
      </p>
      <SettingsGroup
        legend="Working hours"
        description="Untick a day to make it a day off. A crew may have its own hours below."
      >
        <WeekHoursFields
          week={form.draft.hours}
          path="availability.hours"
          field={form.field}
          onChange={(day, hours) =>
            form.update((next) => void Object.assign(next.hours[day], hours))
          }
        />
      </SettingsGroup>
      <SettingsGroup
        legend="Crews"
        description="Each crew does one job at a time. A crew covers every area unless you choose its areas."
      >
        <CrewsFields form={form} areaNames={areaNames} />
      </SettingsGroup>
      <StartTimesFields form={form} />
      <SettingsGroup legend="Booking rules">
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberSetting
            form={form}
            setting="bufferMinutes"
            label="Time between jobs (minutes)"
            hint="Kept free for the drive. Blank: 30."
          />
          <NumberSetting
            form={form}
            setting="minimumNoticeHours"
            label="Minimum notice (hours)"
            hint="The least time between booking and the visit. Blank: 24."
          />
          <NumberSetting
            form={form}
            setting="horizonDays"
            label="Book how far ahead (days)"
            hint="Blank: 60."
          />
          <NumberSetting
            form={form}
            setting="maxExtraKm"
            label="Most extra driving a job may add (km)"
            hint="Optional: only offer times that add at most this much to a crew's day."
          />
        </div>
      </SettingsGroup>
      <BlackoutDatesFields form={form} />
      <SettingsGroup
        legend="Changes by the customer"
        description="Customers move or cancel their visit from their receipt's link."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberSetting
            form={form}
            setting="changeNoticeHours"
            label="Until how many hours before the visit"
            hint="Blank: the minimum notice."
          />
          <NumberSetting
            form={form}
            setting="cancelRefundPercent"
            label="Refund on a cancellation in time (%)"
            hint="Blank: all of it."
          />
        </div>
      </SettingsGroup>
    </SettingsSectionForm>
  );
}
