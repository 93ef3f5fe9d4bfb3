import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { isServicesShape, oneServiceView } from "@/domain/stored-offering";
import type {
  BusinessConfigResponse,
  PriceRequest,
  PriceResponse,
} from "@/shared/api/quote-contract";
import type { BusinessConfig } from "@/shared/business-config";
import { formatCents } from "@/shared/money";
import type { Offering } from "@/shared/offering";
import { validateServicesOffering } from "@/shared/offering-services";
import { resolveService } from "@/shared/service-texts";
import { pluralize } from "@/web/lib/format-display";
import { dismissCookieBanner } from "./support/consent";
import { addBusinesses, type ExtraServer, startExtraServer } from "./support/extra-server";
import { checkAddress, expectBreakdown } from "./support/quote";
import { shot } from "./support/screenshots";
import { expect, test } from "./support/test";

/**
 * One business per trade template (config/trades/*.json), added with scripts/add-business.ts from
 * the template and a profile of its own: a homeowner walks its quote wizard at /b/{slug}/quote to
 * the review, and every text is the template's and every amount the server's. Walked here: the
 * templates selling one service priced by an option, once, with add-ons. The templates selling
 * several services, quantities or frequencies are not walked yet (the wizard's steps for them are
 * walked in quote-services.spec.ts on a business of their kind).
 */

interface Walk {
  trade: string;
  /** An address the offline ZIP geocoder places in `area` (the template's own area list). */
  address: { address: string; city: string; zipCode: string; email: string };
  state: string;
  timezone: string;
  area: string;
  option: string;
  /** An add-on priced per unit, with the quantity to ask for (where the template has one). */
  perUnit?: { code: string; quantity: number };
  /** A flat add-on to tick (the snow template has no per-unit one). */
  flat?: string;
}

const WALKS: Walk[] = [
  {
    trade: "snow-removal",
    address: {
      address: "12 Garden Rd",
      city: "Scarsdale",
      zipCode: "10583",
      email: "pat@example.com",
    },
    state: "NY",
    timezone: "America/New_York",
    area: "Scarsdale",
    option: "FOUR_CAR",
    flat: "bump_out",
  },
  {
    trade: "gutter-cleaning",
    address: {
      address: "900 SW Salmon St",
      city: "Portland",
      zipCode: "97205",
      email: "pat@example.com",
    },
    state: "OR",
    timezone: "America/Los_Angeles",
    area: "Portland",
    option: "TWO_STORY",
    // 10 feet at $9 is below the add-on's $150 minimum: the server's minimum shows.
    perUnit: { code: "gutter_guards", quantity: 10 },
  },
  {
    trade: "pressure-washing",
    address: {
      address: "2 Bayshore Blvd",
      city: "Tampa",
      zipCode: "33609",
      email: "pat@example.com",
    },
    state: "FL",
    timezone: "America/New_York",
    area: "Tampa",
    option: "HOUSE_WASH",
    perUnit: { code: "walkways", quantity: 3 },
  },
];

/** Texts only the snow-removal template (the demo) has: none may show on another trade's pages. */
const SNOW_TEXTS = [
  /snow/i,
  /driveway size/i,
  /season contract/i,
  /per season/i,
  /inch/i,
  /Northside/,
];

const DEMO = JSON.parse(readFileSync("config/demo-business.json", "utf8")) as BusinessConfig;
const fileOf = (trade: string): unknown =>
  JSON.parse(readFileSync(`config/trades/${trade}.json`, "utf8"));
/** The template as the wizard shows it: itself, or the view of its first service. */
function templateOf(trade: string): Offering {
  const data = fileOf(trade);
  if (!isServicesShape(data)) return data as Offering;
  const validation = validateServicesOffering(data);
  if (!validation.ok) throw new Error(`${trade}: ${JSON.stringify(validation.issues)}`);
  return oneServiceView(validation.offering);
}
const slugOf = (trade: string) => `trade-${trade}`;
const titleOf = (trade: string) =>
  trade.replace(
    /(^|-)([a-z])/g,
    (_, dash: string, letter: string) => `${dash ? " " : ""}${letter.toUpperCase()}`,
  );

/**
 * A business file of its own for the template (its id beside the config): the demo's shape, with
 * a profile that names no trade.
 */
