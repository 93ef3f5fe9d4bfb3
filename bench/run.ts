import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { type BenchRow, formatTable, type Scenario } from "./lib";
import { adminScenario } from "./scenarios/admin";
import { bookingScenario } from "./scenarios/booking";
import { checkoutScenario } from "./scenarios/checkout";
import { funnelScenario } from "./scenarios/funnel";
import { mixedLoadScenario } from "./scenarios/mixed-load";
import { plansScenario } from "./scenarios/plans";
import { platformScenario } from "./scenarios/platform";
import { quoteApiScenario } from "./scenarios/quote-api";
import { routingScenario } from "./scenarios/routing";

/**
 * `npm run bench [-- scenario ...]`: runs the scenarios (all by default) on this machine and
 * prints their tables. bench/results.json and bench/RESULTS.md keep the latest result of every
 * scenario: a run replaces the ones it ran and leaves the others. Build first: `npm run build`.
 * The front end's figures (Lighthouse, JavaScript sizes, `npm run bench:time-to-price`) are
 * measured in a browser and kept by hand in bench/FRONT-END.md, which RESULTS.md ends with.
 */
const scenarios: Scenario[] = [
  quoteApiScenario,
  adminScenario,
  checkoutScenario,
  mixedLoadScenario,
  platformScenario,
  funnelScenario,
  bookingScenario,
  routingScenario,
  plansScenario,
];

type ScenarioResult = {
  scenario: string;
  ranAt: string;
  machine: string;
  rows: BenchRow[];
  notes: string[];
};

const RESULTS_JSON = "bench/results.json";
const FRONT_END_MD = "bench/FRONT-END.md";

function describeMachine(): string {
  const cpu = `${cpus().length} x ${cpus()[0]?.model ?? "cpu"}`;
  return `${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadavg()[0]!.toFixed(2)} at start`;
}

function readSavedResults(): ScenarioResult[] {
  if (!existsSync(RESULTS_JSON)) return [];
  return (JSON.parse(readFileSync(RESULTS_JSON, "utf8")) as { results: ScenarioResult[] }).results;
}

function renderMarkdown(results: ScenarioResult[]): string {
  return [
    "# Benchmark results",
    "",
    "Written by `npm run bench [-- scenario ...]`, which replaces the results of the scenarios it runs.",
    "Load generator (autocannon) and server run on the same machine, in separate processes.",
    ...results.flatMap(({ scenario, ranAt, machine, rows, notes }) => [
      "",
      `## ${scenario}`,
      "",
      `Ran ${ranAt} on ${machine}.`,
      "",
      formatTable(rows),
      ...(notes.length ? ["", ...notes.map((note) => `- ${note}`)] : []),
    ]),
    ...(existsSync(FRONT_END_MD) ? ["", readFileSync(FRONT_END_MD, "utf8").trimEnd()] : []),
    "",
  ].join("\n");
}

const wanted = process.argv.slice(2);
const selected = wanted.length
  ? scenarios.filter((scenario) => wanted.includes(scenario.name))
  : scenarios;

const latest = new Map(readSavedResults().map((result) => [result.scenario, result]));
for (const scenario of selected) {
  console.log(`\n## ${scenario.name}`);
  const ranAt = new Date().toISOString();
  const machine = describeMachine();
  const rows = await scenario.run();
  if (rows.length === 0) {
    console.log("no figures: the results file keeps the earlier ones");
    continue;
  }
  const notes = scenario.summarize?.(rows) ?? [];
  console.log([formatTable(rows), ...notes].join("\n"));
  latest.set(scenario.name, { scenario: scenario.name, ranAt, machine, rows, notes });
}

const results = scenarios.flatMap((scenario) => latest.get(scenario.name) ?? []);
writeFileSync(RESULTS_JSON, `${JSON.stringify({ results }, null, 2)}\n`);
writeFileSync("bench/RESULTS.md", renderMarkdown(results));
