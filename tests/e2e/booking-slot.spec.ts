import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { loadTradeTemplates } from "@/server/config/trade-templates";
import { placeOfTemplate, profileOfPlace } from "@/server/signup/business-place";
import type { SlotsResponse } from "@/shared/api/booking-contract";
import { checkoutAmountsOf } from "@/shared/api/checkout-amounts";
import type { ServicePriceResponse } from "@/shared/api/quote-contract";
import type { BusinessConfig } from "@/shared/business-config";
import { formatCents } from "@/shared/money";
import { describeVisitTime, describeVisitTimeFor, formatVisitTime } from "@/shared/slot-times";
import { linksIn, type SmtpCatcher, startSmtpCatcher } from "../helpers/smtp-server";
import { dismissCookieBanner } from "./support/consent";
import { type DatabaseEnv, newDatabase } from "./support/databases";
import { addBusinesses, type ExtraServer, startExtraServer } from "./support/extra-server";
import {
  checkAddress,
  checkoutButton,
  expectNoA11yViolations,
  withOwnEmail,
} from "./support/quote";
import { shot } from "./support/screenshots";
import { expect, test } from "./support/test";

/**
 * A lawn business (the lawn-mowing template, sold by the visit) books the visit's time when the
 * customer pays (docs/product/booking.md#the-wizards-time-step): on a phone, the customer picks the
 * recommended time, sees it on Review, the payment page and the success page; a time taken
 * meanwhile brings them back to the times, fresh, with everything else kept.
 */

const SLUG = "slot-lawn";
/** The template as a business file holds it (config/trades/lawn-mowing.json). */
const TEMPLATE = JSON.parse(readFileSync("config/trades/lawn-mowing.json", "utf8"));
const DEMO = JSON.parse(readFileSync("config/demo-business.json", "utf8")) as BusinessConfig;
/** The business's zone, as sign-up gives the template's areas (Ohio). */
const PROFILE = profileOfPlace(placeOfTemplate(loadTradeTemplates().get("lawn-mowing")!));
/** The customer's phone is an hour behind: the step shows their own time too. */
const CUSTOMER_ZONE = "America/Chicago";
const ADDRESS = {
  address: "12 Main St",
  city: "Columbus",
  zipCode: "43221",
  email: "pat@example.com",
};

test.use({ timezoneId: CUSTOMER_ZONE });
test.describe.configure({ mode: "serial" });

