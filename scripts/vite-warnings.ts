import type { Rolldown } from "vite";

/**
 * Bundler warnings worth nothing here: libraries mark React Server Components modules
 * "use client", and this app has no server components, so dropping the directive is right.
 */
export function quietBundlerWarnings(
  warning: Rolldown.RollupLog,
  warn: (warning: Rolldown.RollupLog) => void,
): void {
  if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
}
