import {
  type APIRequestContext,
  expect,
  type Frame,
  type FrameLocator,
  type Locator,
  type Page,
  type Route,
} from "@playwright/test";
import type { PriceRequest, PriceResponse } from "@/shared/api/quote-contract";
import { formatCents } from "@/shared/money";
import { axe } from "./axe";
import { dismissCookieBanner } from "./consent";

/** Addresses of the demo business (config/demo-business.json). */
export const ADDRESSES = {
  scarsdale: {
    address: "12 Garden Rd",
    city: "Scarsdale",
    zipCode: "10583",
    email: "pat@example.com",
  },
  portChester: {
    address: "40 King St",
    city: "Port Chester",
    zipCode: "10573",
    email: "pat@example.com",
  },
  /** A Scarsdale ZIP code with another city's name. */
  cityNotOfZip: {
    address: "1 Ocean Dr",
    city: "Miami",
    zipCode: "10583",
    email: "pat@example.com",
  },
  unknownZip: {
    address: "1 Nowhere Rd",
    city: "Nowhere",
    zipCode: "99999",
    email: "pat@example.com",
  },
} as const;
export interface TestAddress {
  address: string;
  city: string;
  zipCode: string;
  email: string;
}

/**
 * `address` with an email of its own. Identical checkouts a few seconds apart are taken for a
 * double click and share one order, so tests that pay for the same thing at once (one spec at
 * both widths, two specs on two workers) each need a customer of their own.
 */
export function withOwnEmail(address: TestAddress): TestAddress {
  return { ...address, email: `${crypto.randomUUID().slice(0, 8)}.${address.email}` };
}

type Scope = Page | Frame | Locator | FrameLocator;

/** Opens the full-page wizard (answering the cookie banner) and waits for its address form. */
export async function startQuote(page: Page, path = "/quote"): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("quote-page")).toBeVisible();
  await expect(page.getByLabel("Street Address")).toBeVisible();
  await dismissCookieBanner(page);
}

export async function fillAddress(scope: Scope, address: TestAddress): Promise<void> {
  await scope.getByLabel("Street Address").fill(address.address);
  await scope.getByLabel("City").fill(address.city);
  await scope.getByLabel("ZIP Code").fill(address.zipCode);
  await scope.getByLabel("Email Address").fill(address.email);
}

/** Fills the address and submits it (the searching step follows). */
export async function checkAddress(scope: Scope, address: TestAddress): Promise<void> {
  await fillAddress(scope, address);
  await scope.getByRole("button", { name: "Check Service Area" }).click();
}

/**
 * Holds the answers to requests for `url` until `release()`, so a test can look at what the
 * page shows while it waits however slow the machine is. `answer` gives them the real answer
 * unless told otherwise.
 */
export async function holdRequests(
  page: Page,
  url: string,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await answer(route);
  });
  return { release };
}

/** Holds the service-area answer until `release()`, to look at the searching step. */
export function holdServiceAreaCheck(page: Page): Promise<{ release: () => void }> {
  return holdRequests(page, "**/api/geo/check");
}

export async function reachDriveway(scope: Scope, address: TestAddress = ADDRESSES.scarsdale) {
  await checkAddress(scope, address);
  await expect(scope.getByRole("heading", { name: "Select your driveway size" })).toBeVisible();
}

/** Clicks a driveway card, as a customer does, and checks that it is selected. */
export async function chooseDriveway(scope: Scope, label: string): Promise<void> {
  await scope
    .getByTestId(/^option-/)
    .filter({ hasText: label })
    .click();
  await expect(scope.getByRole("radio", { name: label })).toBeChecked();
}

/** Driveway (size chosen) -> options, optionally with the bump-out. */
export async function reachOptions(
  scope: Scope,
  options: { size?: string; bumpOut?: boolean } = {},
): Promise<void> {
  await chooseDriveway(scope, options.size ?? "4-Car Driveway");
  await scope.getByRole("button", { name: "Continue" }).click();
  await expect(scope.getByRole("heading", { name: "Additional services" })).toBeVisible();
  if (options.bumpOut) await scope.getByRole("checkbox", { name: "Add to package" }).check();
}

