import type { Page } from "@playwright/test";
import { formatCents } from "@/shared/money";
import { linksIn, type SmtpCatcher, startSmtpCatcher } from "../helpers/smtp-server";
import { dismissCookieBanner } from "./support/consent";
import { type DatabaseEnv, newDatabase } from "./support/databases";
import { type ExtraServer, startExtraServer } from "./support/extra-server";
import { ADDRESSES, expectNoA11yViolations } from "./support/quote";
import { shot } from "./support/screenshots";
import { openSignedIn } from "./support/signed-in";
import { expect, test } from "./support/test";

/**
 * A reminder link reopens the quote at Review, priced again (docs/product/quote-recovery.md).
 * The visit is priced on a server at 10:00 New York time; the same database is then served at
 * 13:00, whose scheduler emails the reminder to a real SMTP server; the browser opens its link.
 */
const PRICED_AT = "2025-10-01T14:00:00Z";
const REMINDED_AT = "2025-10-01T17:00:00Z";
/** Where the dashboard keeps its session (admin-token-store.ts). */
const _TOKEN_KEY = "quotewise.adminToken";
const ADMIN = { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "correct horse battery staple" };

// One database and one reminder for the whole file.
test.describe.configure({ mode: "serial" });

let database: DatabaseEnv;
let smtp: SmtpCatcher;
let server: ExtraServer;
let emailedTotalCents: number;
let email: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  database = await newDatabase();
  email = `resume-${Date.now()}@example.com`;
  const pricing = await startExtraServer({ NOW: PRICED_AT, ...database, ...ADMIN });
  try {
    const check = await fetch(`${pricing.baseURL}/api/b/northside-snow/geo/check`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...ADDRESSES.scarsdale, state: "NY", email }),
    });
    const { visit } = (await check.json()) as { visit: string };
    const priced = await fetch(`${pricing.baseURL}/api/b/northside-snow/price`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ area: "Scarsdale", option: "FOUR_CAR", addons: ["bump_out"], visit }),
    });
    emailedTotalCents = ((await priced.json()) as { grand_total_cents: number }).grand_total_cents;
  } finally {
    await pricing.stop();
  }
  smtp = await startSmtpCatcher();
  server = await startExtraServer({
    NOW: REMINDED_AT,
    ...database,
    SMTP_URL: smtp.url,
    OUTBOX_POLL_INTERVAL_MS: "100",
    ...ADMIN,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

async function reminder() {
  await expect.poll(() => smtp.received.some((mail) => mail.to.includes(email))).toBe(true);
  return smtp.received.find((mail) => mail.to.includes(email))!;
}

/** The emailed link, on this server (the link names PUBLIC_URL's host). */
async function resumeLink(): Promise<string> {
  const link = linksIn(await reminder()).find((candidate) => candidate.includes("#resume="))!;
  const url = new URL(link);
  return `${server.baseURL}${url.pathname}${url.hash}`;
}

async function expectReview(page: Page, totalCents: number) {
  await expect(page.getByRole("heading", { name: "Your snow removal quote" })).toBeVisible();
  await expect(page.getByTestId("line-total")).toContainText(formatCents(totalCents));
  await expect(page.getByTestId("detail-Address")).toContainText(ADDRESSES.scarsdale.address);
}

test("the reminder email shows the business's price and link", async ({ page }, testInfo) => {
  const mail = await reminder();
  expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  const html = /<!doctype html>[\s\S]*<\/html>/i.exec(mail.body)?.[0];
  expect(html).toBeDefined();
  await page.setContent(html!);
  await expect(page.getByRole("link", { name: "View your quote" })).toBeVisible();
  await expect(page.getByText(formatCents(emailedTotalCents))).toBeVisible();
  await shot(page, testInfo, "recovery-email");
});

test("a reminder link opens Review with the price; a changed price is said", async ({
  page,
}, testInfo) => {
  const link = await resumeLink();
  await page.goto(link);
  await dismissCookieBanner(page);
  await expectReview(page, emailedTotalCents);
  await expect(page.getByText("The price has changed since you saw it.")).toHaveCount(0);
  // The token leaves the address bar at once.
  expect(page.url()).not.toContain("resume=");
  await shot(page, testInfo, "recovery-review");

  // The business raises its price: the same link now says so.
  const login = await fetch(`${server.baseURL}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const current = await (
    await fetch(`${server.baseURL}/api/admin/business`, { headers: auth })
  ).json();
  current.config.offering.areas[0].prices.FOUR_CAR += 2000;
  const saved = await fetch(`${server.baseURL}/api/admin/business`, {
    method: "PUT",
    headers: auth,
    body: JSON.stringify({ version: current.version, config: current.config }),
  });
  expect(saved.status).toBe(200);

  await page.goto("about:blank");
  await page.goto(link);
  await expect(page.getByText("The price has changed since you saw it.")).toBeVisible();
  const newTotal = await page.getByTestId("line-total").textContent();
  expect(newTotal).not.toContain(formatCents(emailedTotalCents));
  await shot(page, testInfo, "recovery-review-changed");
});

test("an unknown reminder link says so and starts a new quote", async ({ page }) => {
  await page.goto(`${server.baseURL}/b/northside-snow/quote#resume=not-a-real-token`);
  await expect(page.getByText(/expired or is not valid/).first()).toBeVisible();
  await expect(page.getByLabel("Street Address")).toBeVisible();
});

test("the email's unsubscribe link asks first, then unsubscribes with one button", async ({
  page,
}, testInfo) => {
  const link = linksIn(await reminder()).find((candidate) => candidate.includes("unsubscribe"))!;
  const url = new URL(link);
  await page.goto(`${server.baseURL}${url.pathname}${url.search}`);
  await expect(page.getByRole("heading", { name: "Stop quote reminders?" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "recovery-unsubscribe");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
});

test("the Leads tab counts the reminder sent, opened and not yet paid", async ({
  page,
}, testInfo) => {
  await reminder();
  const login = await fetch(`${server.baseURL}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  await openSignedIn(page, token, `${server.baseURL}/admin`);
  await page.getByRole("tab", { name: "Leads" }).click();
  const stats = page.getByRole("region", { name: "Quote reminders" });
  await expect(stats.getByRole("row", { name: /Sep 29/ })).toHaveText(/Sep 29\s*1\s*1\s*0/);
  // The lead's card has the emailed link to send by hand, opened by the earlier test.
  const lead = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: email });
  const link = lead.getByRole("textbox", { name: "The customer's link to their quote" });
  await expect(link).toHaveValue(await resumeLink());
  await expect(lead.getByText(/^Opened by the customer Oct 1, 2025/)).toBeVisible();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await lead.getByRole("button", { name: "Copy the customer's link to their quote" }).click();
  await expect(page.getByText("Copied to clipboard", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "recovery-leads-stats");
});
