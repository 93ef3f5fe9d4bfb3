import { useId } from "react";
import { WEEKDAYS, type Weekday } from "@/shared/availability";
import { FieldError, fieldErrorId } from "@/web/components/ui/field-error";
import { Input } from "@/web/components/ui/input";
import type { SettingField } from "../form/use-section-form";
import { type DayHours, WEEKDAY_NAMES, type WeekDraft, weekHours } from "./availability-draft";

/**
 * A week of working hours, a row per weekday: works or not, from and to. `path` is where the hours
 * live in the configuration (`availability.hours`): a problem the schema names at a range
 * (`availability.hours[1].end`) shows at the first day of that range.
 */
export function WeekHoursFields({
  week,
  path,
  field,
  onChange,
  name,
}: {
  week: WeekDraft;
  path: string;
  field: (path: string) => SettingField;
  onChange: (day: Weekday, change: Partial<DayHours>) => void;
  /** Whose hours, in the inputs' labels: "Crew 2: Monday starts". */
  name?: string;
}) {
  const baseId = useId();
  const { rangeOf } = weekHours(week);
  const firstOfRange = new Set(
    [...new Set(rangeOf.values())].map((range) =>
      WEEKDAYS.find((day) => rangeOf.get(day) === range),
    ),
  );
  const whole = field(path);
  const prefix = name ? `${name}: ` : "";
  return (
    <div className="grid gap-2">
      {WEEKDAYS.map((day, dayIndex) => {
        const hours = week[day];
        const range = rangeOf.get(day);
        const own = range !== undefined && firstOfRange.has(day);
        const start = own ? field(`${path}[${range}].start`) : null;
        const end = own ? field(`${path}[${range}].end`) : null;
        const startId = start?.id ?? `${baseId}-${day}-start`;
        const endId = end?.id ?? `${baseId}-${day}-end`;
        const worksId = dayIndex === 0 ? whole.id : `${baseId}-${day}-works`;
        return (
          <div key={day} className="grid gap-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <div className="flex w-32 items-center gap-2">
                <input
                  id={worksId}
                  type="checkbox"
                  checked={hours.works}
                  onChange={(event) => onChange(day, { works: event.target.checked })}
                  aria-invalid={(dayIndex === 0 && Boolean(whole.error)) || undefined}
                  aria-describedby={
                    dayIndex === 0 && whole.error ? fieldErrorId(whole.id) : undefined
                  }
                  className="size-5 accent-primary"
                />
                <label htmlFor={worksId} className="text-sm font-medium">
                  {prefix && <span className="sr-only">{prefix}</span>}
                  {WEEKDAY_NAMES[day]}
                </label>
              </div>
              {hours.works ? (
                <div className="flex items-center gap-2">
                  <label htmlFor={startId} className="sr-only">
                    {`${prefix}${WEEKDAY_NAMES[day]} starts`}
                  </label>
                  <div className="w-32 shrink-0 [&_input]:px-2">
                    <Input
                      id={startId}
                      type="time"
                      invalid={Boolean(start?.error)}
                      value={hours.start}
                      onChange={(event) => onChange(day, { start: event.target.value })}
                    />
                  </div>
                  <span aria-hidden>to</span>
                  <label htmlFor={endId} className="sr-only">
                    {`${prefix}${WEEKDAY_NAMES[day]} ends`}
                  </label>
                  <div className="w-32 shrink-0 [&_input]:px-2">
                    <Input
                      id={endId}
                      type="time"
                      invalid={Boolean(end?.error)}
                      value={hours.end}
                      onChange={(event) => onChange(day, { end: event.target.value })}
                    />
                  </div>
                </div>
              ) : (
                <span className="text-sm text-muted-foreground">Day off</span>
              )}
            </div>
            {start && <FieldError fieldId={start.id} message={start.error} />}
            {end && !start?.error && <FieldError fieldId={end.id} message={end.error} />}
          </div>
        );
      })}
      <FieldError fieldId={whole.id} message={whole.error} />
    </div>
  );
}
