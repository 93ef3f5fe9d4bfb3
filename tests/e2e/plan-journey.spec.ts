import { readFileSync } from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
import { loadTradeTemplates } from "@/server/config/trade-templates";
import { placeOfTemplate, profileOfPlace } from "@/server/signup/business-place";
import type { ServicePriceResponse } from "@/shared/api/quote-contract";
import type { BusinessConfig } from "@/shared/business-config";
import { formatCents } from "@/shared/money";
import { linksIn } from "../helpers/smtp-server";
import { ADMIN } from "./support/admin-fixtures";
import { dismissCookieBanner } from "./support/consent";
import { startOwnedBusinessServer } from "./support/extra-server";
import { checkAddress, chooseFirstTime, expectNoA11yViolations } from "./support/quote";
import { shot } from "./support/screenshots";
import { openSignedIn } from "./support/signed-in";
import { expect, test } from "./support/test";

/**
 * A recurring plan from end to end (issue #33, docs/product/plans.md,
 * docs/product/customer-account.md): on a phone, a customer buys a cleaning every 2 weeks through
 * the quote wizard of a business made from the cleaning template, pays, signs in by the emailed
 * link, skips a visit, reads the receipt PDF, and tips the visit the owner marked done; the owner
 * then sees the plan, the skipped visit and the tip.
 */

const SLUG = "sparkle-plan";
const TEMPLATE = JSON.parse(readFileSync("config/trades/house-cleaning.json", "utf8"));
const DEMO = JSON.parse(readFileSync("config/demo-business.json", "utf8")) as BusinessConfig;
/** The business's zone, as sign-up gives the template's areas (Colorado). */
const PROFILE = profileOfPlace(placeOfTemplate(loadTradeTemplates().get("house-cleaning")!));
/** A Wednesday morning in Denver. */
const NOW = "2026-03-04T16:00:00Z";
const ADDRESS = { address: "12 Main St", city: "Denver", zipCode: "80202" };

