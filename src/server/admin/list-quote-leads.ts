import { and, asc, desc, eq, gt, inArray, isNotNull, notExists, type SQL, sql } from "drizzle-orm";
import type { AdminLeadsResponse } from "@/shared/api/admin-contract";
import type { Db } from "../db/database";
import { customQuoteRequests, orders, quoteLeads, quoteReminders } from "../db/schema";
import { afterCursor, decodeCursor, newestFirst, toPage } from "./page-cursor";

/** One person at one address: the email and the address as typed, any case. */
const PERSON_AT_ADDRESS: SQL[] = [
  sql`lower(${quoteLeads.email})`,
  sql`lower(${quoteLeads.address})`,
  sql`lower(${quoteLeads.city})`,
  sql`${quoteLeads.zipCode}`,
];

/** No row of the business in `table` (orders, custom quotes) has the lead's email, any case. */
function hasNoRowWithLeadEmail(table: typeof orders | typeof customQuoteRequests, db: Db) {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(
        and(
          eq(table.businessId, quoteLeads.businessId),
          eq(sql`lower(${table.email})`, sql`lower(${quoteLeads.email})`),
        ),
      ),
  );
}

/**
 * The people the business should still follow up: each visitor at each address they checked,
 * once (their latest check, with how many they made), leaving out anyone who placed an order of
 * any status or asked for a custom quote with that email. Newest first. Each carries the quote
 * reminder sent on one of its checks while its link works (docs/product/quote-recovery.md#dashboard).
 */
export async function listQuoteLeads(
  db: Db,
  options: {
    businessId: string;
    limit: number;
    cursor?: string | undefined;
    now: Date;
    /** Builds a reminder's link from its token. */
    reminderLink: (token: string) => string;
  },
): Promise<AdminLeadsResponse> {
  const latest = db
    .selectDistinctOn(PERSON_AT_ADDRESS, {
      id: quoteLeads.id,
      email: quoteLeads.email,
      address: quoteLeads.address,
      city: quoteLeads.city,
      state: quoteLeads.state,
      zipCode: quoteLeads.zipCode,
      inServiceArea: quoteLeads.inServiceArea,
      area: quoteLeads.area,
      createdAt: quoteLeads.createdAt,
      checks: sql<number>`count(*) over (partition by ${sql.join(PERSON_AT_ADDRESS, sql`, `)})`
        .mapWith(Number)
        .as("checks"),
    })
    .from(quoteLeads)
    .where(
      and(
        eq(quoteLeads.businessId, options.businessId),
        hasNoRowWithLeadEmail(orders, db),
        hasNoRowWithLeadEmail(customQuoteRequests, db),
      ),
    )
    .orderBy(...PERSON_AT_ADDRESS, desc(quoteLeads.createdAt), asc(quoteLeads.id))
    .as("latest");

  const rows = await db
    .select({
      id: latest.id,
      email: latest.email,
      address: latest.address,
      city: latest.city,
      state: latest.state,
      zipCode: latest.zipCode,
      inServiceArea: latest.inServiceArea,
      town: latest.area,
      createdAt: latest.createdAt,
      checks: latest.checks,
      cursorAt: sql<string>`${latest.createdAt}::text`,
    })
    .from(latest)
    .where(
      afterCursor(latest, options.cursor === undefined ? undefined : decodeCursor(options.cursor)),
    )
    .orderBy(...newestFirst(latest))
    .limit(options.limit + 1);
  const page = toPage(rows, options.limit);
  const reminders = await workingReminders(db, {
    businessId: options.businessId,
    emails: page.rows.map((lead) => lead.email.toLowerCase()),
    now: options.now,
  });
  return {
    leads: page.rows.map(({ cursorAt: _cursor, createdAt, ...lead }) => {
      const reminder = reminders.find(
        (candidate) => personAtAddress(candidate) === personAtAddress(lead),
      );
      return {
        ...lead,
        createdAt: createdAt.toISOString(),
        reminder: reminder
          ? {
              url: options.reminderLink(reminder.token),
              openedAt: reminder.openedAt?.toISOString() ?? null,
              sentAt: reminder.sentAt.toISOString(),
            }
          : null,
      };
    }),
    nextCursor: page.nextCursor,
  };
}

type Address = { email: string; address: string; city: string; zipCode: string };

/** PERSON_AT_ADDRESS, in the code's hands. */
function personAtAddress(row: Address): string {
  return JSON.stringify([
    row.email.toLowerCase(),
    row.address.toLowerCase(),
    row.city.toLowerCase(),
    row.zipCode,
  ]);
}

/** The reminders to these addresses whose links still work and were kept, newest first. */
async function workingReminders(
  db: Db,
  options: { businessId: string; emails: string[]; now: Date },
) {
  if (options.emails.length === 0) return [];
  const rows = await db
    .select({
      email: quoteLeads.email,
      address: quoteLeads.address,
      city: quoteLeads.city,
      zipCode: quoteLeads.zipCode,
      token: quoteReminders.resumeToken,
      openedAt: quoteReminders.resumedAt,
      sentAt: quoteReminders.sentAt,
    })
    .from(quoteReminders)
    .innerJoin(
      quoteLeads,
      and(
        eq(quoteLeads.businessId, quoteReminders.businessId),
        eq(quoteLeads.id, quoteReminders.visitId),
      ),
    )
    .where(
      and(
        eq(quoteReminders.businessId, options.businessId),
        inArray(quoteReminders.email, options.emails),
        gt(quoteReminders.resumeExpiresAt, options.now),
        isNotNull(quoteReminders.resumeToken),
      ),
    )
    .orderBy(desc(quoteReminders.sentAt));
  return rows.map((row) => ({ ...row, token: row.token! }));
}
