import { and, between, desc, eq, sql } from "drizzle-orm";
import { booksTimes } from "@/domain/booking/bookable-job";
import { servicesOf } from "@/domain/stored-offering";
import { type FunnelResponse, funnelRangeProblem } from "@/shared/api/funnel-contract";
import {
  addFunnelCounts,
  emptyFunnelCounts,
  FUNNEL_STEPS,
  type FunnelCounts,
  type FunnelGranularity,
  funnelPeriods,
  UNTIMED_FUNNEL_STEPS,
} from "@/shared/funnel";
import { addDaysToIsoDate, getZonedIsoDate } from "@/shared/zoned-date";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { funnelDays, funnelOutOfAreaDays } from "../db/schema";
import { placeOfZip } from "../geocoding/zip-city";
import { AppError } from "../http/app-error";

/** How many sources and out-of-area ZIP codes the funnel lists, most visits first. */
const LISTED_SOURCES = 25;
const LISTED_ZIP_CODES = 100;

/** Sums of the counters; sum is bigint, which the drivers hand over as text. */
const summed = {
  checks: sql<string>`sum(${funnelDays.checks})`,
  inArea: sql<string>`sum(${funnelDays.inArea})`,
  priced: sql<string>`sum(${funnelDays.priced})`,
  timeChosen: sql<string>`sum(${funnelDays.timeChosen})`,
  checkoutStarted: sql<string>`sum(${funnelDays.checkoutStarted})`,
  paid: sql<string>`sum(${funnelDays.paid})`,
  revenueCents: sql<string>`sum(${funnelDays.revenueCents})`,
};

function countsOf(row: Record<keyof typeof summed, string | number | null>): FunnelCounts {
  const counts = emptyFunnelCounts();
  for (const key of [...FUNNEL_STEPS, "revenueCents"] as const) counts[key] = Number(row[key] ?? 0);
  return counts;
}

/**
 * The funnel of a business's visits that began from `from` to `to` (business days, both
 * included), of one service's visits when asked: per day or week, per channel and per source,
 * and the out-of-area demand by ZIP
 * (docs/product/dashboard.md#funnel). Reads only the daily counters, each query one range of
 * their primary key, so its cost follows the days and sources in the range, not the visits.
 */
export async function getFunnel(
  db: Db,
  options: {
    business: Pick<Business, "id" | "config">;
    now: Date;
    from?: string | undefined;
    to?: string | undefined;
    granularity: FunnelGranularity;
    service?: string | undefined;
  },
): Promise<Omit<FunnelResponse, "map">> {
  const { business, granularity, service } = options;
  const { services } = servicesOf(business.config.offering);
  if (service !== undefined && !services.some(({ code }) => code === service)) {
    throw AppError.invalidField("service", "is not a service this business sells");
  }
  const to = options.to ?? getZonedIsoDate(options.now, business.config.timezone);
  const from = options.from ?? addDaysToIsoDate(to, -29);
  // Whichever bound was given, the range is capped: `?from=0001-01-01` alone asks 740,000 days.
  const problem = funnelRangeProblem(from, to);
  if (problem) throw AppError.invalidField(options.to ? "to" : "from", problem);
  const inRange = and(
    eq(funnelDays.businessId, business.id),
    between(funnelDays.day, from, to),
    service === undefined ? undefined : eq(funnelDays.service, service),
  );

  const [byDay, byChannel, bySource, outOfArea] = await Promise.all([
    db
      .select({ day: funnelDays.day, ...summed })
      .from(funnelDays)
      .where(inRange)
      .groupBy(funnelDays.day),
    db
      .select({ channel: funnelDays.channel, ...summed })
      .from(funnelDays)
      .where(inRange)
      .groupBy(funnelDays.channel)
      .orderBy(funnelDays.channel),
    db
      .select({ source: funnelDays.source, ...summed })
      .from(funnelDays)
      .where(inRange)
      .groupBy(funnelDays.source)
      .orderBy(desc(summed.checks), funnelDays.source)
      .limit(LISTED_SOURCES + 1),
    db
      .select({
        zipCode: funnelOutOfAreaDays.zipCode,
        checks: sql<string>`sum(${funnelOutOfAreaDays.checks})`,
      })
      .from(funnelOutOfAreaDays)
      .where(
        and(
          eq(funnelOutOfAreaDays.businessId, business.id),
          between(funnelOutOfAreaDays.day, from, to),
        ),
      )
      .groupBy(funnelOutOfAreaDays.zipCode)
      .orderBy(desc(sql`sum(${funnelOutOfAreaDays.checks})`), funnelOutOfAreaDays.zipCode)
      .limit(LISTED_ZIP_CODES + 1),
  ]);

  const days = new Map(byDay.map((row) => [row.day, countsOf(row)]));
  const periods = funnelPeriods(days, { from, to, granularity });
  const totals = byChannel.map(countsOf).reduce(addFunnelCounts, emptyFunnelCounts());
  const counted =
    service === undefined ? services : services.filter(({ code }) => code === service);
  const timed = counted.some(booksTimes) || totals.timeChosen > 0;
  return {
    from,
    to,
    granularity,
    timezone: business.config.timezone,
    steps: [...(timed ? FUNNEL_STEPS : UNTIMED_FUNNEL_STEPS)],
    totals,
    periods,
    channels: byChannel.map((row) => ({ channel: row.channel, counts: countsOf(row) })),
    sources: bySource
      .slice(0, LISTED_SOURCES)
      .map((row) => ({ source: row.source, counts: countsOf(row) })),
    moreSources: bySource.length > LISTED_SOURCES,
    outOfArea: outOfArea.slice(0, LISTED_ZIP_CODES).map((row) => ({
      zipCode: row.zipCode,
      checks: Number(row.checks),
      place: placeOfZip(row.zipCode) ?? null,
    })),
    moreZipCodes: outOfArea.length > LISTED_ZIP_CODES,
    ...(services.length > 1 && {
      services: services.map(({ code, texts }) => ({ code, name: texts.name })),
    }),
    ...(service !== undefined && { service }),
  };
}
