import { resolve } from "node:path";
import { booleanPointInPolygon } from "@turf/boolean-point-in-polygon";
import { resolveAvailability } from "@/domain/booking/business-availability";
import { type CrewJob, computeSlots, type Slot } from "@/domain/booking/compute-slots";
import { type LatLng, routeKm } from "@/domain/booking/travel";
import { loadBusinessFile } from "@/server/config/business-config";
import { projectRoot } from "@/server/paths";
import { addDaysToIsoDate, getZonedIsoDate } from "@/shared/zoned-date";
import { groupSlotsByDay } from "@/web/features/quote/slot-days";
import type { BenchRow, Scenario } from "../lib";

const demo = loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config;
const TIME_ZONE = demo.timezone;
const BOOKINGS = 300;
const MONTH_DAYS = 30;
const START = Date.parse("2026-04-01T12:00:00Z");
/** The crews' yard: where each day starts and ends. */
const YARD: LatLng = { lat: 41.03, lng: -73.76 };
const GOAL_PERCENT = 25;

const availability = resolveAvailability({
  crews: ["a", "b", "c"].map((code) => ({ code, name: `Crew ${code}`, base: YARD })),
  bufferMinutes: 30,
  minimumNoticeHours: 24,
  horizonDays: 30,
  starts: { type: "every", minutes: 60 },
});

/** A seeded generator (mulberry32), so both runs meet the same customers. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Customer = {
  arrives: number;
  area: string;
  point: LatLng;
  minutes: number;
  /** Weekdays (0 = Sunday) that suit them. */
  days: Set<number>;
  /** Hours of the day that suit them, local. */
  from: number;
  to: number;
};

/** A random point in an area's polygon, by rejection from its bounding box. */
function pointIn(area: (typeof demo.offering.areas)[number], next: () => number): LatLng {
  if (area.shape.type !== "geojson") throw new Error("the bench's areas are polygons");
  const { geometry } = area.shape;
  const corners = (
    geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates
  ).flat(2);
  const lngs = corners.map(([lng]) => lng!);
  const lats = corners.map(([, lat]) => lat!);
  for (;;) {
    const lng = Math.min(...lngs) + next() * (Math.max(...lngs) - Math.min(...lngs));
    const lat = Math.min(...lats) + next() * (Math.max(...lats) - Math.min(...lats));
    if (booleanPointInPolygon([lng, lat], geometry)) return { lat, lng };
  }
}

/**
 * The preference model: a customer arrives at a random moment of the month, at a random address
 * in a random area; about half the weekdays suit them, and a morning (8-12), an afternoon (12-17)
 * or any time; a job takes 45 to 90 minutes.
 */
function customers(): Customer[] {
  const next = random(32);
  const list = Array.from({ length: BOOKINGS }, (): Customer => {
    const area = demo.offering.areas[Math.floor(next() * demo.offering.areas.length)]!;
    const days = new Set([1, 2, 3, 4, 5].filter(() => next() < 0.5));
    if (days.size === 0) days.add(1 + Math.floor(next() * 5));
    const part = next();
    return {
      arrives: START + next() * MONTH_DAYS * 86_400_000,
      area: area.name,
      point: pointIn(area, next),
      minutes: 45 + 15 * Math.floor(next() * 4),
      days,
      from: part < 0.3 ? 8 : part < 0.6 ? 12 : 8,
      to: part < 0.3 ? 12 : 17,
    };
  });
  return list.sort((a, b) => a.arrives - b.arrives);
}

function suits(customer: Customer, slot: Slot): boolean {
  const date = new Date(slot.start.slice(0, 10));
  const hour = Number(slot.start.slice(11, 13));
  return customer.days.has(date.getUTCDay()) && hour >= customer.from && hour < customer.to;
}

/** Each crew's day as a round from the yard through its jobs in time order and back. */
function totalKm(jobs: readonly CrewJob[]): number {
  const days = new Map<string, CrewJob[]>();
  for (const job of jobs) {
    const key = `${job.crew} ${getZonedIsoDate(new Date(job.start), TIME_ZONE)}`;
    days.set(key, [...(days.get(key) ?? []), job]);
  }
  let km = 0;
  for (const day of days.values()) {
    const stops = day.sort((a, b) => a.start - b.start).map((job) => job.point!);
    km += routeKm([YARD, ...stops, YARD]);
  }
  return km;
}

type Outcome = { km: number; booked: number; durations: number[] };

/**
 * Books the month: each customer takes the first slot that suits them, reading the days in the
 * wizard's order (the recommended days first) and each day's times in the server's.
 */
function simulate(ranked: boolean): Outcome {
  const jobs: CrewJob[] = [];
  const durations: number[] = [];
  for (const customer of customers()) {
    const now = new Date(customer.arrives);
    const start = performance.now();
    const slots = computeSlots({
      rules: availability,
      timeZone: TIME_ZONE,
      area: customer.area,
      durationMinutes: customer.minutes,
      // Plain slots know nothing of the address: time order, the first free crew.
      point: ranked ? customer.point : null,
      from: addDaysToIsoDate(getZonedIsoDate(now, TIME_ZONE), 1),
      days: 14,
      now,
      jobs,
    });
    durations.push(performance.now() - start);
    // They read the times as the wizard shows them; nothing suits them: the first one shown.
    const shown = groupSlotsByDay(slots).flatMap((day) => day.slots);
    const chosen = shown.find((slot) => suits(customer, slot)) ?? shown[0];
    if (chosen) {
      jobs.push({
        crew: chosen.crew,
        start: chosen.startsAt,
        end: chosen.endsAt,
        point: customer.point,
      });
    }
  }
  return { km: totalKm(jobs), booked: jobs.length, durations };
}

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 10) / 10;

function toRow(name: string, outcome: Outcome): BenchRow {
  const sorted = [...outcome.durations].sort((a, b) => a - b);
  const total = sorted.reduce((sum, each) => sum + each, 0);
  return {
    name,
    connections: 1,
    requestsPerSecond: Math.round(sorted.length / (total / 1000)),
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    requests: sorted.length,
    errors: 0,
    non2xx: 0,
  };
}

let notes: string[] = [];

/**
 * `npm run bench -- routing`: a month of one business (the demo's three areas, 3 crews from one
 * yard, weekdays 8:00-17:00, 30 minutes between jobs), 300 customers at random addresses taking
 * the first slot that suits them, once from plain slots (time order) and once from ranked ones
 * (the days the job fits best first, least added driving first within each day); the crews'
 * total kilometres of each. The rows
 * time the slot computations of the simulation.
 */
export const routingScenario: Scenario = {
  name: "routing",
  async run() {
    const plain = simulate(false);
    const ranked = simulate(true);

    const saved = (1 - ranked.km / plain.km) * 100;
    notes = [
      `Plain slots: ${plain.booked} jobs booked, ${plain.km.toFixed(1)} km driven by the crews in the month.`,
      `Ranked slots: ${ranked.booked} jobs booked, ${ranked.km.toFixed(1)} km driven by the crews in the month.`,
      `Ranked slots drive ${saved.toFixed(1)}% fewer km (goal: at least ${GOAL_PERCENT}%: ${
        saved >= GOAL_PERCENT ? "met" : "NOT met"
      }). Road distance = straight line x 1.3; each crew day is a round from the yard.`,
    ];
    return [
      toRow("computeSlots in the simulation, plain (14 days)", plain),
      toRow("computeSlots in the simulation, ranked (14 days)", ranked),
    ];
  },
  summarize: () => notes,
};
