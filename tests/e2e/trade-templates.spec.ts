import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import zipcodes from "zipcodes";
import type { AreaShape } from "@/domain/find-service-area";
import { servicesOf } from "@/domain/stored-offering";
import { loadTradeTemplates } from "@/server/config/trade-templates";
import { placeOfTemplate, profileOfPlace } from "@/server/signup/business-place";
import type {
  BusinessConfigResponse,
  ServicePriceRequest,
  ServicePriceResponse,
} from "@/shared/api/quote-contract";
import type { BusinessConfig } from "@/shared/business-config";
import { FREQUENCY_CADENCE, type Frequency } from "@/shared/frequency-names";
import { formatCents } from "@/shared/money";
import type { Service } from "@/shared/offering-services";
import { formatQuantity } from "@/shared/quantity-units";
import { isRecurring } from "@/shared/service-frequency";
import { pluralize } from "@/web/lib/format-display";
import { dismissCookieBanner } from "./support/consent";
import { newDatabase } from "./support/databases";
import { addBusinesses, type ExtraServer, startExtraServer } from "./support/extra-server";
import { checkAddress, checkoutButton, chooseFirstTime, type TestAddress } from "./support/quote";
import { shot } from "./support/screenshots";
import { expect, test } from "./support/test";

/**
 * Every trade template (config/trades/*.json) as a business of its own, added with
 * scripts/add-business.ts from the template and a profile that names no trade (sign-up's own
 * screens are walked in signup-journey.spec.ts). On a phone, a homeowner walks its quote wizard
 * at /b/{slug}/quote to the review, and every amount is the server's answer to the same selection.
 * What each walk chooses comes from the template: the service with a quantity and a recurring
 * frequency where it has them (issue #31), its most popular option, each quantity halfway to the
 * most priced instantly, its last recurring frequency, and an add-on (one priced per unit first).
 */

type Quantity = NonNullable<Service["pricing"]["quantities"]>[number];

interface Walk {
  trade: string;
  slug: string;
  /** An address the offline ZIP geocoder places in `area`, the template's first area. */
  address: TestAddress;
  area: string;
  service: Service;
  option: string | undefined;
  quantities: { code: string; quantity: number }[];
  frequency: Frequency | undefined;
  addon: Service["addons"][number] | undefined;
}

/** Texts only the snow-removal template (the demo) has: none may show on another trade's pages. */
const SNOW_TEXTS = [
  /snow/i,
  /driveway size/i,
  /season contract/i,
  /per season/i,
  /inch/i,
  /Northside/,
];

const TEMPLATES = loadTradeTemplates();
const DEMO = JSON.parse(readFileSync("config/demo-business.json", "utf8")) as BusinessConfig;
const templateOf = (trade: string) => TEMPLATES.get(trade)!;
const slugOf = (trade: string) => `trade-${trade}`;

const recurringOf = (service: Service): Frequency | undefined =>
  service.billing.type === "per_visit"
    ? service.billing.frequencies.findLast((frequency) => isRecurring(frequency.code))?.code
    : undefined;

/** The first service with the most of what a walk exercises: quantities, a recurring frequency. */
function serviceToWalk(services: readonly Service[]): Service {
  const score = (service: Service) =>
    Number(service.pricing.quantities !== undefined) + Number(recurringOf(service) !== undefined);
  return services.reduce((best, service) => (score(service) > score(best) ? service : best));
}

/** Halfway from the least to the most priced instantly, on a step. */
function quantityToGive({ min, max, step = 1, customQuoteAbove }: Quantity): number {
  const most = Math.min(customQuoteAbove ?? max, max);
  return min + step * Math.round((most - min) / step / 2);
}

/** The middle of an area drawn on the map: a circle's centre, a polygon's corners averaged. */
function middleOf(shape: Exclude<AreaShape, { type: "zip_codes" }>): { lat: number; lng: number } {
  if (shape.type === "radius") return shape.center;
  const { geometry } = shape;
  const ring =
    geometry.type === "Polygon" ? geometry.coordinates[0]! : geometry.coordinates[0]![0]!;
  const corners = ring.slice(1);
  const average = (axis: 0 | 1) =>
    corners.reduce((sum, corner) => sum + corner[axis]!, 0) / corners.length;
  return { lat: average(1), lng: average(0) };
}

