/** Whether an error (or one it wraps, as drizzle does) carries PostgreSQL's SQLSTATE `code`. */
function hasSqlState(error: unknown, code: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** Whether an error is PostgreSQL's unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, "23505");
}

/** Whether an error is PostgreSQL's exclusion violation (two rows an EXCLUDE rule keeps apart). */
export function isExclusionViolation(error: unknown): boolean {
  return hasSqlState(error, "23P01");
}
