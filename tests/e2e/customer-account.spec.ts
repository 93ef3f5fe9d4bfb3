import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { checkoutAmountsOf } from "@/shared/api/checkout-amounts";
import { CREW_AREA, crewBusinessConfig, crewServiceTexts } from "../helpers/crew-business";
import { linksIn, type SmtpCatcher, startSmtpCatcher } from "../helpers/smtp-server";
import { newDatabase } from "./support/databases";
import { addBusinesses, type ExtraServer, startExtraServer } from "./support/extra-server";
import { expectNoA11yViolations } from "./support/quote";
import { expect, test } from "./support/test";

/**
 * The customer's own page (docs/product/customer-account.md), on a phone: a customer who bought
 * a weekly plan signs in by the link emailed to a real SMTP server, sees the order, opens its
 * receipt, skips a visit and moves another, all without a script on the page.
 */
const SLUG = "lawn-co";
/** A Wednesday; the plan's first visit is the next morning. */
const NOW = "2026-03-04T12:00:00Z";
const FIRST_VISIT = "2026-03-05T08:00:00-05:00";

let dataDir: string;
let smtp: SmtpCatcher;
let server: ExtraServer;
const email = `account-${Date.now()}@example.com`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), "qw-account-e2e-"));
  const file = join(dataDir, `${SLUG}.json`);
  const config = crewBusinessConfig({
    name: "Lawn Co",
    services: [
      {
        code: "mow",
        texts: crewServiceTexts("lawn mowing"),
        billing: { type: "per_visit", frequencies: [{ code: "one_time" }, { code: "weekly" }] },
        pricing: {
          options: [{ code: "lawn", label: "Lawn", description: "A lawn" }],
          prices: { [CREW_AREA]: { lawn: 5000 } },
        },
        addons: [],
        duration: { minutes: 60 },
      },
    ],
    availability: { bufferMinutes: 0, minimumNoticeHours: 12 },
  });
  writeFileSync(file, JSON.stringify({ id: SLUG, ...config }));
  const database = await newDatabase();
  await addBusinesses({ database, configFiles: [file] });
  smtp = await startSmtpCatcher();
  server = await startExtraServer({
    ...database,
    NOW,
    SMTP_URL: smtp.url,
    OUTBOX_POLL_INTERVAL_MS: "100",
  });
  // The purchase, through the API: the quote journey has specs of its own.
  const api = `${server.baseURL}/api/b/${SLUG}`;
  const post = async (path: string, body: object) => {
    const response = await fetch(`${api}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.ok, await response.clone().text()).toBe(true);
    // biome-ignore lint/suspicious/noExplicitAny: the calls' answers are read field by field
    return (await response.json()) as any;
  };
  const selection = {
    service: "mow",
    area: CREW_AREA,
    option: "lawn",
    addons: [],
    frequency: "weekly",
  };
  const quote = await post("/price", selection);
  const { orderId } = await post("/checkout", {
    address: "12 Birch Lane",
    city: "Scarsdale",
    state: "NY",
    zipCode: "10583",
    email,
    ...selection,
    ...checkoutAmountsOf(quote),
    slot: { start: FIRST_VISIT },
  });
  await post(`/checkout/orders/${orderId}/test-payment`, {
    customerName: "Pat Doe",
    phone: "914-555-0100",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("a customer signs in by the emailed link, sees the order and its receipt, skips a visit and moves another", async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/b/${SLUG}/account`);
  await expect(page.getByRole("banner")).toContainText("Lawn Co");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  // The receipt went to the same address at checkout: the sign-in link is in a mail of its own.
  const signInLink = () =>
    smtp.received
      .filter((mail) => mail.to.includes(email))
      .flatMap(linksIn)
      .find((candidate) => candidate.includes(`/b/${SLUG}/account/sign-in?token=`));
  await expect.poll(signInLink).toBeDefined();
  const link = signInLink();
  await page.goto(link!);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  const orders = page.getByRole("list").filter({ hasText: "Receipt (PDF)" });
  await expect(orders.getByRole("heading", { name: "Lawn mowing: Lawn" })).toBeVisible();
  await expect(orders).toContainText("$50.00");
  await expect(page.getByText("Thursday, March 5, 2026 at 8:00 AM EST").first()).toBeVisible();
  await expectNoA11yViolations(page);

  const receipt = page.getByRole("link", { name: /Receipt \(PDF\)/ });
  const pdf = await page.request.get(
    new URL((await receipt.getAttribute("href"))!, page.url()).href,
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  await page
    .getByRole("button", { name: "Skip the visit of Thursday, March 12, 2026 at 8:00 AM EDT" })
    .click();
  await expect(page.getByRole("status")).toHaveText(
    "The visit is skipped. Your plan goes on with the next one.",
  );
  await expect(page.getByText("Skipped", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Skip the visit of Thursday, March 12, 2026 at 8:00 AM EDT" }),
  ).toHaveCount(0);

  // The next one moves to another time on its own page (#moving-a-visit).
  await shoot(page, "account-visits");
  await page
    .getByRole("link", { name: "Move the visit of Thursday, March 19, 2026 at 8:00 AM EDT" })
    .click();
  await expect(page.getByRole("heading", { name: "Move your visit" })).toBeVisible();
  await expectNoA11yViolations(page);
  await shoot(page, "move-visit");
  await page.getByRole("group", { name: "Friday, March 20" }).getByRole("radio").first().check();
  await page.getByRole("button", { name: "Move my visit" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "The visit is moved. We have emailed you the new time.",
  );
  await expect(page.getByText("Friday, March 20, 2026 at 8:00 AM EDT").first()).toBeVisible();
});

/** The page at a phone's and a desktop's width, when SHOTS_DIR asks for screenshots. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