function businessFor(walk: Walk): BusinessConfig & { id: string } {
  const name = `${titleOf(walk.trade)} Pros`;
  return {
    ...DEMO,
    id: slugOf(walk.trade),
    name,
    tagline: `${name}, near you.`,
    contact: {
      email: `office@${walk.trade}.example.com`,
      phone: "(555) 010-0100",
      website: `https://${walk.trade}.example.com`,
      socials: [],
    },
    terms: {
      updated: "2025-09-01",
      sections: [
        {
          heading: "What you buy",
          paragraphs: ["The service you chose, at the address you gave."],
        },
        {
          heading: "Refunds",
          paragraphs: ["Refunds go back to your card within 10 business days."],
        },
      ],
    },
    timezone: walk.timezone,
    state: walk.state,
    offering: fileOf(walk.trade) as Offering,
  };
}

test.describe.configure({ mode: "serial" });

let server: ExtraServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), "qw-e2e-trades-"));
  const configFiles = WALKS.map((walk) => {
    const file = join(dataDir, `${walk.trade}.json`);
    writeFileSync(file, JSON.stringify(businessFor(walk), null, 2));
    return file;
  });
  await addBusinesses({ dataDir: join(dataDir, "db"), configFiles });
  server = await startExtraServer({ DATA_DIR: join(dataDir, "db"), NOW: "2025-10-01T12:00:00Z" });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function serverPrice(page: Page, slug: string, body: PriceRequest): Promise<PriceResponse> {
  const response = await page.request.post(`${server.baseURL}/api/b/${slug}/price`, { data: body });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as PriceResponse;
}

