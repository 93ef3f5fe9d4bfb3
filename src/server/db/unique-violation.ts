/** Whether an error (or one it wraps, as drizzle does) is PostgreSQL's unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