let server: ExtraServer;
let smtp: SmtpCatcher;
let dataDir: string;
let clockChangeDatabase: DatabaseEnv;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), "qw-e2e-slot-"));
  const file = join(dataDir, "business.json");
  const business = {
    ...DEMO,
    ...PROFILE,
    id: SLUG,
    name: "Greenway Lawns",
    tagline: "Greenway Lawns, near you.",
    contact: { email: "office@greenway.example.com", phone: "(555) 010-0100", socials: [] },
    offering: TEMPLATE,
  };
  writeFileSync(file, JSON.stringify(business, null, 2));
  const database = await newDatabase();
  await addBusinesses({ database, configFiles: [file] });
  // The same business for the week the clocks change, on a server of its own (a later NOW).
  clockChangeDatabase = await newDatabase(database);
  // A Wednesday morning: the next days' times are open.
  smtp = await startSmtpCatcher();
  server = await startExtraServer({
    ...database,
    NOW: "2025-10-01T12:00:00Z",
    SMTP_URL: smtp.url,
    OUTBOX_POLL_INTERVAL_MS: "100",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A lawn mowing visit to the time step, as the customer's phone asks it: answers the price and the
 * slots the page was given (asked beside the price, not after it).
 */
async function reachTimes(page: Page, email: string, at: ExtraServer = server) {
  await page.goto(`${at.baseURL}/b/${SLUG}/quote`);
  await expect(page.getByLabel("Street Address")).toBeVisible();
  await dismissCookieBanner(page);
  await checkAddress(page, { ...ADDRESS, email });
  await page.getByTestId("service-lawn_mowing").click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByTestId("option-MEDIUM").click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  const priced = page.waitForResponse((response) => response.url().endsWith("/price"));
  const slotted = page.waitForResponse((response) => response.url().endsWith("/slots"));
  await page.getByRole("button", { name: "Get My Quote" }).click();
  const price = (await (await priced).json()) as ServicePriceResponse;
  const slots = (await (await slotted).json()) as SlotsResponse;
  await expect(page.getByRole("heading", { name: "Choose a time" })).toBeVisible();
  expect(slots.timezone).toBe(PROFILE.timezone);
  return { price, slots };
}

/** A time's card: its label takes the click for its visually hidden radio. */
const timeCard = (page: Page, slot: SlotsResponse["slots"][number]) =>
  page.locator(`label[for="slot-${slot.start}"]`);

/** The day's radio group and the time in it, as the step labels them. */
function timeRadio(page: Page, slot: SlotsResponse["slots"][number], timezone: string) {
  return page
    .getByTestId(`slot-day-${slot.start.slice(0, 10)}`)
    .getByRole("radio", { name: formatVisitTime(slot, timezone), exact: true });
}

test("a lawn customer picks the recommended time on a phone and pays; the time is on Review, the payment page and the success page", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const { email } = withOwnEmail(ADDRESS);
  const { price, slots } = await reachTimes(page, email);
  // The first day's first time is its recommended one, marked so; the customer's own time beside.
  const [first] = slots.slots;
  expect(first?.recommended).toBe(true);
  const firstDay = page.getByTestId(`slot-day-${first!.start.slice(0, 10)}`);
  await expect(firstDay.getByTestId("slot").first()).toContainText("Recommended");
  await expect(firstDay.getByTestId("slot").first()).toContainText("your time");
  await expect(page.getByText(formatCents(price.grand_total_cents)).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "slot-step");

  // Keyboard: the arrow key moves within the day's group, back to the recommended time.
  const radio = timeRadio(page, first!, slots.timezone);
  await radio.focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await expect(radio).not.toBeChecked();
  await page.keyboard.press("ArrowLeft");
  await expect(radio).toBeChecked();
  await page.getByRole("button", { name: "Continue" }).click();

  const shown = describeVisitTimeFor(first!, slots.timezone, CUSTOMER_ZONE);
  expect(shown).toContain("your time");
  await expect(page.getByTestId("detail-Date and time")).toHaveText(shown);
  // The policy for changing it, before paying: the defaults (the minimum notice, a full refund).
  await expect(page.getByTestId("visit-changes")).toHaveText(
    "You can move or cancel your visit online until 24 hours before it starts, for a full refund.",
  );
  await checkoutButton(page, price.grand_total_cents).first().click();
  await expect(page).toHaveURL(/\/checkout\/test\?order=/);
  await expect(page.getByTestId("order-visit-time")).toHaveText(shown);
  await page.getByLabel("Full Name").fill("Pat Doe");
  await page.getByLabel("Phone Number").fill("(555) 123-4567");
  await page.getByRole("button", { name: `Pay ${formatCents(price.grand_total_cents)}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment received" })).toBeVisible();
  await expect(page.getByTestId("order-visit-time")).toHaveText(shown);

  // The receipt's link moves it: another time of that day, the page in the business's name.
  const visitLink = () =>
    smtp.received
      .filter((mail) => mail.to.includes(email))
      .flatMap(linksIn)
      .find((link) => /\/account\/orders\/[^/]+\/visit$/.test(link));
  await expect.poll(visitLink).toBeDefined();
  await page.goto(visitLink()!);
  await expect(page.getByRole("heading", { level: 1, name: "Your visit" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText("Greenway Lawns");
  const second = slots.slots.find(
    (slot) => slot.start.slice(0, 10) === first!.start.slice(0, 10) && slot !== first,
  )!;
  await page.locator(`input[value="${second.start}"]`).check();
  await page.getByRole("button", { name: "Move my visit" }).click();
  await expect(page.getByRole("status")).toHaveText("Your visit is moved.");
  await expect(
    page.getByText(describeVisitTime(second, slots.timezone, { withZone: true })),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "visit-moved");
});

test("a time taken while the customer reads Review: the step says so with fresh times, and nothing else is lost", async ({
  page,
}) => {
  const email = withOwnEmail(ADDRESS).email;
  const { price, slots } = await reachTimes(page, email);
  const [chosen] = slots.slots;
  await timeCard(page, chosen!).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("detail-Date and time")).toBeVisible();

  // Another customer's checkout holds the same time first.
  const other = await page.request.post(`${server.baseURL}/api/b/${SLUG}/checkout`, {
    data: {
      ...ADDRESS,
      email: withOwnEmail(ADDRESS).email,
      area: price.area,
      service: price.service,
      option: price.option,
      frequency: price.frequency,
      addons: [],
      ...checkoutAmountsOf(price),
      slot: { start: chosen!.start },
    },
  });
  expect(other.status(), await other.text()).toBe(201);

  await checkoutButton(page, price.grand_total_cents).first().click();
  await expect(
    page.getByRole("alert").filter({ hasText: "That time is no longer free." }),
  ).toHaveText("That time is no longer free. Please choose another.");
  await expect(page.getByRole("heading", { name: "Choose a time" })).toBeVisible();
  await expect(timeRadio(page, chosen!, slots.timezone)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();

  await page.getByTestId("slot").first().click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("detail-Date and time")).not.toHaveText(
    describeVisitTimeFor(chosen!, slots.timezone, CUSTOMER_ZONE),
  );
  // The address and the price are as they were.
  await expect(page.getByTestId("detail-Address")).toHaveText(
    `${ADDRESS.address}, ${ADDRESS.city}`,
  );
  await expect(checkoutButton(page, price.grand_total_cents).first()).toBeEnabled();
});

test.describe("the week the clocks change", () => {
  // Phoenix keeps its clock all year: the business's 8:00 AM is 5:00 AM there, then 6:00 AM.
  test.use({ timezoneId: "America/Phoenix" });

  test("the times keep the business's wall clock across the change; the customer's own shift", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    // Wednesday before the clocks go back (Sunday, November 2, 2025, in Ohio).
    const clockChange = await startExtraServer({
      ...clockChangeDatabase,
      NOW: "2025-10-29T12:00:00Z",
    });
    try {
      const { slots } = await reachTimes(page, withOwnEmail(ADDRESS).email, clockChange);
      const eight = (date: string) =>
        slots.slots.find((slot) => slot.start.startsWith(`${date}T08:00`))!;
      const friday = eight("2025-10-31");
      const monday = eight("2025-11-03");
      expect([friday.start, monday.start]).toEqual([
        "2025-10-31T08:00:00-04:00",
        "2025-11-03T08:00:00-05:00",
      ]);
      const card = (slot: typeof friday) =>
        page.getByTestId("slot").filter({ has: timeCard(page, slot) });
      await expect(card(friday)).toContainText("8:00 AM");
      await expect(card(friday)).toContainText("5:00 AM your time");
      await expect(card(monday)).toContainText("8:00 AM");
      await expect(card(monday)).toContainText("6:00 AM your time");
      await shot(page, testInfo, "slot-step-clock-change");
    } finally {
      await clockChange.stop();
    }
  });
});
