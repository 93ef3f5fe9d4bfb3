/** The customer's own time zone, as their browser has it; undefined where it cannot say. */
export function customerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
