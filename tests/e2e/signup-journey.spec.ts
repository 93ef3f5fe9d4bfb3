import {
  type Browser,
  devices,
  type FrameLocator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { NAME_THE_SERVICE } from "@/shared/api/account-contract";
import { TRADES } from "@/shared/trades";
import { dismissCookieBanner } from "./support/consent";
import { type ExtraServer, startExtraServer } from "./support/extra-server";
import { serveHostPage } from "./support/host-page";
import { checkAddress, chooseFirstTime, expectNoA11yViolations } from "./support/quote";
import { shot } from "./support/screenshots";
import { expect, test } from "./support/test";

/**
 * A business goes from the marketing site to a paid quote without a programmer
 * (docs/product/settings.md#sign-up), on a server started as the README says (a new database, no
 * SMTP: every email's links are in the server's output): it signs up from "Start free", verifies
 * its email from the link the server printed, draws its area on the map, sets its price, sees the
 * preview, and a customer pays that price on its hosted page on a phone (landscaping, in Denver,
 * after the person running the server opened the setup link; the business then prices a custom
 * request and copies the offer's link from its dashboard, which the customer pays) or in its
 * widget on another site (cleaning, in Salina). Each business's example areas are drawn around the
 * place it named at sign-up: the lawn business keeps them; the cleaning business draws its own
 * over the map's middle, which holds Salina. No tiles are reachable here: the map shows the state
 * and county outlines and names it ships with.
 */
const PASSWORD = "a long and proper password";
const SALINA = { address: "300 W Ash St", city: "Salina", state: "KS", zipCode: "67401" };
const DENVER = { address: "1600 Glenarm Pl", city: "Denver", state: "CO", zipCode: "80202" };
type Address = typeof SALINA;

let server: ExtraServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startExtraServer({
    // Unsent emails are logged at info, with their links.
    LOG_LEVEL: "info",
    OUTBOX_POLL_INTERVAL_MS: "100",
    SIGNUP_LIMIT_PER_HOUR: "0",
    NOW: "2025-10-01T12:00:00Z",
  });
});

test.afterAll(async () => {
  await server?.stop();
});

type Business = { name: string; tradeName: string; email: string; location: string };

/**
 * Sign-up's trade picker (docs/product/platform.md#trade-templates): every trade of the one list,
 * in its order, reached by Tab and chosen by the arrow keys; Other asks what its service is called.
 */
async function expectTradePicker(page: Page) {
  const picker = page.getByRole("group", { name: "Your trade" });
  const radio = (name: string) => picker.getByRole("radio", { name, exact: true });
  await expect(picker.locator("label")).toHaveText(TRADES.map((trade) => trade.name));
  await page.getByLabel("Business name").press("Tab");
  await expect(radio(TRADES[0]!.name)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(radio(TRADES[1]!.name)).toBeChecked();
  const serviceName = page.getByLabel("The service you sell");
  await expect(serviceName).toHaveCount(0);
  await radio("Other").check();
  await page.getByRole("button", { name: "Start free" }).click();
  await expect(serviceName).toBeFocused();
  await expect(serviceName).toHaveAccessibleDescription(NAME_THE_SERVICE);
  await expectNoA11yViolations(page);
}

/** The template's example areas, drawn around the place named at sign-up. */
const examplesAround = (place: string) =>
  [5, 10, 15].map((miles) => `Within ${miles} miles of ${place}`);

async function signUpFromHome(
  page: Page,
  business: Business,
  options: { testInfo?: TestInfo; picker?: boolean } = {},
) {
  await page.goto(`${server.baseURL}/`);
  await dismissCookieBanner(page);
  await page.getByRole("main").getByRole("link", { name: "Start free" }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel("Business name").fill(business.name);
  if (options.picker) await expectTradePicker(page);
  await page
    .getByRole("group", { name: "Your trade" })
    .getByRole("radio", { name: business.tradeName, exact: true })
    .check();
  await page.getByLabel("Where you work (ZIP code or town)").fill(business.location);
  await page.getByLabel("Your name").fill("Olive Owner");
  await page.getByLabel("Your email").fill(business.email);
  await page.getByLabel("Password (at least 12 characters)").fill(PASSWORD);
  if (options.testInfo) await shot(page, options.testInfo, "signup-form");
  await page.getByRole("button", { name: "Start free" }).click();
  const checklist = page.getByRole("region", { name: "Get ready to take quotes" });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText("Verify your email (to do)")).toBeAttached();
  await expect(page.getByRole("banner")).toContainText("Olive Owner");
}

/** Opens the verification link the server printed for the email it could not send. */
async function verifyFromPrintedLink(page: Page, email: string) {
  const printed = new RegExp(
    `email not sent \\(SMTP_URL is not set\\) to ${email.replaceAll(".", "\\.")}: [^"]*?(http\\S+/admin/verify-email#token=[\\w-]+)`,
  );
  await expect.poll(() => printed.test(server.output())).toBe(true);
  // The link names PUBLIC_URL's host; the session lives at this server's address.
  const { pathname, hash } = new URL(printed.exec(server.output())![1]!);
  await page.goto(`${server.baseURL}${pathname}${hash}`);
  await expect(page.getByText(`${email} is verified`)).toBeVisible();
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  const checklist = page.getByRole("region", { name: "Get ready to take quotes" });
  await expect(checklist.getByText("Verify your email (done)")).toBeAttached();
}

/** The person who ran the server opens the setup link it printed and creates the owner account. */
async function openPrintedSetupLink(page: Page) {
  const printed = /No admin yet: open (\S+)/;
  await expect.poll(() => printed.test(server.output())).toBe(true);
  const { pathname, search } = new URL(printed.exec(server.output())![1]!);
  await page.goto(`${server.baseURL}${pathname}${search}`);
  await page.getByLabel("Your name").fill("Sam Server");
  await page.getByLabel("Email").fill("sam@example.com");
  await page.getByLabel("Password (at least 12 characters)").fill(PASSWORD);
  await page.getByLabel("Repeat the password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account and sign in" }).click();
  await expect(page.getByRole("banner")).toContainText("Sam Server");
}

