import { useId, useMemo, useState } from "react";
import { SLOTS_PREVIEW_DAYS } from "@/shared/api/admin-contract";
import {
  type Availability,
  availabilitySchema,
  checkAvailabilityAreas,
} from "@/shared/availability";
import { describeConfigIssue } from "@/shared/config-issues";
import type { Service } from "@/shared/offering-services";
import { formatVisitTime, localDateOf } from "@/shared/slot-times";
import { addDaysToIsoDate } from "@/shared/zoned-date";
import { fieldClasses } from "@/web/components/ui/input";
import { useDebouncedValue } from "../../use-debounced-value";
import { useSlotsPreview } from "./api/preview-slots";

const DEBOUNCE_MS = 400;

/** "Mon, Mar 9": a calendar date "YYYY-MM-DD". */
const shortDay = (date: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));

/**
 * The next two weeks' times as customers would be offered them with the availability being
 * edited (docs/product/settings.md#availability), for the service (and area) the owner picks:
 * asked of the server once the draft has stopped changing and its own schema accepts it.
 */
export function SlotsPreview({
  availability,
  services,
  areaNames,
}: {
  availability: Availability;
  services: readonly Service[];
  areaNames: readonly string[];
}) {
  const serviceId = useId();
  const areaId = useId();
  const [service, setService] = useState(services[0]?.code ?? "");
  const [area, setArea] = useState(areaNames[0] ?? "");
  const ready = useMemo(() => {
    const parsed = availabilitySchema.safeParse(availability, { error: describeConfigIssue });
    return parsed.success && checkAvailabilityAreas(parsed.data, areaNames).length === 0;
  }, [availability, areaNames]);
  const request = useDebouncedValue(
    ready && service && area ? { availability, service, area } : null,
    DEBOUNCE_MS,
  );
  const preview = useSlotsPreview(request);
  const picked = services.find((each) => each.code === service);
  const data = preview.data;

  const days = useMemo(() => {
    if (!data) return [];
    const byDay = new Map<string, string[]>();
    for (const slot of data.slots) {
      const date = localDateOf(slot.start);
      const time = formatVisitTime(slot, data.timezone);
      const list = byDay.get(date) ?? [];
      if (!list.includes(time)) list.push(time);
      byDay.set(date, list);
    }
    return Array.from({ length: SLOTS_PREVIEW_DAYS }, (_, index) => {
      const date = addDaysToIsoDate(data.from, index);
      return { date, times: byDay.get(date) ?? [] };
    });
  }, [data]);
  const count = data?.slots.length ?? 0;

  return (
    <aside
      aria-labelledby={`${serviceId}-heading`}
      className="grid min-w-0 gap-3 rounded-lg border border-border bg-card p-4 lg:sticky lg:top-4"
    >
      <h3 id={`${serviceId}-heading`} className="text-base font-semibold">
        Times customers can book
      </h3>
      <p className="text-sm text-muted-foreground">
        The next two weeks with the settings as they are in the form, saved or not, around the jobs
        already booked.
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <div>
          <label htmlFor={serviceId} className="mb-1 block text-sm font-medium">
            Service
          </label>
          <select
            id={serviceId}
            value={service}
            onChange={(event) => setService(event.target.value)}
            className={fieldClasses}
          >
            {services.map((each) => (
              <option key={each.code} value={each.code}>
                {each.texts.name}
              </option>
            ))}
          </select>
        </div>
        {areaNames.length > 1 && (
          <div>
            <label htmlFor={areaId} className="mb-1 block text-sm font-medium">
              Service area
            </label>
            <select
              id={areaId}
              value={area}
              onChange={(event) => setArea(event.target.value)}
              className={fieldClasses}
            >
              {areaNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <div role="status" className="text-sm">
        {!ready ? (
          <p className="text-danger">Fix the settings marked in the form to see the times.</p>
        ) : preview.isError ? (
          <p className="text-danger">{preview.error.message}</p>
        ) : !data ? (
          <p className="text-muted-foreground">Finding the times...</p>
        ) : data.minutes === null ? (
          <p>
            {`${picked?.texts.name ?? "This service"} is billed by the season: customers are not asked for a time, so it has no slots.`}
          </p>
        ) : (
          <p>
            {`${count === 1 ? "1 time" : `${count} times`} for a ${data.minutes}-minute visit (the service's shortest), in ${data.timezone.replace(/_/g, " ")} time.`}
          </p>
        )}
      </div>
      {ready && data && data.minutes !== null && (
        <dl
          aria-label="Times by day"
          aria-busy={preview.isFetching || undefined}
          className="grid gap-1.5 text-sm"
        >
          {days.map(({ date, times }) => (
            <div
              key={date}
              data-date={date}
              className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2 border-b border-border pb-1.5 last:border-b-0"
            >
              <dt className="font-medium">{shortDay(date)}</dt>
              <dd className={times.length ? "" : "text-muted-foreground"}>
                {times.length ? times.join(", ") : "No times"}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </aside>
  );
}
