import { readFileSync } from "node:fs";

/**
 * Where the browser tests' time goes, per spec file, from Playwright's JSON report
 * (reports/e2e.json, written by every `npx playwright test`), slowest first:
 * - tests: the tests' own time (test fixtures included);
 * - hooks: the time a worker spent between two tests, before one of this file (beforeAll and
 *   afterAll hooks, worker fixtures such as a server of its own);
 * - workers: the same when a new worker process ran that test (its start and its browser's).
 * `npx tsx scripts/e2e-times.ts [report]`.
 */
type Result = { duration: number; startTime: string; workerIndex: number; parallelIndex: number };
type Spec = { tests: { results: Result[] }[] };
type Suite = { file: string; specs?: Spec[]; suites?: Suite[] };
type Report = { suites: Suite[]; stats: { duration: number; startTime: string } };
type Run = { file: string; start: number; end: number; worker: number; slot: number };

const report = JSON.parse(readFileSync(process.argv[2] ?? "reports/e2e.json", "utf8")) as Report;

const specsOf = (suite: Suite): Spec[] => [
  ...(suite.specs ?? []),
  ...(suite.suites ?? []).flatMap(specsOf),
];
const runs: Run[] = report.suites.flatMap((suite) =>
  specsOf(suite).flatMap((spec) =>
    spec.tests.flatMap((test) =>
      test.results.map((result) => {
        const start = Date.parse(result.startTime);
        return {
          file: suite.file,
          start,
          end: start + result.duration,
          worker: result.workerIndex,
          slot: result.parallelIndex,
        };
      }),
    ),
  ),
);

const files = new Map<string, { tests: number; hooks: number; workers: number; count: number }>();
for (const slot of new Set(runs.map((run) => run.slot))) {
  let previous: Run | undefined;
  for (const run of runs.filter((each) => each.slot === slot).sort((a, b) => a.start - b.start)) {
    const file = files.get(run.file) ?? { tests: 0, hooks: 0, workers: 0, count: 0 };
    file.tests += run.end - run.start;
    file.count += 1;
    if (previous) {
      const between = run.start - previous.end;
      if (run.worker === previous.worker) file.hooks += between;
      else file.workers += between;
    }
    files.set(run.file, file);
    previous = run;
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);
const rows = [...files].map(([name, file]) => ({
  name,
  ...file,
  total: file.tests + file.hooks + file.workers,
}));
rows.sort((a, b) => b.total - a.total);
console.log("  total   tests   hooks workers  (seconds)");
for (const row of rows) {
  console.log(
    `${seconds(row.total)} ${seconds(row.tests)} ${seconds(row.hooks)} ${seconds(row.workers)}  ${row.name} (${row.count} tests)`,
  );
}
const sum = (key: "total" | "tests" | "hooks" | "workers") =>
  rows.reduce((total, row) => total + row[key], 0);
const firstStart = Math.min(...runs.map((run) => run.start));
console.log(
  `${seconds(sum("total"))} ${seconds(sum("tests"))} ${seconds(sum("hooks"))} ${seconds(sum("workers"))}  all files`,
);
console.log(
  `Run: ${seconds(report.stats.duration)} s from start to end, the first test at ${seconds(firstStart - Date.parse(report.stats.startTime))} s (the suite's server starting).`,
);
