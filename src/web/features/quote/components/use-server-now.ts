import { useEffect, useState } from "react";

/** The server's current time in ms, from the browser clock plus an offset; ticks each second. */
export function useServerNow(options: { clockOffsetMs: number; ticking: boolean }): number {
  const { clockOffsetMs, ticking } = options;
  const [now, setNow] = useState(() => Date.now() + clockOffsetMs);
  useEffect(() => {
    setNow(Date.now() + clockOffsetMs);
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now() + clockOffsetMs), 1000);
    return () => clearInterval(timer);
  }, [clockOffsetMs, ticking]);
  return now;
}
