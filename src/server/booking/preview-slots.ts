import { jobMinutes } from "@/domain/booking/job-minutes";
import { servicesOf } from "@/domain/stored-offering";
import {
  type AdminSlotsPreviewRequest,
  type AdminSlotsPreviewResponse,
  SLOTS_PREVIEW_DAYS,
} from "@/shared/api/admin-contract";
import { availabilitySchema, checkAvailabilityAreas } from "@/shared/availability";
import { type ConfigIssue, describeConfigIssue, toConfigIssues } from "@/shared/config-issues";
import type { Service } from "@/shared/offering-services";
import { getZonedIsoDate } from "@/shared/zoned-date";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { AppError } from "../http/app-error";
import { slotsForJob } from "./find-slots";

/**
 * The shortest visit of a service, as the preview books it: its quickest option sold at an instant
 * price (or its base), each quantity at its least, no add-ons.
 */
function shortestVisitMinutes(service: Service): number {
  const options = service.pricing.options?.filter((each) => !each.customQuote) ?? [];
  const quantities = (service.pricing.quantities ?? []).map(({ code, min }) => ({
    code,
    quantity: min,
  }));
  const codes = options.length ? options.map((each) => each.code) : [null];
  return Math.min(
    ...codes.map((option) => jobMinutes(service, { option, quantities, addons: [] })),
  );
}

/** The draft's problems, each at its path in the configuration (`availability.hours[0].end`). */
function invalidDraft(issues: readonly ConfigIssue[]): AppError {
  const [first] = issues;
  return new AppError("invalid_input", `${first?.path}: ${first?.message}`, {
    issues: [...issues],
  });
}

/**
 * The next two weeks' slots as the business would offer them with an availability not saved yet
 * (docs/product/settings.md#availability): the saved services, areas and crews' jobs, the draft's
 * working hours, crews and rules, through the one slot computation. A service billed by the
 * season books no time: it answers `minutes: null` and no slots.
 */
export async function previewSlots(
  db: Db,
  options: {
    business: Pick<Business, "id" | "config">;
    request: AdminSlotsPreviewRequest;
    now: Date;
  },
): Promise<AdminSlotsPreviewResponse> {
  const { business, request, now } = options;
  const { config } = business;
  const { services } = servicesOf(config.offering);
  const areaNames = config.offering.areas.map((area) => area.name);
  const parsed = availabilitySchema.safeParse(request.availability, { error: describeConfigIssue });
  if (!parsed.success) {
    throw invalidDraft(
      toConfigIssues(parsed.error).map(({ path, message }) => ({
        path: path ? `availability.${path}` : "availability",
        message,
      })),
    );
  }
  const availability = parsed.data;
  const areaIssues = checkAvailabilityAreas(availability, areaNames);
  if (areaIssues.length) throw invalidDraft(areaIssues);

  const service = request.service
    ? services.find((each) => each.code === request.service)
    : services[0];
  if (!service) throw AppError.invalidField("service", "is not one of your services");
  const area = request.area ?? areaNames[0];
  if (area === undefined || !areaNames.includes(area)) {
    throw AppError.invalidField("area", "is not one of your service areas");
  }
  const from = getZonedIsoDate(now, config.timezone);
  const answer = { timezone: config.timezone, from, service: service.code, area };
  if (service.billing.type === "season") return { ...answer, minutes: null, slots: [] };

  const minutes = shortestVisitMinutes(service);
  const slots = await slotsForJob(db, {
    business: { id: business.id, config: { ...config, availability } },
    job: { area, minutes },
    point: null,
    from,
    days: SLOTS_PREVIEW_DAYS,
    now,
  });
  return {
    ...answer,
    minutes,
    slots: slots.map(({ start, end, window }) => ({ start, end, ...(window && { window }) })),
  };
}
