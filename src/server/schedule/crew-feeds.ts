import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { resolveAvailability } from "@/domain/booking/business-availability";
import { renderCalendar } from "@/domain/booking/icalendar";
import { hashToken } from "../admin/admin-sessions";
import type { Business, BusinessStore } from "../business/business-store";
import type { Db } from "../db/database";
import { bookings, crewCalendarFeeds } from "../db/schema";
import { AppError } from "../http/app-error";
import { selectJobs, toScheduleJob } from "./list-schedule";

/**
 * Each crew's calendar feed (docs/product/booking.md#calendar-feed, decision 053): a secret
 * address calendar apps subscribe to. The token is 32 random bytes, stored only as its SHA-256,
 * so it is shown once, when it is made; making another revokes the old one.
 */

/** How far back the feed reaches: today's jobs stay in it after they end. */
const FEED_PAST_MS = 24 * 60 * 60_000;
/** The most jobs one feed lists. */
const FEED_MAX_JOBS = 500;

/** The address a feed's token is read at. */
export function crewFeedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/calendars/${token}.ics`;
}

function assertCrew(business: Pick<Business, "config">, crew: string) {
  const known = resolveAvailability(business.config.availability).crews.find(
    ({ code }) => code === crew,
  );
  if (!known) throw new AppError("not_found", "No crew with this code");
  return known;
}

/** Makes the crew's feed, revoking the one it had: the new address is answered once. */
export async function createCrewFeed(
  db: Db,
  options: { business: Pick<Business, "id" | "config">; crew: string; publicUrl: string },
): Promise<{ url: string; createdAt: string }> {
  const { business, crew } = options;
  assertCrew(business, crew);
  const token = randomBytes(32).toString("base64url");
  const created = await db.transaction(async (tx) => {
    await tx
      .update(crewCalendarFeeds)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(crewCalendarFeeds.businessId, business.id),
          eq(crewCalendarFeeds.crew, crew),
          isNull(crewCalendarFeeds.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(crewCalendarFeeds)
      .values({ businessId: business.id, crew, tokenHash: hashToken(token) })
      .returning({ createdAt: crewCalendarFeeds.createdAt });
    return row!.createdAt;
  });
  return { url: crewFeedUrl(options.publicUrl, token), createdAt: created.toISOString() };
}

/** Revokes the crew's feed: its address answers 404 from now on. 404 when it has none. */
export async function revokeCrewFeed(
  db: Db,
  options: { business: Pick<Business, "id" | "config">; crew: string },
): Promise<void> {
  const { business, crew } = options;
  const revoked = await db
    .update(crewCalendarFeeds)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(crewCalendarFeeds.businessId, business.id),
        eq(crewCalendarFeeds.crew, crew),
        isNull(crewCalendarFeeds.revokedAt),
      ),
    )
    .returning({ id: crewCalendarFeeds.id });
  if (revoked.length === 0) throw new AppError("not_found", "This crew has no calendar feed");
}

/**
 * The feed's iCalendar text: the crew's booked jobs from a day ago on, summary the service,
 * location the address, the customer's name in the description; no payment data. Null for an
 * unknown or revoked token, or a business no longer live.
 */
export async function renderCrewFeed(
  db: Db,
  options: { token: string; businesses: BusinessStore; now: Date },
): Promise<string | null> {
  const [feed] = await db
    .select({ businessId: crewCalendarFeeds.businessId, crew: crewCalendarFeeds.crew })
    .from(crewCalendarFeeds)
    .where(
      and(
        eq(crewCalendarFeeds.tokenHash, hashToken(options.token)),
        isNull(crewCalendarFeeds.revokedAt),
      ),
    );
  if (!feed) return null;
  const business = await options.businesses.byId(feed.businessId);
  if (!business || business.status === "suspended") return null;
  const crew = resolveAvailability(business.config.availability).crews.find(
    ({ code }) => code === feed.crew,
  );
  const rows = await selectJobs(db, business.id)
    .where(
      and(
        eq(bookings.businessId, business.id),
        eq(bookings.crew, feed.crew),
        eq(bookings.status, "booked"),
        gt(bookings.endsAt, new Date(options.now.getTime() - FEED_PAST_MS)),
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(FEED_MAX_JOBS);
  return renderCalendar({
    product: "Crew schedule",
    name: `${business.config.name}: ${crew?.name ?? feed.crew}`,
    timeZone: business.config.timezone,
    events: rows.map((row) => {
      const job = toScheduleJob(row, business.config);
      return {
        uid: `${job.id}@quotewise`,
        start: row.booking.startsAt,
        end: row.booking.endsAt,
        summary: job.service,
        location: job.address,
        ...(job.customerName && { description: `Customer: ${job.customerName}` }),
        updatedAt: row.booking.updatedAt,
      };
    }),
  });
}
