import type { Page } from "@playwright/test";
import { GA_ID } from "./support/marketing-servers";
import { expect, test } from "./support/test";

const GTAG_URL = `https://www.googletagmanager.com/gtag/js?id=${GA_ID}`;

/** Every request the page makes outside the site; Google's tag is answered locally. */
async function watchThirdParties(page: Page, origin: string): Promise<string[]> {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith("data:")) {
      requests.push(request.url());
    }
  });
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "/* gtag stand-in */" }),
  );
  return requests;
}

const gaScript = (page: Page) => page.locator("script[data-analytics='ga4']");
const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("body[data-hydrated]")).toHaveCount(1);
}

test("nothing is sent to a third party before consent, nor when no analytics ID is set", {
  tag: "@phone",
}, async ({ page, baseURL }) => {
  const thirdParty = await watchThirdParties(page, baseURL!);
  await open(page, "/");
  await expect(banner(page)).toBeVisible();
  await expect(gaScript(page)).toHaveCount(0);

  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  await expect(gaScript(page)).toHaveCount(0);
  expect(thirdParty).toEqual([]);
});

test("with an ID, the tag loads only after Accept all, with consent defaults denied", {
  tag: "@phone",
}, async ({ page, gaServer }) => {
  const thirdParty = await watchThirdParties(page, gaServer.url);
  await open(page, `${gaServer.url}/industries/hvac-instant-quote`);
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(gaScript(page)).toHaveCount(0);
  expect(thirdParty).toEqual([]);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();

  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await expect(gaScript(page)).toHaveAttribute("src", GTAG_URL);
  await expect.poll(() => thirdParty).toContain(GTAG_URL);

  const entries = await dataLayer(page);
  const consent = entries.filter(([command]) => command === "consent");
  expect(consent[0]).toEqual([
    "consent",
    "default",
    expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" }),
  ]);
  expect(consent[1]).toEqual([
    "consent",
    "update",
    expect.objectContaining({ analytics_storage: "granted", ad_storage: "granted" }),
  ]);
  await expect
    .poll(async () => (await dataLayer(page)).filter(([, name]) => name === "page_view"))
    .toContainEqual([
      "event",
      "page_view",
      expect.objectContaining({ page_path: "/industries/hvac-instant-quote" }),
    ]);
  await expect
    .poll(async () => (await dataLayer(page)).map(([, name]) => name))
    .toContain("seo_page_visit");

  await page.reload();
  await expect(banner(page)).toHaveCount(0);
  await expect(gaScript(page)).toHaveAttribute("src", GTAG_URL);
});

test("with an ID, Reject non-essential keeps the tag away, also after a reload", {
  tag: "@phone",
}, async ({ page, gaServer }) => {
  const thirdParty = await watchThirdParties(page, gaServer.url);
  await open(page, `${gaServer.url}/`);
  await banner(page).getByRole("button", { name: "Reject non-essential" }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.locator("body[data-hydrated]")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  await expect(banner(page)).toHaveCount(0);
  await expect(gaScript(page)).toHaveCount(0);
  expect(thirdParty).toEqual([]);
});

test("customize by category, and change the choice later from the footer", async ({
  page,
  gaServer,
  context,
}) => {
  await watchThirdParties(page, gaServer.url);
  await open(page, `${gaServer.url}/`);
  await banner(page).getByRole("button", { name: "Customize" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie settings" });
  await expect(dialog.getByRole("checkbox", { name: /Essential/ })).toBeDisabled();
  await expect(dialog.getByRole("checkbox", { name: /Essential/ })).toBeChecked();
  await dialog.getByRole("checkbox", { name: /Performance/ }).check();
  await dialog.getByRole("button", { name: "Save choices" }).click();
  await expect(dialog).toBeHidden();
  await expect(gaScript(page)).toHaveAttribute("src", GTAG_URL);
  const update = (await dataLayer(page)).filter(([, kind]) => kind === "update").at(-1);
  expect(update?.[2]).toMatchObject({ analytics_storage: "granted", ad_storage: "denied" });

  // A withdrawal updates consent and removes Google Analytics cookies.
  const host = new URL(gaServer.url).hostname;
  await context.addCookies([{ name: "_ga", value: "GA1.1.123", domain: host, path: "/" }]);
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await expect(dialog.getByRole("checkbox", { name: /Performance/ })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /Functional/ })).not.toBeChecked();
  await dialog.getByRole("checkbox", { name: /Performance/ }).uncheck();
  await dialog.getByRole("button", { name: "Save choices" }).click();
  await expect
    .poll(async () => (await context.cookies()).map((cookie) => cookie.name))
    .not.toContain("_ga");
  const withdrawal = (await dataLayer(page)).filter(([, kind]) => kind === "update").at(-1);
  expect(withdrawal?.[2]).toMatchObject({ analytics_storage: "denied" });
});
