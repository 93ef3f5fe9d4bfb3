import { readFileSync } from "node:fs";
import type { Page, Request } from "@playwright/test";
import type { PriceResponse } from "@/shared/api/quote-contract";
import { formatCents } from "@/shared/money";
import { dismissCookieBanner } from "./support/consent";
import { newDatabase } from "./support/databases";
import { addBusinesses, type ExtraServer, startExtraServer } from "./support/extra-server";
import { serveHostPage } from "./support/host-page";
import {
  checkoutButton,
  chooseDriveway,
  expectBreakdown,
  expectNoA11yViolations,
  reachDriveway,
} from "./support/quote";
import { shot } from "./support/screenshots";
import { expect, test } from "./support/test";

/**
 * A second business on the deployment (tests/fixtures/second-business.json, added with
 * scripts/add-business.ts) walked through its hosted pages at /b/harbor-view: its name, colour
 * and logo, its prices, and nothing of the demo business.
 */
const FIXTURE = "tests/fixtures/second-business.json";
const fixture = JSON.parse(readFileSync(FIXTURE, "utf8")) as {
  name: string;
  brand: { primaryColor: string; logoUrl: string };
};
const SLUG = "harbor-view";
const PAGES = `/b/${SLUG}`;
const API = `/api/b/${SLUG}`;
const DEMO_NAME = "Northside Snow Co.";
const TEAL = "rgb(15, 118, 110)";
expect(fixture.brand.primaryColor).toBe("#0f766e");
const HARBOR_ADDRESS = {
  address: "40 King St",
  city: "Port Chester",
  zipCode: "10573",
  email: "pat@example.com",
};
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="#0f766e"/><path d="M8 26c6-8 10-8 16 0s10 8 16 0" stroke="#fff" stroke-width="3" fill="none"/><text x="48" y="26" font-family="sans-serif" font-size="14" font-weight="700" fill="#0f172a">Harbor View</text></svg>`;

test.describe.configure({ mode: "serial" });

let server: ExtraServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const database = await newDatabase();
  await addBusinesses({ database, configFiles: [FIXTURE] });
  server = await startExtraServer({ ...database, NOW: "2025-10-01T12:00:00Z" });
});

test.afterAll(async () => {
  await server?.stop();
});

/** The business's logo lives on its own https site: the test answers for it. */
async function serveLogo(page: Page) {
  await page.route(fixture.brand.logoUrl, (route) =>
    route.fulfill({ status: 200, contentType: "image/svg+xml", body: LOGO_SVG }),
  );
}

/** Every public API call the page makes is the business's own (/api/b/harbor-view/...). */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/") && pathname !== "/api/public-config") calls.push(pathname);
  });
  return calls;
}

async function expectNothingOfTheDemo(page: Page) {
  await expect(page.locator("body")).not.toContainText(DEMO_NAME);
  await expect(page.locator("body")).not.toContainText("Northside");
}

async function serverPrice(page: Page, option: string, addons: string[] = []) {
  const response = await page.request.post(`${server.baseURL}${API}/price`, {
    data: { area: "Port Chester", option, addons },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as PriceResponse;
}

test("a logo that cannot be loaded gives way to the business's name, not a broken image", {
  tag: "@phone",
}, async ({ page }) => {
  await page.route(fixture.brand.logoUrl, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(`${server.baseURL}${PAGES}/quote`);
  const banner = page.getByRole("banner");
  await expect(banner.getByText(fixture.name, { exact: true })).toBeVisible();
  await expect(banner.getByRole("img", { name: fixture.name })).toHaveCount(0);
});

test("a business's quote page: its name, colour and logo, its prices, nothing of the demo", async ({
  page,
}, testInfo) => {
  test.slow(); // a whole journey to the payment page, with axe and screenshots on the way
  await serveLogo(page);
  const calls = recordApiCalls(page);
  const response = await page.goto(`${server.baseURL}${PAGES}`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(`${PAGES}/quote`);
  await expect(page.getByLabel("Street Address")).toBeVisible();
  await dismissCookieBanner(page);

  const logo = page.getByRole("banner").getByRole("img", { name: fixture.name });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute("src", fixture.brand.logoUrl);
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText("Port Chester and Purchase")).toBeVisible();
  const check = page.getByRole("button", { name: "Check Service Area" });
  await expect(check).toHaveCSS("background-color", TEAL);
  await expect(check).toHaveCSS("color", "rgb(255, 255, 255)");
  await expectNothingOfTheDemo(page);
  await shot(page, testInfo, "business-quote-address");

  await reachDriveway(page, HARBOR_ADDRESS);
  for (const [size, label] of [
    ["FOUR_CAR", "4-Car Driveway"],
    ["SIX_CAR", "6-Car Driveway"],
    ["TWO_CAR", "2-Car Driveway"],
  ] as const) {
    const price = await serverPrice(page, size);
    const card = page.getByTestId(/^option-/).filter({ hasText: label });
    await expect(card.getByTestId("sale-price")).toHaveText(formatCents(price.subtotal_cents));
    await expect(card.getByTestId("base-price")).toContainText(
      formatCents(price.breakdown.base_price_cents),
    );
  }
  await expectNothingOfTheDemo(page);
  await shot(page, testInfo, "business-quote-driveway");

  await chooseDriveway(page, "4-Car Driveway");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Additional services" })).toBeVisible();
  await expect(page.getByText("Gate Clearing")).toBeVisible();
  await expect(page.getByText("Bump-out")).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Add to package" }).check();
  await page.getByRole("button", { name: "Get My Quote" }).click();
  await expect(page.getByRole("heading", { name: "Your snow removal quote" })).toBeVisible();

  const price = await serverPrice(page, "FOUR_CAR", ["gate"]);
  expect(price.breakdown).toEqual({
    base_price_cents: 12000,
    early_bird_discount_cents: 1000,
    addon_price_cents: 2500,
    minimum_charge_cents: 0,
  });
  await expectBreakdown(page, price);
  await expect(page.getByRole("link", { name: "Service Terms" }).first()).toHaveAttribute(
    "href",
    `${PAGES}/terms`,
  );
  await expectNothingOfTheDemo(page);
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "business-quote-review");

  // Payment (test mode) and its return page stay the business's.
  await checkoutButton(page, price.grand_total_cents).locator("visible=true").click();
  await page.waitForURL(new RegExp(`${PAGES}/checkout/test\\?order=[0-9a-f-]{36}$`));
  const pay = page.getByRole("button", { name: `Pay ${formatCents(price.grand_total_cents)}` });
  await expect(pay).toBeVisible();
  await expect(pay).toHaveCSS("background-color", TEAL);
  await expect(page.getByRole("banner").getByRole("img", { name: fixture.name })).toBeVisible();
  await page.getByLabel("Full Name").fill("Pat Doe");
  await page.getByLabel("Phone Number").fill("(555) 123-4567");
  await pay.click();
  await page.waitForURL(new RegExp(`${PAGES}/checkout/success\\?order=`));
  await expect(page.getByRole("banner").getByRole("img", { name: fixture.name })).toBeVisible();
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Service terms" }),
  ).toHaveAttribute("href", `${PAGES}/terms`);
  await expectNothingOfTheDemo(page);

  expect(calls.length).toBeGreaterThan(0);
  expect(calls.filter((path) => !path.startsWith(`${API}/`))).toEqual([]);
});

test("a business's terms page shows its own terms, colour and logo", async ({ page }) => {
  await serveLogo(page);
  const calls = recordApiCalls(page);
  const response = await page.goto(`${server.baseURL}${PAGES}/terms`);
  expect(response?.status()).toBe(200);
  await dismissCookieBanner(page);
  await expect(
    page.getByRole("heading", { level: 1, name: `${fixture.name} Service Terms` }),
  ).toBeVisible();
  for (const heading of ["What you buy", "Cancelling", "Harbor View refunds"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole("banner").getByRole("img", { name: fixture.name })).toBeVisible();
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Service terms" }),
  ).toHaveAttribute("href", `${PAGES}/terms`);
  await expectNothingOfTheDemo(page);
  await expectNoA11yViolations(page);
  expect(calls.filter((path) => !path.startsWith(`${API}/`))).toEqual([]);
});

test("a snippet linking /b/{slug}/quote frames that business's widget", { tag: "@phone" }, async ({
  page,
}) => {
  await serveLogo(page);
  const host = await serveHostPage(server.baseURL, `${PAGES}/quote`);
  try {
    await page.goto(host.url);
    const iframe = page.locator("iframe");
    await expect(iframe).toHaveAttribute("src", new RegExp(`^${server.baseURL}${PAGES}/embed\\?`));
    const widget = page.frameLocator("iframe");
    await expect(widget.getByRole("img", { name: fixture.name })).toBeVisible();
    await expect(widget.getByRole("button", { name: "Check Service Area" })).toHaveCSS(
      "background-color",
      TEAL,
    );
    await expect(widget.locator("body")).not.toContainText("Northside");
  } finally {
    await host.stop();
  }
});

test(
  "a business's quote page asks no consent without analytics; its thank-you page links only what it set, and makes one promise",
  {
    tag: "@phone",
  },
  async ({ page }, testInfo) => {
    await serveLogo(page);
    await page.goto(`${server.baseURL}${PAGES}/quote`);
    // This server has no analytics: nothing asks for consent, nothing pushes the form down.
    await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
    await shot(page, testInfo, "business-quote-no-banner");
    await page.getByLabel("Street Address").fill("12 Garden Rd");
    await page.getByLabel("City").fill("Scarsdale");
    await page.getByLabel("ZIP Code").fill("10583");
    await page.getByLabel("Email Address").fill("sam@example.com");
    await page.getByRole("button", { name: "Check Service Area" }).click();
    await page.getByRole("button", { name: "Request Custom Quote" }).click();
    await page.getByLabel("Full Name").fill("Sam Roe");
    await page.getByLabel("Phone Number").fill("(914) 555-0134");
    await page.getByRole("button", { name: "Request Custom Quote" }).click();
    await expect(page.getByRole("heading", { name: "Thank You, Sam Roe!" })).toBeVisible();

    const main = page.getByRole("main");
    await expect(main).toContainText("the next business day");
    await expect(main).not.toContainText("48 hours");
    const follow = page.getByRole("navigation", { name: "Follow us" });
    await expect(follow.getByRole("link")).toHaveText(["Website", "Facebook"]);
    await expect(follow.getByRole("link", { name: "Website" })).toHaveAttribute(
      "href",
      "https://harbor.example.com",
    );
    await expect(follow.getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "href",
      "https://harbor.example.com/facebook",
    );
    await expect(main).not.toContainText("Instagram");
    await expectNoA11yViolations(page);
    await shot(page, testInfo, "business-thank-you");
  },
);

test("an unknown business's pages show the not-found page, not the wizard", {
  tag: "@phone",
}, async ({ page }) => {
  const response = await page.goto(`${server.baseURL}/b/nobody/quote`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByLabel("Street Address")).toHaveCount(0);
});
