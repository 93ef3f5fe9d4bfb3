import { existsSync, readFileSync } from "node:fs";

/** One closing line for CI over both runners: "tests: N passed, N failed, N skipped". */
type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number };
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
};

function readJson<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as T) : undefined;
}

const vitest = readJson<VitestReport>("reports/vitest.json");
const playwright = readJson<PlaywrightReport>("reports/e2e.json");

const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats.expected ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) +
  (playwright ? playwright.stats.unexpected + playwright.stats.flaky : 0);
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats.skipped ?? 0);

console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || !vitest || !playwright ? 1 : 0);