/** The profile a customer sees: phone, website, and the state its addresses are in. */
async function setProfile(page: Page, state: string) {
  await page
    .getByRole("region", { name: "Get ready to take quotes" })
    .getByRole("link", { name: "Open Business profile" })
    .click();
  await page.getByLabel("Phone (optional)").fill("(785) 555-0100");
  await page.getByLabel("Website (optional)").fill("https://example.com");
  await page.getByLabel("State", { exact: true }).fill(state);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Settings saved", { exact: true })).toBeVisible();
  await page.goto(`${server.baseURL}/admin`);
}

/**
 * Draws one polygon over the map's middle, names it, deletes the template's examples, saves. The
 * examples are marked as such, and the map names the county around them with no tile server.
 */
async function drawServiceArea(
  page: Page,
  area: { name: string; county: string },
  testInfo?: TestInfo,
) {
  const areaName = area.name;
  const examples = examplesAround(areaName);
  await page.route("https://tile.openstreetmap.org/**", (route) => route.abort());
  await page
    .getByRole("region", { name: "Get ready to take quotes" })
    .getByRole("link", { name: "Open Service areas" })
    .click();
  await expect(page.getByRole("heading", { name: "Service areas" })).toBeVisible();
  const map = page.getByRole("region", { name: "Map of the service areas" });
  await expect(map.getByText(area.county, { exact: true }).first()).toBeVisible();
  await expect(map.getByText(`${examples[0]} (example)`)).toBeVisible();
  await expect(page.getByText("3 areas are examples from your trade's template")).toBeVisible();
  if (testInfo) await shot(page, testInfo, "areas-examples");
  await page.getByRole("button", { name: "Draw a polygon" }).click();
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  const corners = [at(0.3, 0.3), at(0.7, 0.3), at(0.7, 0.7), at(0.3, 0.7)];
  // Each click is handled (terra-draw adds the corner) by the time mouse.click resolves.
  for (const [x, y] of corners) await page.mouse.click(x, y);
  await page.mouse.click(...corners[0]!);
  await page.getByLabel("Area name").fill(areaName);
  const list = page.getByRole("list", { name: "Service areas" });
  const areaButton = (name: string) => list.getByRole("button", { name: new RegExp(`^${name} `) });
  for (const example of examples) {
    await expect(areaButton(example)).toContainText("Example, not offered yet");
    await areaButton(example).click();
    await page.getByRole("button", { name: "Delete this area" }).click();
    await expect(areaButton(example)).toHaveCount(0);
  }
  await expect(areaButton(areaName)).toContainText("Polygon");
  await page.getByRole("button", { name: "Save areas" }).click();
  await expect(page.getByText("Settings saved", { exact: true })).toBeVisible();
}