/** An address in the area: a ZIP code of it, or the one nearest its middle, in the ZIP's city. */
function addressIn({ name, shape }: { name: string; shape: AreaShape }): TestAddress {
  let zip: ReturnType<typeof zipcodes.lookup> | null;
  if (shape.type === "zip_codes") zip = zipcodes.lookup(shape.zipCodes[0]!);
  else {
    const { lat, lng } = middleOf(shape);
    zip = zipcodes.lookupByCoords(lat, lng);
  }
  if (!zip) throw new Error(`no ZIP code known in ${name}`);
  return { address: "12 Main St", city: zip.city, zipCode: zip.zip, email: "pat@example.com" };
}

function walkOf(trade: string): Walk {
  const offering = servicesOf(templateOf(trade));
  const service = serviceToWalk(offering.services);
  const area = offering.areas[0]!;
  const options = (service.pricing.options ?? []).filter((option) => !option.customQuote);
  return {
    trade,
    slug: slugOf(trade),
    address: addressIn(area),
    area: area.name,
    service,
    option: (options.find((option) => option.badge) ?? options[0])?.code,
    quantities: (service.pricing.quantities ?? []).map((quantity) => ({
      code: quantity.code,
      quantity: quantityToGive(quantity),
    })),
    frequency: recurringOf(service),
    addon: service.addons.find((addon) => addon.pricing.type === "per_unit") ?? service.addons[0],
  };
}

const titleOf = (trade: string) =>
  trade.replace(
    /(^|-)([a-z])/g,
    (_, dash: string, letter: string) => `${dash ? " " : ""}${letter.toUpperCase()}`,
  );

/**
 * A business file of its own for the template (its id beside the config): the demo's shape, with
 * a profile that names no trade, in the state and time zone sign-up gives the template's areas.
 */
function businessFor(trade: string): BusinessConfig & { id: string } {
  const name = `${titleOf(trade)} Pros`;
  return {
    ...DEMO,
    ...profileOfPlace(placeOfTemplate(templateOf(trade))),
    id: slugOf(trade),
    name,
    tagline: `${name}, near you.`,
    contact: {
      email: `office@${trade}.example.com`,
      phone: "(555) 010-0100",
      website: `https://${trade}.example.com`,
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
    offering: JSON.parse(readFileSync(`config/trades/${trade}.json`, "utf8")),
  };
}

// In order on one worker (one server for them all); a failed walk does not stop the next.
test.describe.configure({ mode: "default" });

let server: ExtraServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), "qw-e2e-trades-"));
  const configFiles = TEMPLATES.list.map(({ trade }) => {
    const file = join(dataDir, `${trade}.json`);
    writeFileSync(file, JSON.stringify(businessFor(trade), null, 2));
    return file;
  });
  const database = await newDatabase();
  await addBusinesses({ database, configFiles });
  server = await startExtraServer({ ...database, NOW: "2025-10-01T12:00:00Z" });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function serverPrice(
  page: Page,
  slug: string,
  body: ServicePriceRequest,
): Promise<ServicePriceResponse> {
  const response = await page.request.post(`${server.baseURL}/api/b/${slug}/price`, { data: body });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ServicePriceResponse;
}