async function serverConfig(page: Page, slug: string): Promise<BusinessConfigResponse> {
  const response = await page.request.get(`${server.baseURL}/api/b/${slug}/config`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as BusinessConfigResponse;
}

async function expectNoSnowTexts(page: Page, walk: Walk) {
  if (walk.trade === "snow-removal") return;
  for (const snow of SNOW_TEXTS) await expect(page.locator("body")).not.toContainText(snow);
}

for (const walk of WALKS) {
  test(`${walk.trade}: the wizard speaks the template and shows the server's amounts`, async ({
    page,
  }, testInfo) => {
    const slug = slugOf(walk.trade);
    const template = templateOf(walk.trade);
    // The template's texts as the wizard shows them: its own, else the ones its words give.
    const texts = resolveService(template.service);
    const config = await serverConfig(page, slug);
    const { steps } = config.service;
    const priced = template.options.filter((option) => !option.customQuote);
    const chosen = template.options.find((option) => option.code === walk.option)!;

    await page.goto(`${server.baseURL}/b/${slug}/quote`);
    await expect(page.getByLabel("Street Address")).toBeVisible();
    await dismissCookieBanner(page);
    await expect(page.getByRole("heading", { name: steps.address.title })).toBeVisible();
    await expect(page.getByText(config.service.headline)).toBeAttached();
    const progress = page.getByRole("navigation", { name: "Quote progress" });
    for (const step of [steps.address, steps.option, steps.addons, steps.review]) {
      await expect(progress).toContainText(step.progressShortLabel);
      await expect(progress).toContainText(step.progressLabel);
    }
    await expectNoSnowTexts(page, walk);

    // The option step: the template's title and every priced option at the server's price.
    await checkAddress(page, walk.address);
    expect(steps.option.title).toBe(texts.steps.option.title);
    await expect(page.getByRole("heading", { name: steps.option.title })).toBeVisible();
    await expect(page.getByTestId("service-area-badge")).toHaveText(
      `Service area confirmed: ${walk.area}`,
    );
    await expect(page.getByRole("group", { name: texts.steps.option.prompt })).toBeVisible();
    for (const option of priced) {
      const card = page.getByTestId(`option-${option.code}`);
      await expect(card).toContainText(option.label);
      const preview = await serverPrice(page, slug, {
        area: walk.area,
        option: option.code,
        addons: [],
      });
      await expect(card.getByTestId("sale-price")).toHaveText(formatCents(preview.subtotal_cents));
      await expect(card).toContainText(`${texts.steps.option.priceUnit}, plus fee and tax`);
    }
    const custom = template.options.find((option) => option.customQuote);
    if (custom)
      await expect(page.getByTestId(`option-${custom.code}`)).toContainText("Custom quote");
    await expectNoSnowTexts(page, walk);
    await shot(page, testInfo, `trade-${walk.trade}-option`);

    await page.getByTestId(`option-${walk.option}`).click();
    await expect(page.getByRole("radio", { name: chosen.label })).toBeChecked();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: steps.addons.title })).toBeVisible();

    // The add-ons: a quantity for one priced per unit, priced by the server as it changes.
    const addons: PriceRequest["addons"] = [];
    if (walk.perUnit) {
      const { code, quantity } = walk.perUnit;
      const addon = template.addons.find((candidate) => candidate.code === code)!;
      if (addon.pricing.type !== "per_unit") throw new Error(`${code} is not priced per unit`);
      const card = page.getByTestId(`addon-${code}`);
      await card.getByRole("checkbox", { name: "Add to package" }).check();
      const field = card.getByRole("spinbutton", { name: /^Number of / });
      await expect(field).toHaveValue(String(addon.pricing.minQuantity));
      await expect(field).toHaveAttribute("min", String(addon.pricing.minQuantity));
      await expect(field).toHaveAttribute("max", String(addon.pricing.maxQuantity));
      await field.fill(String(quantity));
      addons.push({ code, quantity });
      const withAddon = await serverPrice(page, slug, {
        area: walk.area,
        option: walk.option,
        addons,
      });
      const pricedAddon = withAddon.addons.find((candidate) => candidate.code === code)!;
      expect(pricedAddon.quantity).toBe(quantity);
      await expect(card.getByTestId(`addon-${code}-price`)).toHaveText(
        `Price for ${quantity} ${pluralize(addon.pricing.unitLabel)}: +${formatCents(pricedAddon.price_cents)}`,
      );
      // Out of bounds: the field says what it takes and the quote waits for it.
      await field.fill(String(addon.pricing.maxQuantity + 1));
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("button", { name: "Get My Quote" })).toBeDisabled();
      await field.fill(String(quantity));
      await expect(page.getByRole("button", { name: "Get My Quote" })).toBeEnabled();
    }
    if (walk.flat) {
      await page
        .getByTestId(`addon-${walk.flat}`)
        .getByRole("checkbox", { name: "Add to package" })
        .check();
      addons.push(walk.flat);
    }
    await expectNoSnowTexts(page, walk);
    await shot(page, testInfo, `trade-${walk.trade}-addons`);

    // The review: the template's words, and every line and the total as the server prices them.
    await page.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByRole("heading", { name: steps.review.title })).toBeVisible();
    const price = await serverPrice(page, slug, { area: walk.area, option: walk.option, addons });
    await expectBreakdown(page, price);
    for (const addon of price.addons) {
      await expect(page.getByTestId(`line-addon-${addon.code}`)).toContainText(
        price.lines.find((line) => line.kind === "addon" && line.label.startsWith(addon.label))!
          .label,
      );
    }
    await expect(page.getByTestId(`detail-${texts.steps.option.prompt}`)).toHaveText(chosen.label);
    await expect(page.getByTestId("detail-Service area")).toHaveText(walk.area);
    await expect(page.getByTestId("detail-Contract")).toHaveText(config.service.contract.line);
    for (const bullet of config.service.infoBullets)
      await expect(page.getByText(bullet)).toBeVisible();
    if (!price.early_bird) await expect(page.getByTestId("line-early-bird")).toHaveCount(0);
    await expectNoSnowTexts(page, walk);
    await shot(page, testInfo, `trade-${walk.trade}-review`);
  });
}

test("pressure-washing: an area's minimum charge shows as its own line on the review", async ({
  page,
}) => {
  const walk = WALKS.find((candidate) => candidate.trade === "pressure-washing")!;
  const slug = slugOf(walk.trade);
  const price = await serverPrice(page, slug, { area: walk.area, option: "DRIVEWAY", addons: [] });
  expect(price.breakdown.minimum_charge_cents).toBeGreaterThan(0);

  await page.goto(`${server.baseURL}/b/${slug}/quote`);
  await dismissCookieBanner(page);
  await checkAddress(page, walk.address);
  await page.getByTestId("option-DRIVEWAY").click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Get My Quote" }).click();
  await expect(page.getByTestId("line-minimum-charge")).toBeVisible();
  await expectBreakdown(page, price);
});
