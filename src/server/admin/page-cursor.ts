import { type AnyColumn, and, asc, eq, gt, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { AppError } from "../http/app-error";

/**
 * Keyset pagination, newest first: (created_at, id) of the last row shown. created_at travels as
 * PostgreSQL's own text so its microseconds survive (a JavaScript Date keeps milliseconds only).
 */
export type PageCursor = { createdAt: string; id: string };

const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?$/;
/** PostgreSQL refuses a time zone displacement past 15:59. */
const MAX_OFFSET_HOURS = 15;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The shape alone admits 2025-02-30 or 25:61:00+99, which PostgreSQL refuses with an error. */
function isRealTimestamp(text: string): boolean {
  const match = TIMESTAMP_TEXT.exec(text);
  if (!match) return false;
  const [
    year = 0,
    month = 0,
    day = 0,
    hour = 0,
    minute = 0,
    second = 0,
    offsetHours = 0,
    offsetMinutes = 0,
  ] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    year >= 1 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours <= MAX_OFFSET_HOURS &&
    offsetMinutes < 60
  );
}

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString("base64url");
}

/** The cursor a previous page handed out; anything else is a 400 naming the field. */
export function decodeCursor(value: string): PageCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
  } catch {
    parsed = undefined;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 2 &&
    typeof parsed[0] === "string" &&
    typeof parsed[1] === "string" &&
    isRealTimestamp(parsed[0]) &&
    UUID.test(parsed[1])
  ) {
    return { createdAt: parsed[0], id: parsed[1] };
  }
  throw AppError.invalidField("cursor", "is not a cursor from this API");
}

/** Rows after the cursor in (created_at desc, id asc) order, the order the indexes keep. */
export function afterCursor(
  columns: { createdAt: AnyPgColumn; id: AnyColumn },
  cursor: PageCursor | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  const at = sql`${cursor.createdAt}::timestamptz`;
  return and(
    lte(columns.createdAt, at),
    or(lt(columns.createdAt, at), and(eq(columns.createdAt, at), gt(columns.id, cursor.id))),
  );
}

/**
 * ORDER BY for newest first. "nulls last" matches the indexes (created_at DESC NULLS LAST, id):
 * a bare DESC means NULLS FIRST, which PostgreSQL cannot serve from them.
 */
export function newestFirst(columns: { createdAt: AnyPgColumn; id: AnyColumn }): SQL[] {
  return [sql`${columns.createdAt} desc nulls last`, asc(columns.id)];
}

/** The created_at of a row as PostgreSQL text, for the next cursor. */
export function cursorTimestamp(column: AnyPgColumn): SQL<string> {
  return sql<string>`${column}::text`;
}

/** Splits the one extra row fetched into "is there a next page", and builds its cursor. */
export function toPage<Row extends { id: string; cursorAt: string }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1]!;
  return { rows: shown, nextCursor: encodeCursor({ createdAt: last.cursorAt, id: last.id }) };
}
