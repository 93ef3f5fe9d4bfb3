import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type { ServicesBusinessConfig } from "@/domain/stored-offering";
import type { ServicePriceRequest, ServicePriceResponse } from "@/shared/api/quote-contract";
import { formatCents } from "@/shared/money";
import { dismissCookieBanner } from "./support/consent";
import { type ExtraServer, startExtraServer } from "./support/extra-server";
import {
  ADDRESSES,
  checkAddress,
  checkoutButton,
  chooseFirstTime,
  expectNoA11yViolations,
  withOwnEmail,
} from "./support/quote";
import { shot } from "./support/screenshots";
import { expect, test } from "./support/test";

/**
 * A business selling two services in the services shape (docs/product/quote-journey.md#services):
 * a home clean by bedrooms (the option) plus each bathroom, every visit or every 2 weeks with a
 * first visit at +50%, and floor care by square feet alone, a custom quote above 4,000. A
 * homeowner picks a service, its quantities and frequency, sees the server's every amount, pays.
 */

const SLUG = "two-services";
/**
 * The demo's file: its areas, fees and tax, in the services shape
 * (docs/decisions/047-services-downstream-and-the-config-migration.md).
 */
const DEMO = JSON.parse(
  readFileSync("config/demo-business.json", "utf8"),
) as ServicesBusinessConfig;
const AREAS = DEMO.offering.areas.map((area) => area.name);
const perArea = <Prices>(prices: Prices) => Object.fromEntries(AREAS.map((area) => [area, prices]));

const texts = (name: string, steps: object) => ({
  name,
  propertyNoun: "home",
  unit: "clean",
  icon: "sparkles",
  headline: `${name.charAt(0).toUpperCase()}${name.slice(1)} by people you can trust`,
  contract: { name },
  steps: {
    address: { title: "Where do you need us?" },
    addons: {},
    review: {},
    details: { title: `Custom ${name} quote`, propertyPlaceholder: "Anything we should know..." },
    ...steps,
  },
  infoBullets: ["We bring everything we need."],
  nextSteps: ["We'll confirm your visit by email."],
});

const SERVICES_BUSINESS = {
  ...DEMO,
  id: SLUG,
  name: "Two Services Co",
  tagline: "Homes and floors cleaned by people you can trust.",
  offering: {
    trade: "house-cleaning",
    serviceStep: {
      title: "What can we do for you?",
      progressLabel: "Service",
      progressShortLabel: "Service",
    },
    services: [
      {
        code: "floor_care",
        texts: texts("floor care", {
          quantities: {
            title: "How big is the floor?",
            progressLabel: "Size",
            progressShortLabel: "Size",
          },
        }),
        billing: { type: "one_time" },
        pricing: {
          quantities: [
            {
              code: "floor_area",
              label: "Floor area",
              unit: "sq_ft",
              min: 100,
              max: 5000,
              step: 100,
              customQuoteAbove: 4000,
              pricing: {
                type: "bands",
                bands: [
                  { upTo: 1500, priceCents: 12900 },
                  { upTo: 2500, priceCents: 15900 },
                ],
                over: { each: 500, priceCents: 2000 },
              },
            },
          ],
        },
        addons: [],
      },
      {
        code: "home_clean",
        texts: texts("home cleaning", {
          option: {
            title: "How many bedrooms?",
            prompt: "Bedrooms",
            progressLabel: "Home",
            progressShortLabel: "Home",
          },
          quantities: {
            title: "How many bathrooms?",
            progressLabel: "Bathrooms",
            progressShortLabel: "Baths",
          },
          frequency: {
            title: "How often?",
            progressLabel: "How often",
            progressShortLabel: "Often",
          },
        }),
        billing: {
          type: "per_visit",
          frequencies: [
            { code: "one_time" },
            {
              code: "weekly",
              adjustment: { type: "percent", basisPoints: -1500 },
              firstVisit: { type: "percent", basisPoints: 5000 },
            },
            {
              code: "every_2_weeks",
              adjustment: { type: "percent", basisPoints: -1000 },
              firstVisit: { type: "percent", basisPoints: 5000 },
            },
          ],
        },
        pricing: {
          options: [
            { code: "one_bed", label: "1 bedroom", description: "A studio or one bedroom" },
            { code: "two_bed", label: "2 bedrooms", description: "Two bedrooms" },
          ],
          prices: perArea({ one_bed: 10900, two_bed: 14900 }),
          quantities: [
            {
              code: "bathrooms",
              label: "Bathrooms",
              unit: "bathroom",
              min: 1,
              max: 4,
              pricing: { type: "per_unit", unitPriceCents: 2500 },
            },
          ],
        },
        addons: [],
      },
    ],
    areas: DEMO.offering.areas,
    fees: DEMO.offering.fees,
    tax: DEMO.offering.tax,
  },
};

test.describe.configure({ mode: "serial" });

let server: ExtraServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), "qw-e2e-services-"));
  const file = join(dataDir, "business.json");
  writeFileSync(file, JSON.stringify(SERVICES_BUSINESS, null, 2));
  // The server's own business, seeded from the file at start: no separate add-business run.
  server = await startExtraServer({ BUSINESS_CONFIG: file, NOW: "2025-10-01T12:00:00Z" });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function serverPrice(page: Page, body: ServicePriceRequest): Promise<ServicePriceResponse> {
  const response = await page.request.post(`${server.baseURL}/api/b/${SLUG}/price`, { data: body });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ServicePriceResponse;
}