export async function reachReview(scope: Scope): Promise<void> {
  await scope.getByRole("button", { name: "Get My Quote" }).click();
  await expect(scope.getByRole("heading", { name: "Your snow removal quote" })).toBeVisible();
}

/** The server's price, asked directly: what every amount on the page must equal. */
export async function fetchPrice(
  request: APIRequestContext,
  body: { area: string; option: string; addons: PriceRequest["addons"] },
  baseURL?: string,
): Promise<PriceResponse> {
  const response = await request.post(`${baseURL ?? ""}/api/price`, { data: body });
  expect(response.ok()).toBe(true);
  return (await response.json()) as PriceResponse;
}

/** Every line of the review's Pricing Breakdown against the server's numbers. */
export async function expectBreakdown(scope: Scope, price: PriceResponse): Promise<void> {
  const line = (key: string) => scope.getByTestId(`line-${key}`);
  const amount = (kind: string) => price.lines.find((item) => item.kind === kind)!.amount_cents;
  await expect(line("service")).toContainText(formatCents(price.breakdown.base_price_cents));
  await expect(line("service")).toContainText(formatCents(amount("service")));
  for (const addon of price.addons) {
    await expect(line(`addon-${addon.code}`)).toContainText(formatCents(addon.price_cents));
  }
  if (price.addons.length === 0) await expect(line("addon-bump_out")).toHaveCount(0);
  if (price.early_bird?.active) {
    await expect(line("early-bird")).toContainText("Early Bird Discount");
    await expect(line("early-bird")).toContainText(
      formatCents(-price.breakdown.early_bird_discount_cents),
    );
  } else {
    await expect(line("early-bird")).toHaveCount(0);
  }
  const minimum = price.lines.find((item) => item.kind === "minimum_charge");
  if (minimum) {
    await expect(line("minimum-charge")).toContainText(minimum.label);
    await expect(line("minimum-charge")).toContainText(formatCents(minimum.amount_cents));
  } else {
    await expect(line("minimum-charge")).toHaveCount(0);
  }
  await expect(line("subtotal")).toContainText(formatCents(price.subtotal_cents));
  await expect(line("fee")).toContainText(formatCents(price.fee_cents));
  await expect(line("tax")).toContainText(formatCents(price.tax_cents));
  await expect(line("total")).toContainText(formatCents(price.grand_total_cents));
  await expect(checkoutButton(scope, price.grand_total_cents).first()).toBeVisible();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The time step of a service booked by the visit (docs/product/booking.md#the-wizards-time-step):
 * takes the first time offered (its day's recommended one) and goes on to Review.
 */
export async function chooseFirstTime(scope: Scope): Promise<void> {
  await expect(scope.getByRole("heading", { name: "Choose a time" })).toBeVisible();
  // The card's label takes the click for its visually hidden radio.
  await scope.getByTestId("slot").first().click();
  await scope.getByRole("button", { name: "Continue" }).click();
}

/** The review's checkout button(s) showing this grand total with 'tax'. */
export function checkoutButton(scope: Scope, grandTotalCents: number): Locator {
  const total = escapeRegExp(formatCents(grandTotalCents));
  return scope.getByRole("button", {
    name: new RegExp(`^Secure Checkout\\s*${total} incl\\. tax$`),
  });
}

/** axe-core with the WCAG 2.1 A and AA rules: no violations. */
export async function expectNoA11yViolations(page: Page, include?: string): Promise<void> {
  // Contrast is judged on the settled page: a step still fading in is not what a reader sees.
  // (Endless ones, such as a spinner, never finish and change no contrast.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  let builder = axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(" ")}`,
    ),
  ).toEqual([]);
}

/** The open toast with this title (and description). */
export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const toast = page.locator("li[data-state=open]").filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}
