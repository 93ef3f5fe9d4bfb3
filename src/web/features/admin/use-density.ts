import { useCallback, useState } from "react";

export type Density = "comfortable" | "compact";

const STORAGE_KEY = "quotewise.adminDensity";

function readDensity(): Density {
  try {
    return localStorage.getItem(STORAGE_KEY) === "compact" ? "compact" : "comfortable";
  } catch {
    return "comfortable";
  }
}

/** The table density, comfortable unless the admin chose compact before (remembered). */
export function useDensity(): [Density, (density: Density) => void] {
  const [density, setDensityState] = useState<Density>(readDensity);
  const setDensity = useCallback((next: Density) => {
    setDensityState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage blocked: remembered for this page only.
    }
  }, []);
  return [density, setDensity];
}
