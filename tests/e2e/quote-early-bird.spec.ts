import type { Page } from "@playwright/test";
import { type ExtraServer, startExtraServer } from "./support/extra-server";
import {
  ADDRESSES,
  checkAddress,
  expectBreakdown,
  fetchPrice,
  holdServiceAreaCheck,
  reachOptions,
  reachReview,
  startQuote,
} from "./support/quote";
import { expect, test } from "./support/test";

/** "1d 15h 59m 00s" -> seconds. */
async function readCountdownSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole("timer").textContent()) ?? "";
  const match = /(\d+)d\s*(\d+)h\s*(\d+)m\s*(\d+)s/.exec(text);
  if (!match) throw new Error(`countdown reads "${text}"`);
  const [days, hours, minutes, seconds] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
}

test.describe("early bird running (NOW=2025-10-14T12:00:00Z)", () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startExtraServer({ NOW: "2025-10-14T12:00:00Z" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("banner shows; countdown appears past the address step and ticks", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-10-14T12:00:00Z") });
    await startQuote(page, `${server.baseURL}/quote`);
    const banner = page.getByTestId("promo-banner");
    await expect(banner).toContainText("Double Early Bird Savings! Save $60");
    await expect(banner).toContainText("Offer ends Oct 15.");
    await expect(page.getByRole("timer")).toHaveCount(0);

    const check = await holdServiceAreaCheck(page);
    await checkAddress(page, ADDRESSES.scarsdale);
    await expect(page.getByRole("heading", { name: "Checking Service Area" })).toBeVisible();
    await expect(page.getByTestId("early-bird-countdown")).toBeVisible();
    check.release();
    await expect(page.getByRole("heading", { name: "Select your driveway size" })).toBeVisible();

    // 2025-10-16T04:00Z (end of Oct 15 in New York) minus 12:01:00Z = 1 d 15 h 59 min.
    await page.clock.pauseAt(new Date("2025-10-14T12:01:00Z"));
    const expected = (39 * 60 + 59) * 60;
    const first = await readCountdownSeconds(page);
    // Within the second or two the page took to learn the server's time.
    expect(Math.abs(first - expected)).toBeLessThanOrEqual(2);
    await expect(page.getByRole("timer")).toContainText("1d");
    await page.clock.runFor(1000);
    await expect.poll(() => readCountdownSeconds(page)).toBe(first - 1);
    await page.clock.runFor(5000);
    await expect.poll(() => readCountdownSeconds(page)).toBe(first - 6);
  });

  test("the banner hides when the offer ends while the page is open", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-10-14T12:00:00Z") });
    await startQuote(page, `${server.baseURL}/quote`);
    await expect(page.getByTestId("promo-banner")).toBeVisible();
    await page.clock.pauseAt(new Date("2025-10-16T04:00:05Z"));
    await page.clock.runFor(1000);
    await expect(page.getByTestId("promo-banner")).toHaveCount(0);
  });
});

test.describe("early bird over (NOW=2025-10-17T12:00:00Z)", () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startExtraServer({ NOW: "2025-10-17T12:00:00Z" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("no banner, no countdown, no discount anywhere", async ({ page, request }) => {
    await page.clock.install({ time: new Date("2025-10-17T12:00:00Z") });
    await startQuote(page, `${server.baseURL}/quote`);
    await expect(page.getByLabel("Street Address")).toBeVisible();
    await expect(page.getByTestId("promo-banner")).toHaveCount(0);

    await checkAddress(page, ADDRESSES.scarsdale);
    await expect(page.getByRole("heading", { name: "Select your driveway size" })).toBeVisible();
    const price = await fetchPrice(
      request,
      { area: "Scarsdale", option: "FOUR_CAR", addons: [] },
      server.baseURL,
    );
    expect(price.early_bird?.active).toBe(false);
    await expect(page.getByTestId("option-FOUR_CAR").getByTestId("sale-price")).toHaveText(
      "$219.00",
    );
    await expect(page.getByTestId("base-price")).toHaveCount(0);
    await expect(page.getByText(/Early Bird/)).toHaveCount(0);
    await expect(page.getByTestId("early-bird-countdown")).toHaveCount(0);

    await reachOptions(page);
    await reachReview(page);
    await expectBreakdown(page, price);
    await expect(page.getByText("Early Bird Discount")).toHaveCount(0);
    await expect(page.getByTestId("early-bird-countdown")).toHaveCount(0);
  });
});
