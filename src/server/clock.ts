export type Clock = () => Date;

/** The server's clock: pinned to NOW when it is set (demos, tests), else real time. */
export function createClock(pinnedIso?: string): Clock {
  if (!pinnedIso) return () => new Date();
  const pinned = new Date(pinnedIso).getTime();
  return () => new Date(pinned);
}