async function openWizard(page: Page) {
  await page.goto(`${server.baseURL}/b/${SLUG}/quote`);
  await expect(page.getByLabel("Street Address")).toBeVisible();
  await dismissCookieBanner(page);
  await checkAddress(page, withOwnEmail(ADDRESSES.scarsdale));
  await expect(page.getByRole("heading", { name: "What can we do for you?" })).toBeVisible();
}

test("a service, its quantities and frequency, priced as the server does, and paid", async ({
  page,
}, testInfo) => {
  // The whole journey to a payment, with two accessibility checks: longer than one step's test.
  test.setTimeout(90_000);
  const area = "Scarsdale";
  await openWizard(page);
  const progress = page.getByRole("navigation", { name: "Quote progress" });
  await expect(progress.getByRole("listitem")).toHaveCount(3);
  // The header speaks for every service until one is chosen, then for the chosen one.
  const header = page.getByRole("banner");
  await expect(header).toContainText(SERVICES_BUSINESS.tagline);
  // Keyboard: the arrow key moves the choice from the first service to the next.
  await page.getByRole("radio", { name: "Floor care" }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "Home cleaning" })).toBeChecked();
  await expect(header).toContainText("Home cleaning by people you can trust");
  await shot(page, testInfo, "services-choice");
  await page.getByRole("button", { name: "Continue" }).click();

  // Option: each card "From" its price with one bathroom, as the server prices it.
  await expect(page.getByRole("heading", { name: "How many bedrooms?" })).toBeVisible();
  // Address, Service, Home, Bathrooms, How often, Time, Quote: a visit books its time.
  await expect(progress.getByRole("listitem")).toHaveCount(7);
  const least = { service: "home_clean", area, quantities: [{ code: "bathrooms", quantity: 1 }] };
  for (const option of ["one_bed", "two_bed"]) {
    const preview = await serverPrice(page, { ...least, option, addons: [] });
    await expect(page.getByTestId(`option-${option}`).getByTestId("sale-price")).toHaveText(
      `From ${formatCents(preview.subtotal_cents)}`,
    );
  }
  await page.getByTestId("option-two_bed").click();
  await page.getByRole("button", { name: "Continue" }).click();

  // Quantities: checked at the field.
  const bathrooms = page.getByLabel("Bathrooms");
  await bathrooms.fill("9");
  await bathrooms.press("Enter");
  await expect(bathrooms).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter a number from 1 to 4 bathrooms.")).toBeVisible();
  await expect(bathrooms).toBeFocused();
  await shot(page, testInfo, "services-quantities");
  await bathrooms.fill("3");
  await bathrooms.press("Enter");

  // Frequency: each with its adjustment in the service's unit.
  await expect(page.getByRole("heading", { name: "How often?" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "One time" })).toBeChecked();
  await expect(page.getByTestId("frequency-weekly")).toContainText(
    "15% off per clean · First visit +50%",
  );
  await page.getByTestId("frequency-every_2_weeks").click();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "services-frequency");
  await page.getByRole("button", { name: "Get My Quote" }).click();
  await chooseFirstTime(page);

  // Review: every amount the server's.
  await expect(page.getByRole("heading", { name: "Your home cleaning quote" })).toBeVisible();
  const price = await serverPrice(page, {
    service: "home_clean",
    area,
    option: "two_bed",
    quantities: [{ code: "bathrooms", quantity: 3 }],
    frequency: "every_2_weeks",
    addons: [],
  });
  expect(price.recurring).toBeDefined();
  const line = (key: string) => page.getByTestId(`line-${key}`);
  const rowOf = {
    service: "service",
    quantity: "quantity-bathrooms",
    frequency_adjustment: "frequency",
  };
  for (const priced of price.lines) {
    const key = rowOf[priced.kind as keyof typeof rowOf] ?? priced.kind;
    await expect(line(key)).toContainText(priced.label);
    await expect(line(key)).toContainText(formatCents(priced.amount_cents));
  }
  await expect(line("subtotal")).toContainText(formatCents(price.subtotal_cents));
  await expect(line("total")).toContainText(formatCents(price.grand_total_cents));
  await expect(page.getByTestId("recurring-price")).toContainText(
    `First visit ${formatCents(price.recurring!.first_visit_grand_total_cents)}, then ${formatCents(price.recurring!.visit_grand_total_cents)} every 2 weeks`,
  );
  await expect(page.getByTestId("detail-Service")).toHaveText("Home cleaning");
  await expect(page.getByTestId("detail-Bedrooms")).toHaveText("2 bedrooms");
  await expect(page.getByTestId("detail-Bathrooms")).toHaveText("3 bathrooms");
  await expect(page.getByTestId("detail-Frequency")).toHaveText("Every 2 weeks");
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "services-review");

  // A reload keeps the journey and its selection.
  await page.reload();
  await expect(page.getByTestId("recurring-price")).toBeVisible();

  // Checkout charges the first visit.
  await checkoutButton(page, price.grand_total_cents).click();
  await expect(page).toHaveURL(/\/checkout\/test\?order=/);
  await page.getByLabel("Full Name").fill("Pat Doe");
  await page.getByLabel("Phone Number").fill("(555) 123-4567");
  await page.getByRole("button", { name: `Pay ${formatCents(price.grand_total_cents)}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment received" })).toBeVisible();
});

test("a quantity above the custom-quote threshold asks for a custom quote", async ({ page }) => {
  await openWizard(page);
  await page.getByTestId("service-floor_care").click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "How big is the floor?" })).toBeVisible();
  const floor = page.getByLabel("Floor area");
  await floor.fill("4500");
  await expect(page.getByText("Above 4,000 sq ft we price it for you")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Custom floor care quote" })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(floor).toHaveValue("4500");
});