async function serverConfig(page: Page, slug: string): Promise<BusinessConfigResponse> {
  const response = await page.request.get(`${server.baseURL}/api/b/${slug}/config`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as BusinessConfigResponse;
}

async function expectNoSnowTexts(page: Page, trade: string) {
  if (trade === "snow-removal") return;
  for (const snow of SNOW_TEXTS) await expect(page.locator("body")).not.toContainText(snow);
}

/** Every row of the review's Pricing Breakdown, and nothing more, as the server priced it. */
async function expectServerAmounts(page: Page, price: ServicePriceResponse) {
  const keyOf = (kind: string, index: number) =>
    ({
      quantity: `quantity-${price.quantities?.[index]?.code}`,
      addon: `addon-${price.addons[index]?.code}`,
      early_bird_discount: "early-bird",
      frequency_adjustment: "frequency",
      minimum_charge: "minimum-charge",
    })[kind] ?? kind;
  const shown = price.lines.filter(
    (line) => line.kind !== "early_bird_discount" || price.early_bird?.active,
  );
  const rows = shown.map((line) => ({
    key: keyOf(line.kind, shown.filter((other) => other.kind === line.kind).indexOf(line)),
    label: line.label,
    cents: line.amount_cents,
  }));
  rows.push({ key: "subtotal", label: "Subtotal", cents: price.subtotal_cents });
  rows.push({ key: "total", label: "Total", cents: price.grand_total_cents });
  const breakdown = page.getByTestId("pricing-breakdown");
  await expect(breakdown.locator("[data-testid^=line-]")).toHaveCount(rows.length);
  for (const { key, label, cents } of rows) {
    await expect(breakdown.getByTestId(`line-${key}`)).toContainText(label);
    await expect(breakdown.getByTestId(`line-${key}`)).toContainText(formatCents(cents));
  }
  const recurring = page.getByTestId("recurring-price");
  if (price.recurring) {
    const { frequency, first_visit_grand_total_cents, visit_grand_total_cents } = price.recurring;
    await expect(recurring).toContainText(
      `First visit ${formatCents(first_visit_grand_total_cents)}, then ${formatCents(visit_grand_total_cents)} ${FREQUENCY_CADENCE[frequency as Frequency]}`,
    );
  } else await expect(recurring).toHaveCount(0);
  await expect(checkoutButton(page, price.grand_total_cents).first()).toBeVisible();
}

for (const { trade } of TEMPLATES.list) {
  test(`${trade}: a phone walks the template's wizard to the server's price`, async ({
    page,
  }, testInfo) => {
    const walk = walkOf(trade);
    const { slug, area, service } = walk;
    const config = await serverConfig(page, slug);
    // A business selling beyond one service (quantities, frequencies) describes its services;
    // else the wizard is today's: an option, then the add-ons.
    const listed = config.services?.list.find((candidate) => candidate.code === service.code);
    const texts = listed?.texts ?? config.service;
    const steps = listed
      ? [
          listed.options.length > 0 && "option",
          listed.quantities.length > 0 && "quantities",
          listed.frequencies.length > 1 && "frequency",
          listed.addons.length > 0 && "addons",
        ].filter(Boolean)
      : ["option", "addons"];
    const heading = (title: string) => page.getByRole("heading", { name: title });
    const forward = (step: string) =>
      page
        .getByRole("button", { name: step === steps.at(-1) ? "Get My Quote" : "Continue" })
        .click();
    const selection = {
      area,
      ...(listed && { service: service.code }),
      ...(walk.quantities.length > 0 && { quantities: walk.quantities }),
      ...(listed && walk.frequency && { frequency: walk.frequency }),
    };

    await page.goto(`${server.baseURL}/b/${slug}/quote`);
    await expect(page.getByLabel("Street Address")).toBeVisible();
    await dismissCookieBanner(page);
    await expectNoSnowTexts(page, trade);
    await checkAddress(page, walk.address);

    if ((config.services?.list.length ?? 0) > 1) {
      await expect(heading(config.services!.step!.title)).toBeVisible();
      await expect(page.getByTestId("service-area-badge")).toHaveText(
        `Service area confirmed: ${area}`,
      );
      await page.getByTestId(`service-${service.code}`).click();
      await page.getByRole("button", { name: "Continue" }).click();
    }

    // The option: each priced card at the server's price ("From" it with the least quantities).
    if (walk.option) {
      await expect(heading(texts.steps.option.title)).toBeVisible();
      const least = (service.pricing.quantities ?? []).map(({ code, min }) => ({
        code,
        quantity: min,
      }));
      for (const option of service.pricing.options!.filter((option) => !option.customQuote)) {
        const preview = await serverPrice(page, slug, {
          area,
          ...(listed && { service: service.code }),
          ...(least.length > 0 && { quantities: least }),
          option: option.code,
          addons: [],
        });
        const card = page.getByTestId(`option-${option.code}`);
        await expect(card.getByTestId("sale-price")).toHaveText(
          `${least.length > 0 ? "From " : ""}${formatCents(preview.subtotal_cents)}`,
        );
        await expect(card).toContainText(`${texts.steps.option.priceUnit}, plus fee and tax`);
      }
      await expectNoSnowTexts(page, trade);
      await page.getByTestId(`option-${walk.option}`).click();
      await forward("option");
    }

    if (steps.includes("quantities")) {
      await expect(heading(listed!.texts.steps.quantities!.title)).toBeVisible();
      for (const { code, quantity } of walk.quantities)
        await page.getByTestId(`quantity-${code}`).getByRole("spinbutton").fill(String(quantity));
      await forward("quantities");
    }

    if (steps.includes("frequency")) {
      await expect(heading(listed!.texts.steps.frequency!.title)).toBeVisible();
      await page.getByTestId(`frequency-${walk.frequency}`).click();
      await forward("frequency");
    }

    // An add-on: one priced per unit takes a quantity in its bounds, priced by the server.
    const addons: ServicePriceRequest["addons"] = [];
    if (steps.includes("addons")) {
      await expect(heading(texts.steps.addons.title)).toBeVisible();
      const { addon } = walk;
      if (addon) {
        const card = page.getByTestId(`addon-${addon.code}`);
        await card.getByRole("checkbox", { name: "Add to package" }).check();
        if (addon.pricing.type === "per_unit") {
          const { minQuantity, maxQuantity, unitLabel } = addon.pricing;
          const quantity = Math.min(minQuantity + 2, maxQuantity);
          const field = card.getByRole("spinbutton", { name: /^Number of / });
          await expect(field).toHaveValue(String(minQuantity));
          await field.fill(String(maxQuantity + 1));
          await expect(field).toHaveAttribute("aria-invalid", "true");
          await expect(page.getByRole("button", { name: "Get My Quote" })).toBeDisabled();
          await field.fill(String(quantity));
          addons.push({ code: addon.code, quantity });
          const priced = await serverPrice(page, slug, {
            ...selection,
            option: walk.option,
            addons,
          });
          await expect(card.getByTestId(`addon-${addon.code}-price`)).toHaveText(
            `Price for ${quantity} ${pluralize(unitLabel)}: +${formatCents(priced.addons[0]!.price_cents)}`,
          );
        } else addons.push(addon.code);
      }
      await forward("addons");
    }
    // A service booked by the visit or once asks its time first (a season's does not).
    if (service.billing.type !== "season") await chooseFirstTime(page);

    // The review: every amount and choice as the server prices the same selection.
    await expect(heading(texts.steps.review.title)).toBeVisible();
    const price = await serverPrice(page, slug, { ...selection, option: walk.option, addons });
    if (walk.frequency && listed) expect(price.recurring?.frequency).toBe(walk.frequency);
    await expectServerAmounts(page, price);
    const detail = (term: string) => page.getByTestId(`detail-${term}`);
    await expect(detail("Service area")).toHaveText(area);
    if (listed)
      await expect(detail("Service")).toHaveText(
        listed.name.charAt(0).toUpperCase() + listed.name.slice(1),
      );
    if (price.option_label)
      await expect(detail(texts.steps.option.prompt)).toHaveText(price.option_label);
    for (const priced of price.quantities ?? []) {
      const { unit } = service.pricing.quantities!.find(
        (quantity) => quantity.code === priced.code,
      )!;
      await expect(detail(priced.label)).toHaveText(formatQuantity(unit, priced.quantity));
    }
    if (steps.includes("frequency")) {
      const { label } = listed!.frequencies.find((frequency) => frequency.code === walk.frequency)!;
      await expect(detail("Frequency")).toHaveText(label);
    }
    await expectNoSnowTexts(page, trade);
    await shot(page, testInfo, `trade-${trade}-review`);
  });
}

test("pressure-washing: an area's minimum charge shows as its own line on the review", async ({
  page,
}) => {
  const walk = walkOf("pressure-washing");
  const price = await serverPrice(page, walk.slug, {
    area: walk.area,
    option: "DRIVEWAY",
    addons: [],
  });
  expect(price.breakdown.minimum_charge_cents).toBeGreaterThan(0);

  await page.goto(`${server.baseURL}/b/${walk.slug}/quote`);
  await dismissCookieBanner(page);
  await checkAddress(page, walk.address);
  await page.getByTestId("option-DRIVEWAY").click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Get My Quote" }).click();
  await chooseFirstTime(page);
  await expect(page.getByTestId("line-minimum-charge")).toBeVisible();
  await expectServerAmounts(page, price);
});