test("a customer buys a cleaning every 2 weeks on a phone, skips a visit, tips one done; the owner sees it all", async ({
  page,
  smtp,
}, testInfo) => {
  test.setTimeout(120_000);
  const server = await startOwnedBusinessServer({
    id: SLUG,
    config: {
      ...DEMO,
      ...PROFILE,
      name: "Sparkle Home",
      tagline: "Sparkle Home, near you.",
      contact: { email: "office@sparkle.example.com", phone: "(555) 010-0100", socials: [] },
      offering: TEMPLATE,
    },
    now: NOW,
    smtpUrl: smtp.url,
  });
  try {
    const email = `plan-journey-${Date.now()}@example.com`;
    const account = `${server.baseURL}/b/${SLUG}/account`;

    // The wizard: the cleaning, two bedrooms, one bathroom, every 2 weeks, the first time offered.
    await page.goto(`${server.baseURL}/b/${SLUG}/quote`);
    await expect(page.getByLabel("Street Address")).toBeVisible();
    await dismissCookieBanner(page);
    await checkAddress(page, { ...ADDRESS, email });
    await page.getByTestId("service-house_cleaning").click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByTestId("option-TWO_BED").click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "How many bathrooms?" })).toBeVisible();
    await page.getByRole("spinbutton", { name: "Bathrooms" }).fill("1");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "How often should we clean?" })).toBeVisible();
    await page.getByTestId("frequency-every_2_weeks").click();
    await page.getByRole("button", { name: "Continue" }).click();
    const priced = page.waitForResponse((response) => response.url().endsWith("/price"));
    await page.getByRole("button", { name: "Get My Quote" }).click();
    const price = (await (await priced).json()) as ServicePriceResponse;
    expect(price.recurring?.frequency).toBe("every_2_weeks");
    await chooseFirstTime(page);
    await expect(page.getByTestId("detail-Frequency")).toHaveText("Every 2 weeks");
    const total = formatCents(price.grand_total_cents);
    await page
      .getByRole("button", { name: new RegExp(`^Secure Checkout\\s*\\${total}`) })
      .first()
      .click();

    // The test payment page (no Stripe keys), as the other specs pay.
    await expect(page).toHaveURL(/\/checkout\/test\?order=/);
    await page.getByLabel("Full Name").fill("Pat Doe");
    await page.getByLabel("Phone Number").fill("(555) 123-4567");
    await page.getByRole("button", { name: `Pay ${total}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment received" })).toBeVisible();

    // The portal, by the emailed link.
    await page.goto(account);
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const signInLink = () =>
      smtp.received
        .filter((mail) => mail.to.includes(email))
        .flatMap(linksIn)
        .find((link) => link.includes(`/b/${SLUG}/account/sign-in?token=`));
    await expect.poll(signInLink).toBeDefined();
    await page.goto(signInLink()!);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    await expect(page.getByText("Every 2 weeks", { exact: true })).toBeVisible();

    // Skips the plan's next visit.
    const skip = page.getByRole("button", { name: /^Skip the visit of / }).first();
    const skipped = (await skip.getAttribute("aria-label"))!.replace("Skip the visit of ", "");
    await skip.click();
    await expect(page.getByRole("status")).toHaveText(
      "The visit is skipped. Your plan goes on with the next one.",
    );
    await expect(page.getByText("Skipped", { exact: true })).toBeVisible();

    // The receipt, as a PDF: the business, the service and what was paid.
    const receipt = page.getByRole("link", { name: /Receipt \(PDF\)/ });
    const pdf = await page.request.get(
      new URL((await receipt.getAttribute("href"))!, page.url()).href,
    );
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const document = await getDocumentProxy(new Uint8Array(await pdf.body()));
    const text = ((await extractText(document, { mergePages: true })).text as string).replace(
      /\s+/g,
      " ",
    );
    expect(text).toContain("Sparkle Home");
    expect(text).toContain("Pat Doe");
    expect(text).toContain(total);

    // The owner marks the first visit done (as the schedule's Done does).
    const call = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${server.baseURL}${path}`, init);
      expect(response.status, path).toBeLessThan(400);
      // biome-ignore lint/suspicious/noExplicitAny: the calls' answers are read field by field
      return (await response.json()) as any;
    };
    const { token } = await call("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const owner = { authorization: `Bearer ${token}` };
    const { plans } = await call("/api/admin/plans", { headers: owner });
    const planId = plans[0].id as string;
    const { visits } = await call(`/api/admin/plans/${planId}`, { headers: owner });
    await call(`/api/admin/visits/${visits[0].id}/done`, { method: "POST", headers: owner });

    // The customer tips it: 15% of the first visit's price.
    await page.reload();
    await page.getByRole("link", { name: /^Leave a tip/ }).click();
    await expect(page.getByRole("heading", { name: "Leave a tip" })).toBeVisible();
    const tip = formatCents(Math.round((price.grand_total_cents * 15) / 100));
    await expectNoA11yViolations(page);
    await shot(page, testInfo, "tip-page");
    if (process.env.SHOTS_DIR) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await shot(page, testInfo, "tip-page-1280");
      await page.setViewportSize({ width: 375, height: 740 });
    }
    await page.getByRole("radio", { name: `${tip} (15%)` }).check();
    await page.getByRole("button", { name: "Pay the tip" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Thank you for your tip! We have emailed you a receipt.",
    );
    await expect(page.getByText(`Tipped ${tip}`)).toBeVisible();
    await expect(page.getByRole("link", { name: /^Leave a tip/ })).toHaveCount(0);
    await shot(page, testInfo, "account-tipped");

    // The owner, at a desk: the plan, its skipped visit and the tip.
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, token, `${server.baseURL}/admin/plans/${planId}`);
    await expect(page.getByRole("heading", { name: "Plan of Pat Doe", level: 1 })).toBeVisible();
    await expect(page.getByText("Every 2 weeks", { exact: false }).first()).toBeVisible();
    const rows = page.getByRole("row");
    await expect(rows.filter({ hasText: "Skipped" })).toHaveCount(1);
    await expect(rows.filter({ hasText: tip })).toHaveCount(1);
    await expect(rows.filter({ hasText: tip })).toContainText("Paid at checkout");
    // "Thursday, March 19, 2026 at ..." on the customer's page is "Thu, Mar 19, ..." here.
    const [, month, day] = /, (\w{3})\w* (\d+),/.exec(skipped)!;
    await expect(rows.filter({ hasText: "Skipped" })).toContainText(`${month} ${day},`);
    await shot(page, testInfo, "plan-journey-owner");
  } finally {
    await server.stop();
  }
});
