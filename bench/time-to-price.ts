import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { type Browser, chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/e2e/support/browser";
import { findFreePort } from "../tests/helpers/server-process";
import { spawnProductServer } from "./lib";

/**
 * Time to a price (docs/decisions/016): a first visit on an emulated mid-range phone (CPU 4x slower
 * through the DevTools protocol, Chrome's "Fast 3G" network: 562.5 ms round trip, 1.44 Mbit/s
 * down, 675 kbit/s up), from opening the page to the first priced card of the wizard's first
 * options step, the address entered (as autofill does) as soon as the form takes it. Measured
 * for the full-page wizard (/quote) and the widget (/embed, opened as a page), each in a fresh
 * browser context
 * (nothing cached). The wizard keeps its searching card up at least 1.5 s
 * (docs/product/quote-journey.md#steps): that floor is in every figure.
 *
 *   npm run bench:time-to-price [-- --runs 5 --page /quote]
 *
 * BENCH_SERVER_COMMAND runs another build (see bench/lib.ts); WEB_DIR serves another build's
 * pages: a copy of its dist/web with its dist/ssr beside it, or the quote page and the widget
 * arrive without their first step drawn (the server warns).
 */

/** A Scarsdale address of the demo business, by the fields' autocomplete names. */
const AUTOFILL = {
  "street-address": "12 Garden Rd",
  "address-level2": "Scarsdale",
  "postal-code": "10583",
  email: "pat@example.com",
};
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8,
  uploadThroughput: (750 * 1000 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;
/** A mid-range phone's screen (Lighthouse's mobile preset: Moto G Power). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export interface TimeToPrice {
  /** The page's first paint of any content. */
  firstContentfulPaintMs: number;
  /** The address form takes input (hydrated): the Street Address field is enabled. */
  formReadyMs: number;
  /** The first options card shows its price. */
  priceMs: number;
}

async function measureOnce(browser: Browser, url: string): Promise<TimeToPrice> {
  const context = await browser.newContext({ ...PHONE });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", FAST_3G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  try {
    const started = Date.now();
    await page.goto(url, { waitUntil: "commit", timeout: 120_000 });
    await page.getByLabel("Street Address").waitFor({ state: "visible", timeout: 120_000 });
    await page.waitForFunction(
      () => {
        const input = [...document.querySelectorAll("input")].find(
          (element) => element.autocomplete === "street-address",
        );
        // A server-drawn form waits in a disabled fieldset until hydrated.
        return input !== undefined && !input.matches(":disabled");
      },
      undefined,
      { timeout: 120_000, polling: 50 },
    );
    const formReadyMs = Date.now() - started;
    // All four fields at once, as the browser's autofill enters them (Playwright's one action
    // per field would add about a second of its own on a throttled CPU).
    await page.evaluate((fields) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      for (const [autocomplete, value] of Object.entries(fields)) {
        const input = document.querySelector<HTMLInputElement>(
          `input[autocomplete="${autocomplete}"]`,
        )!;
        setValue.call(input, value);
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }
    }, AUTOFILL);
    await page.getByRole("button", { name: "Check Service Area" }).click();
    await page.getByTestId("sale-price").first().waitFor({ state: "visible", timeout: 120_000 });
    const priceMs = Date.now() - started;
    const firstContentfulPaintMs = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    );
    return { firstContentfulPaintMs: Math.round(firstContentfulPaintMs), formReadyMs, priceMs };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface TimeToPriceRow extends TimeToPrice {
  page: string;
  runs: number;
  /** The 1-minute load average of the machine after the runs. */
  load: number;
}

export async function measureTimeToPrice(
  options: { runs?: number; paths?: string[] } = {},
): Promise<TimeToPriceRow[]> {
  const runs = options.runs ?? 5;
  const port = await findFreePort();
  const server = await spawnProductServer({ PUBLIC_URL: `http://127.0.0.1:${port}` }, { port });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: TimeToPriceRow[] = [];
  try {
    for (const path of options.paths ?? ["/quote", "/embed"]) {
      const results: TimeToPrice[] = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await measureOnce(browser, `${server.url}${path}`));
      }
      rows.push({
        page: path,
        runs,
        firstContentfulPaintMs: median(results.map((result) => result.firstContentfulPaintMs)),
        formReadyMs: median(results.map((result) => result.formReadyMs)),
        priceMs: median(results.map((result) => result.priceMs)),
        load: loadavg()[0]!,
      });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return rows;
}

export function formatTimeToPrice(rows: TimeToPriceRow[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    "| page | first paint | form ready | first price | runs | load |",
    "| ---- | ----------- | ---------- | ----------- | ---- | ---- |",
    ...rows.map(
      (row) =>
        `| ${row.page} | ${seconds(row.firstContentfulPaintMs)} | ${seconds(row.formReadyMs)} | ${seconds(row.priceMs)} | ${row.runs} | ${row.load.toFixed(2)} |`,
    ),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "5" },
      page: { type: "string", multiple: true },
    },
  });
  const rows = await measureTimeToPrice({ runs: Number(values.runs), paths: values.page });
  console.log(formatTimeToPrice(rows));
}
