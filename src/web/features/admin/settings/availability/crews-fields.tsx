import { useId } from "react";
import { WEEKDAYS, type Weekday } from "@/shared/availability";
import { FieldError, fieldErrorId } from "@/web/components/ui/field-error";
import { AddButton, RemoveButton } from "../form/list-buttons";
import { TextSetting } from "../form/setting-fields";
import type { SectionForm } from "../form/use-section-form";
import {
  type AvailabilityDraft,
  type CrewDraft,
  coveredIndex,
  crewDraft,
  newCrewCode,
  WEEKDAY_NAMES,
} from "./availability-draft";
import { WeekHoursFields } from "./week-hours-fields";

const SHORT_DAY: Record<Weekday, string> = {
  mon: "Mon",
  tue: "Tue",
  wed: "Wed",
  thu: "Thu",
  fri: "Fri",
  sat: "Sat",
  sun: "Sun",
};

function Checkbox({
  id,
  label,
  checked,
  onChange,
  error,
  visibleLabel = true,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  visibleLabel?: boolean;
}) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
        className="size-5 accent-primary"
      />
      <label htmlFor={id} className={visibleLabel ? "text-sm font-medium" : "sr-only"}>
        {label}
      </label>
    </div>
  );
}

/** One crew: its name, its own hours if it has them, and the areas (and weekdays) it covers. */
function CrewFields({
  form,
  crew,
  index,
  count,
}: {
  form: SectionForm<AvailabilityDraft>;
  crew: CrewDraft;
  index: number;
  count: number;
}) {
  const baseId = useId();
  const path = `availability.crews[${index}]`;
  const name = crew.name.trim() || `Crew ${index + 1}`;
  const change = (edit: (next: CrewDraft) => void) =>
    form.update((next) => {
      edit(next.crews[index]!);
    });
  const areasField = form.field(`${path}.areas`);
  return (
    <div className="grid gap-3 rounded-md border border-border p-2 sm:p-4">
      <div className="flex items-end gap-2">
        <TextSetting
          field={form.field(`${path}.name`)}
          label={`Crew ${index + 1} name`}
          value={crew.name}
          onChange={(value) =>
            change((next) => {
              next.name = value;
            })
          }
          className="flex-1"
        />
        <RemoveButton
          label={`Remove ${name}`}
          disabled={count === 1}
          onClick={() => form.update((next) => void next.crews.splice(index, 1))}
        />
      </div>
      <FieldError
        fieldId={form.field(`${path}.code`).id}
        message={form.field(`${path}.code`).error}
      />
      <Checkbox
        id={`${baseId}-own-hours`}
        label="Works its own hours"
        checked={crew.ownHours}
        onChange={(checked) =>
          change((next) => {
            next.ownHours = checked;
          })
        }
      />
      {crew.ownHours && (
        <WeekHoursFields
          week={crew.hours}
          path={`${path}.hours`}
          field={form.field}
          name={name}
          onChange={(day, hours) => change((next) => void Object.assign(next.hours[day], hours))}
        />
      )}
      <Checkbox
        id={`${baseId}-every-area`}
        label="Covers every service area on every working day"
        checked={crew.everyArea}
        onChange={(checked) =>
          change((next) => {
            next.everyArea = checked;
          })
        }
      />
      {!crew.everyArea && (
        <fieldset className="grid min-w-0 gap-2">
          <legend className="mb-1 text-sm font-medium">{`Areas ${name} covers, and on which days`}</legend>
          {crew.areas.map((row, rowIndex) => {
            const areaPath = `${path}.areas[${coveredIndex(crew, rowIndex)}]`;
            const areaField = row.covered ? form.field(`${areaPath}.area`) : null;
            const daysField = row.covered ? form.field(`${areaPath}.days`) : null;
            const coverId = areaField?.id ?? `${baseId}-area-${rowIndex}`;
            return (
              <div key={row.area} className="grid gap-1 rounded-md bg-muted/40 p-2">
                <Checkbox
                  id={coverId}
                  label={row.area}
                  checked={row.covered}
                  error={areaField?.error}
                  onChange={(checked) =>
                    change((next) => {
                      next.areas[rowIndex]!.covered = checked;
                    })
                  }
                />
                {row.covered && (
                  <div className="flex flex-wrap gap-x-3 gap-y-1 pl-7">
                    {WEEKDAYS.map((day, dayIndex) => (
                      <div key={day} className="flex items-center gap-1">
                        <input
                          id={dayIndex === 0 ? daysField!.id : `${coverId}-${day}`}
                          type="checkbox"
                          checked={row.days.includes(day)}
                          aria-label={`${row.area} on ${WEEKDAY_NAMES[day]}`}
                          aria-invalid={(dayIndex === 0 && Boolean(daysField?.error)) || undefined}
                          onChange={(event) =>
                            change((next) => {
                              const days = next.areas[rowIndex]!.days;
                              next.areas[rowIndex]!.days = event.target.checked
                                ? WEEKDAYS.filter((each) => each === day || days.includes(each))
                                : days.filter((each) => each !== day);
                            })
                          }
                          className="size-4 accent-primary"
                        />
                        <span aria-hidden className="text-sm">
                          {SHORT_DAY[day]}
                        </span>
                      </div>
                    ))}
                  </div>
                )}
                {areaField && <FieldError fieldId={areaField.id} message={areaField.error} />}
                {daysField && <FieldError fieldId={daysField.id} message={daysField.error} />}
              </div>
            );
          })}
          <FieldError fieldId={areasField.id} message={areasField.error} />
        </fieldset>
      )}
    </div>
  );
}

/** The crews: at least one; a new one works the business's hours in every area. */
export function CrewsFields({
  form,
  areaNames,
}: {
  form: SectionForm<AvailabilityDraft>;
  areaNames: readonly string[];
}) {
  const { crews } = form.draft;
  const crewsField = form.field("availability.crews");
  return (
    <div className="grid gap-3">
      {crews.map((crew, index) => (
        <CrewFields key={crew.code} form={form} crew={crew} index={index} count={crews.length} />
      ))}
      <FieldError fieldId={crewsField.id} message={crewsField.error} />
      <AddButton
        label="Add a crew"
        onClick={() =>
          form.update((next) => {
            const code = newCrewCode(next.crews);
            next.crews.push(crewDraft({ code, name: `Crew ${next.crews.length + 1}` }, areaNames));
          })
        }
      />
    </div>
  );
}
