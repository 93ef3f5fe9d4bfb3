import type { Service } from "@/shared/offering-services";
import { serviceDurationMinutes } from "../service-duration";

/** How long a job of a service without a duration is booked for. */
export const DEFAULT_JOB_MINUTES = 60;

/**
 * How long a job holds its crew, in minutes: the service's duration for the selection (its
 * option's or base minutes, plus per add-on unit and per unit of quantity), else an hour.
 */
export function jobMinutes(
  service: Pick<Service, "duration">,
  selection: Parameters<typeof serviceDurationMinutes>[1],
): number {
  return serviceDurationMinutes(service, selection) ?? DEFAULT_JOB_MINUTES;
}
