/**
 * SQLSTATEs of a database that went away or cannot take the connection: admin_shutdown,
 * crash_shutdown, cannot_connect_now, database_dropped, too_many_connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "57P04", "53300"]);

/** Socket failures between us and the database. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** node-postgres reports a lost connection and its own timeouts as plain Errors, by message. */
const CLIENT_MESSAGES =
  /^(Connection terminated|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

function isConnectionFailure(error: object): boolean {
  const code = "code" in error && typeof error.code === "string" ? error.code : undefined;
  if (
    code &&
    (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08") || NETWORK_CODES.has(code))
  ) {
    return true;
  }
  return error instanceof Error && CLIENT_MESSAGES.test(error.message);
}

/** Whether the error or one it wraps (Drizzle wraps the driver's in `cause`) matches. */
function inCauseChain(error: unknown, matches: (error: object) => boolean): boolean {
  const seen = new Set<unknown>();
  let current = error;
  while (typeof current === "object" && current !== null && !seen.has(current)) {
    if (matches(current)) return true;
    seen.add(current);
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether an error means the database cannot be reached right now, rather than a fault in the
 * request or the query.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return inCauseChain(error, isConnectionFailure);
}

/**
 * Whether the database could not write for lack of disk space: SQLSTATE 53100 disk_full, which
 * PostgreSQL and PGlite both raise when a file cannot grow (ENOSPC).
 */
export function isDiskFull(error: unknown): boolean {
  return inCauseChain(error, (candidate) => "code" in candidate && candidate.code === "53100");
}

/** A failure that passes by itself (an outage, a full disk): worth retrying the same statement. */
export function isTransientDatabaseError(error: unknown): boolean {
  return isDatabaseUnavailable(error) || isDiskFull(error);
}