/** Keeps the template's example areas, drawn around where the business works, and saves. */
async function keepExampleAreas(page: Page, examples: readonly string[]) {
  await page
    .getByRole("region", { name: "Get ready to take quotes" })
    .getByRole("link", { name: "Open Service areas" })
    .click();
  await page.getByRole("button", { name: "Keep all examples" }).click();
  const list = page.getByRole("list", { name: "Service areas" });
  await expect(
    list.getByRole("button", { name: new RegExp(`^${examples[0]} `) }),
  ).not.toContainText("Example");
  await page.getByRole("button", { name: "Save areas" }).click();
  await expect(page.getByText("Settings saved", { exact: true })).toBeVisible();
}

/** Sets one cell of the price matrix, checks the preview shows it, saves. */
async function setPrice(page: Page, cell: string, dollars: string, optionCode: string) {
  await page.getByRole("link", { name: "What you sell" }).click();
  const input = page.getByRole("textbox", { name: cell });
  await input.fill(dollars);
  const preview = page.getByTestId("settings-preview");
  await expect(preview.getByTestId(`option-${optionCode}`).getByTestId("sale-price")).toHaveText(
    `$${dollars}`,
  );
  await page.getByRole("button", { name: "Save what you sell" }).click();
  await expect(page.getByText("Settings saved", { exact: true })).toBeVisible();
}

/** From the review's checkout button to the paid page of the test checkout. */
async function payInTestMode(paymentPage: Page, amount: RegExp) {
  await paymentPage.waitForURL(/\/checkout\/test\?order=/);
  await expect(paymentPage.getByText("Test mode: no card is charged")).toBeVisible();
  await paymentPage.getByLabel("Full Name").fill("Robin Homeowner");
  await paymentPage.getByLabel("Phone Number").fill("(785) 555-0142");
  await paymentPage.getByRole("button", { name: amount }).click();
  await expect(
    paymentPage.getByRole("heading", { level: 1, name: "Payment received" }),
  ).toBeVisible();
}

/** A customer's phone: a browser context of its own at 375 px. */
async function onAPhone(browser: Browser, use: (phone: Page) => Promise<void>) {
  const phone = await browser.newContext({
    ...devices["Pixel 5"],
    viewport: { width: 375, height: 740 },
  });
  try {
    await use(await phone.newPage());
  } finally {
    await phone.close();
  }
}

/**
 * A job the price list does not cover (docs/product/custom-quotes.md): the customer asks for a
 * quote; the owner prices it, sends the offer and copies its link from the dashboard to send by
 * hand; the customer opens that link on a phone and pays it.
 */
