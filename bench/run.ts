import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { type BenchRow, formatTable, type Scenario } from "./lib";
import { adminScenario } from "./scenarios/admin";
import { checkoutScenario } from "./scenarios/checkout";
import { quoteApiScenario } from "./scenarios/quote-api";

/**
 * `npm run bench [-- scenario ...]`: runs the scenarios (all by default) on this machine, prints
 * one table and writes bench/results.json and bench/RESULTS.md. Build first: `npm run build`.
 */
const scenarios: Scenario[] = [quoteApiScenario, adminScenario, checkoutScenario];

const wanted = process.argv.slice(2);
const selected = wanted.length
  ? scenarios.filter((scenario) => wanted.includes(scenario.name))
  : scenarios;

const machine = `${cpus().length} x ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const results: { scenario: string; rows: BenchRow[] }[] = [];
for (const scenario of selected) {
  console.log(`\n## ${scenario.name}`);
  const rows = await scenario.run();
  console.log(formatTable(rows));
  results.push({ scenario: scenario.name, rows });
}

mkdirSync("bench", { recursive: true });
writeFileSync(
  "bench/results.json",
  `${JSON.stringify({ ranAt: new Date().toISOString(), machine, results }, null, 2)}\n`,
);
writeFileSync(
  "bench/RESULTS.md",
  [
    "# Benchmark results",
    "",
    `Machine: ${machine}. Ran ${new Date().toISOString()} with \`npm run bench\`.`,
    "Load generator (autocannon) and server run on the same machine, in separate processes.",
    ...results.flatMap(({ scenario, rows }) => ["", `## ${scenario}`, "", formatTable(rows)]),
    "",
  ].join("\n"),
);
