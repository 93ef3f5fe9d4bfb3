import { readFileSync } from "node:fs";

/**
 * Where the browser tests' time goes, per spec file, from Playwright's JSON report
 * (reports/e2e.json, written by every `npx playwright test`): the time its tests took in a worker
 * (hooks and worker fixtures included), slowest first. `npx tsx scripts/e2e-times.ts [report]`.
 */
type Result = { duration: number; status: string };
type Spec = { file: string; tests: { projectName: string; results: Result[] }[] };
type Suite = { file: string; specs?: Spec[]; suites?: Suite[] };
type Report = { suites: Suite[]; stats: { duration: number; startTime: string } };

const report = JSON.parse(readFileSync(process.argv[2] ?? "reports/e2e.json", "utf8")) as Report;

const specsOf = (suite: Suite): Spec[] => [
  ...(suite.specs ?? []),
  ...(suite.suites ?? []).flatMap(specsOf),
];

const files = new Map<string, { ms: number; tests: number; failed: number }>();
for (const suite of report.suites) {
  for (const spec of specsOf(suite)) {
    for (const test of spec.tests) {
      const file = files.get(suite.file) ?? { ms: 0, tests: 0, failed: 0 };
      for (const result of test.results) {
        file.ms += result.duration;
        file.tests += 1;
        if (result.status !== "passed" && result.status !== "skipped") file.failed += 1;
      }
      files.set(suite.file, file);
    }
  }
}

const rows = [...files].sort(([, a], [, b]) => b.ms - a.ms);
const total = rows.reduce((sum, [, file]) => sum + file.ms, 0);
const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);
for (const [name, file] of rows) {
  const share = `${((100 * file.ms) / total).toFixed(1)}%`.padStart(6);
  const failed = file.failed ? `, ${file.failed} failed` : "";
  console.log(`${seconds(file.ms)} s ${share}  ${name} (${file.tests} tests${failed})`);
}
console.log(
  `${seconds(total)} s in workers; ${seconds(report.stats.duration)} s from start to end`,
);
