import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type Browser, chromium, type Page } from "playwright-core";
import { loadTradeTemplates } from "@/server/config/trade-templates";
import { placeOfTemplate, profileOfPlace } from "@/server/signup/business-place";
import { chromiumLaunchOptions } from "../tests/e2e/support/browser";
import { addBusinesses } from "../tests/e2e/support/extra-server";
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
 *   npm run bench:time-to-price -- --slot [--runs 5]    (the time step, measureTimeToSlot)
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

/** A fresh phone: its own context (nothing cached), throttled CPU and network. */
async function openPhone(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ ...PHONE });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", FAST_3G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { page, close: () => context.close() };
}

async function measureOnce(browser: Browser, url: string): Promise<TimeToPrice> {
  const { page, close } = await openPhone(browser);
  try {
    return await openToPrice(page, url);
  } finally {
    await close();
  }
}

/** Opens `url` and enters the address: the times to the first paint, the form and a price. */
async function openToPrice(page: Page, url: string): Promise<TimeToPrice> {
  const { started, formReadyMs } = await openAndCheckAddress(page, url, AUTOFILL);
  await page.getByTestId("sale-price").first().waitFor({ state: "visible", timeout: 120_000 });
  const priceMs = Date.now() - started;
  const firstContentfulPaintMs = await page.evaluate(
    () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
  );
  return { firstContentfulPaintMs: Math.round(firstContentfulPaintMs), formReadyMs, priceMs };
}

/** Opens `url` and, once the form takes input, enters the address and checks it. */
async function openAndCheckAddress(
  page: Page,
  url: string,
  address: Record<string, string>,
): Promise<{ started: number; formReadyMs: number }> {
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
  }, address);
  await page.getByRole("button", { name: "Check Service Area" }).click();
  return { started, formReadyMs };
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

/**
 * The time step on the same phone (docs/product/booking.md#the-wizards-time-step): a lawn business
 * made from its trade template, the customer choosing its service, an option and no add-on, then
 * "Get My Quote". Timed from that click to the step's first time on screen, and, for comparison,
 * to Review when the slots call is refused (the wizard then goes on without the step): what the
 * step adds to the wait, against one Fast 3G round trip (562.5 ms), since the slots are asked
 * for beside the price. Then a time is chosen and Review shown.
 */
const LAWN_SLUG = "bench-lawn";
const LAWN_ADDRESS = {
  "street-address": "12 Main St",
  "address-level2": "Columbus",
  "postal-code": "43221",
  email: "pat@example.com",
};

export interface TimeToSlot {
  /** From opening the page to the first price (the options of the service chosen). */
  priceMs: number;
  /** From "Get My Quote" to the first time offered. */
  timesMs: number;
  /** From "Get My Quote" to Review, the slots call refused (no time step). */
  withoutStepMs: number;
  /** From opening the page to Review with a time chosen. */
  reviewMs: number;
}

async function quoteToTimes(
  browser: Browser,
  url: string,
  withStep: boolean,
): Promise<{ priceMs: number; afterQuoteMs: number; reviewMs: number }> {
  const { page, close } = await openPhone(browser);
  try {
    if (!withStep) await page.route("**/slots", (route) => route.abort());
    const { started } = await openAndCheckAddress(page, url, LAWN_ADDRESS);
    await page.getByTestId("service-lawn_mowing").click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByTestId("sale-price").first().waitFor({ state: "visible", timeout: 120_000 });
    const priceMs = Date.now() - started;
    await page.getByTestId("option-MEDIUM").click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    const quoted = Date.now();
    await page.getByRole("button", { name: "Get My Quote" }).click();
    const next = withStep ? page.getByTestId("slot").first() : page.getByTestId("detail-Address");
    await next.waitFor({ state: "visible", timeout: 120_000 });
    const afterQuoteMs = Date.now() - quoted;
    if (withStep) {
      await page.getByTestId("slot").first().locator("label").click();
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByTestId("detail-Date and time").waitFor({ state: "visible" });
    }
    return { priceMs, afterQuoteMs, reviewMs: Date.now() - started };
  } finally {
    await close();
  }
}

/** A lawn business from its template, added to a new database the server is then started on. */
async function lawnBusinessDataDir(): Promise<{ dataDir: string; remove: () => void }> {
  const root = mkdtempSync(join(tmpdir(), "qw-bench-lawn-"));
  const file = join(root, "business.json");
  const demo = JSON.parse(readFileSync("config/demo-business.json", "utf8"));
  const template = JSON.parse(readFileSync("config/trades/lawn-mowing.json", "utf8"));
  writeFileSync(
    file,
    JSON.stringify({
      ...demo,
      ...profileOfPlace(placeOfTemplate(loadTradeTemplates().get("lawn-mowing")!)),
      id: LAWN_SLUG,
      name: "Bench Lawns",
      offering: template,
    }),
  );
  const dataDir = join(root, "db");
  await addBusinesses({ database: { DATA_DIR: dataDir }, configFiles: [file] });
  return { dataDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export async function measureTimeToSlot(runs = 5): Promise<TimeToSlot> {
  const { dataDir, remove } = await lawnBusinessDataDir();
  const port = await findFreePort();
  const server = await spawnProductServer(
    { PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, NOW: "2025-10-01T12:00:00Z" },
    { port },
  );
  const browser = await chromium.launch(chromiumLaunchOptions);
  const url = `${server.url}/b/${LAWN_SLUG}/quote`;
  const withStep: Awaited<ReturnType<typeof quoteToTimes>>[] = [];
  const without: Awaited<ReturnType<typeof quoteToTimes>>[] = [];
  try {
    // Alternating, so both meet the same machine.
    for (let run = 0; run < runs; run += 1) {
      withStep.push(await quoteToTimes(browser, url, true));
      without.push(await quoteToTimes(browser, url, false));
    }
  } finally {
    await browser.close();
    await server.stop();
    remove();
  }
  return {
    priceMs: median(withStep.map((run) => run.priceMs)),
    timesMs: median(withStep.map((run) => run.afterQuoteMs)),
    withoutStepMs: median(without.map((run) => run.afterQuoteMs)),
    reviewMs: median(withStep.map((run) => run.reviewMs)),
  };
}

export function formatTimeToSlot(slot: TimeToSlot, runs: number): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    "| first price | Get My Quote to times | Get My Quote to Review, no step | the step adds | Review with a time | runs | load |",
    "| ----------- | --------------------- | ------------------------------- | ------------- | ------------------ | ---- | ---- |",
    `| ${seconds(slot.priceMs)} | ${seconds(slot.timesMs)} | ${seconds(slot.withoutStepMs)} | ${seconds(slot.timesMs - slot.withoutStepMs)} | ${seconds(slot.reviewMs)} | ${runs} | ${loadavg()[0]!.toFixed(2)} |`,
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "5" },
      page: { type: "string", multiple: true },
      slot: { type: "boolean", default: false },
    },
  });
  if (values.slot) {
    console.log(
      formatTimeToSlot(await measureTimeToSlot(Number(values.runs)), Number(values.runs)),
    );
  } else {
    const rows = await measureTimeToPrice({ runs: Number(values.runs), paths: values.page });
    console.log(formatTimeToPrice(rows));
  }
}