async function offerCopiedAndPaid(page: Page, browser: Browser, slug: string, address: Address) {
  const customer = { customerName: "Robin Homeowner", email: "robin@example.com" };
  const asked = await page.request.post(`${server.baseURL}/api/b/${slug}/custom-quotes`, {
    data: { ...customer, phone: "(785) 555-0142", ...address, description: "A fallen tree" },
  });
  expect(asked.status()).toBe(201);
  await page.goto(`${server.baseURL}/admin`);
  await page.getByRole("tab", { name: "Custom Quotes" }).click();
  const card = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: customer.email });
  await card.getByRole("button", { name: /Price and send an offer/ }).click();
  const dialog = page.getByRole("dialog", { name: `Offer for ${customer.customerName}` });
  await dialog.getByRole("textbox", { name: "Item 1" }).fill("Remove the fallen tree");
  await dialog.getByLabel("Price ($)").fill("300");
  await dialog.getByRole("button", { name: "Send offer" }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole("button", { name: /Revise the offer/ }).click();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await dialog.getByRole("button", { name: "Copy the customer's link to the offer" }).click();
  await expect(page.getByText("Copied to clipboard", { exact: true })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/b/${slug}/offer#token=[\\w-]{43}$`));

  await onAPhone(browser, async (phone) => {
    await phone.goto(link);
    await phone.getByRole("button", { name: /^Accept and pay \$/ }).click();
    await payInTestMode(phone, /^Pay \$/);
  });
}

async function reachReviewAt(
  scope: Page | FrameLocator,
  address: Address,
  optionCode: string,
  price: string,
  /** The service to choose first, for a business selling more than one. */
  service?: string,
  /** The quantities it asks for, by their labels. */
  quantities: Record<string, string> = {},
) {
  await checkAddress(scope, { ...address, email: "robin@example.com" });
  if (service) {
    // The tile's label takes the click for its visually hidden radio.
    await scope.getByText(service, { exact: true }).click();
    await expect(scope.getByRole("radio", { name: service })).toBeChecked();
    await scope.getByRole("button", { name: "Continue" }).click();
  }
  const card = scope.getByTestId(`option-${optionCode}`);
  await expect(card.getByTestId("sale-price")).toHaveText(price);
  await card.click();
  for (const [label, value] of Object.entries(quantities)) {
    await scope.getByRole("button", { name: "Continue" }).click();
    await scope.getByLabel(label).fill(value);
  }
  // The add-ons, and for a service sold per visit how often (once, by default).
  const getQuote = scope.getByRole("button", { name: "Get My Quote" });
  for (let step = 0; step < 3 && !(await getQuote.isVisible()); step++) {
    await scope.getByRole("button", { name: "Continue" }).click();
  }
  await getQuote.click();
  // Sold by the visit: the customer picks its time first.
  await chooseFirstTime(scope);
  await expect(scope.getByTestId("line-service")).toContainText(price.replace(/^From /, ""));
}

test("the README's path: set up, a lawn business in Denver signs up, is paid on a phone, hands over an offer", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await openPrintedSetupLink(page);
  const business = {
    name: "Mile High Lawns",
    tradeName: "Landscaping",
    email: "owner@milehighlawns.com",
    location: "Denver, CO",
  };
  await signUpFromHome(page, business, { testInfo });
  await shot(page, testInfo, "signup-checklist");
  await verifyFromPrintedLink(page, business.email);
  await setProfile(page, "CO");
  // The examples around Denver serve its customers once kept.
  await keepExampleAreas(page, examplesAround("Denver"));
  await setPrice(page, "Medium Lawn Within 5 miles of Denver", "72.50", "MEDIUM");

  await page.goto(`${server.baseURL}/admin`);
  const checklist = page.getByRole("region", { name: "Get ready to take quotes" });
  await expect(checklist.getByText("Business profile (done)")).toBeAttached();
  await expect(checklist.getByText("Service areas (done)")).toBeAttached();
  await expect(checklist.getByText("Prices (done)")).toBeAttached();

  await onAPhone(browser, async (phone) => {
    await phone.goto(`${server.baseURL}/b/mile-high-lawns/quote`);
    await expect(phone.getByText(business.name).first()).toBeVisible();
    await dismissCookieBanner(phone);
    await reachReviewAt(phone, DENVER, "MEDIUM", "$72.50", "Lawn mowing");
    await phone
      .getByRole("button", { name: /^Secure Checkout/ })
      .first()
      .click();
    await payInTestMode(phone, /^Pay \$/);
    await expect(phone.getByText(business.name).first()).toBeVisible();
  });

  await offerCopiedAndPaid(page, browser, "mile-high-lawns", DENVER);
});

test("a house-cleaning business does the same, paid through its widget on its own site", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const business = {
    name: "Sparkle Homes",
    tradeName: "Cleaning",
    email: "owner@sparklehomes.com",
    location: "67401",
  };
  await signUpFromHome(page, business, { picker: true });
  await verifyFromPrintedLink(page, business.email);
  // A profile whose state is not the customer's: the widget asks no state, so none is refused.
  await setProfile(page, "NY");
  await drawServiceArea(page, { name: "Salina", county: "Saline" }, testInfo);
  await setPrice(page, "2 Bedrooms Salina", "140.00", "TWO_BED");

  const host = await serveHostPage(server.baseURL, "/b/sparkle-homes/quote");
  try {
    await page.goto(host.url);
    const widget = page.frameLocator("iframe");
    await expect(widget.getByLabel("Street Address")).toBeVisible();
    // Priced "From" the least of its quantities (one bathroom), which the wizard starts at.
    await reachReviewAt(widget, SALINA, "TWO_BED", "From $140.00", "House cleaning", {
      Bathrooms: "1",
    });
    const paymentTab = page.context().waitForEvent("page");
    await widget
      .getByRole("button", { name: /^Secure Checkout/ })
      .first()
      .click();
    await payInTestMode(await paymentTab, /^Pay \$/);
    await page.bringToFront();
    await expect(widget.getByRole("heading", { name: "Payment received" })).toBeVisible();
  } finally {
    await host.stop();
  }
});
