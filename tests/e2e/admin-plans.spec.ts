import { checkoutAmountsOf } from "@/shared/api/checkout-amounts";
import { customer } from "../helpers/checkout";
import { CREW_AREA, crewBusinessConfig, mowingBusiness } from "../helpers/crew-business";
import { linksIn } from "../helpers/smtp-server";
import { ADMIN } from "./support/admin-fixtures";
import { startOwnedBusinessServer } from "./support/extra-server";
import { expectNoA11yViolations } from "./support/quote";
import { shot } from "./support/screenshots";
import { openSignedIn } from "./support/signed-in";
import { expect, test } from "./support/test";

/**
 * The owner's view of plans (docs/product/plans.md#the-owners-view), at a desk: a customer's
 * weekly plan with a visit they skipped on their page; the owner sees the plan stats on the
 * dashboard, the plan in Plans and the skipped visit on the plan's page.
 */

const SLUG = "plans-co";
/** A Wednesday; the plan's first visit is the next morning. */
const NOW = "2026-03-04T12:00:00Z";

test("the owner sees a plan, its skipped visit and the plan stats", async ({
  page,
  smtp,
}, testInfo) => {
  test.setTimeout(90_000);
  const server = await startOwnedBusinessServer({
    id: SLUG,
    config: crewBusinessConfig(mowingBusiness(SLUG, "Plans Co")),
    now: NOW,
    smtpUrl: smtp.url,
  });
  try {
    const call = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${server.baseURL}${path}`, { redirect: "manual", ...init });
      expect(response.status, path).toBeLessThan(400);
      return response;
    };
    const post = async (path: string, body: unknown) => {
      const response = await call(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      // biome-ignore lint/suspicious/noExplicitAny: the calls' answers are read field by field
      return (await response.json()) as any;
    };
    const form = (path: string, fields: Record<string, string>, cookie = "") =>
      call(`/b/${SLUG}/account${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
        body: new URLSearchParams(fields).toString(),
      });

    // Pat buys a weekly plan (the quote journey has specs of its own).
    const email = `plans-${Date.now()}@example.com`;
    const selection = {
      service: "mow",
      area: CREW_AREA,
      option: "lawn",
      addons: [],
      frequency: "weekly",
    };
    const quote = await post(`/api/b/${SLUG}/price`, selection);
    const { orderId } = await post(`/api/b/${SLUG}/checkout`, {
      ...customer,
      email,
      ...selection,
      ...checkoutAmountsOf(quote),
      slot: { start: "2026-03-05T08:00:00-05:00" },
    });
    await post(`/api/b/${SLUG}/checkout/orders/${orderId}/test-payment`, {
      customerName: "Pat Doe",
      phone: "914-555-0100",
    });
    const { token } = await post("/api/admin/login", ADMIN);
    const owner = { authorization: `Bearer ${token}` };
    const { plans } = await (await call("/api/admin/plans", { headers: owner })).json();
    const planId = plans[0].id as string;
    const { visits } = await (await call(`/api/admin/plans/${planId}`, { headers: owner })).json();

    // On their own page, Pat skips the visit of March 12.
    await form("/link", { email });
    const signInLink = () =>
      smtp.received
        .filter((mail) => mail.to.includes(email))
        .flatMap(linksIn)
        .find((link) => link.includes("/account/sign-in?token="));
    await expect.poll(signInLink).toBeDefined();
    const signedIn = await form("/sign-in", {
      token: new URL(signInLink()!).searchParams.get("token")!,
    });
    const cookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;
    await form(`/visits/${visits[1].id}/skip`, {}, cookie);

    await openSignedIn(page, token, `${server.baseURL}/admin`);
    const planStats = page.getByRole("region", { name: "Plans" });
    // $45.00 a week: $195.00 a month.
    await expect(planStats).toContainText("Monthly Recurring Revenue$195.00 (1 active)");
    await expect(planStats).toContainText("Plans Churned, Last 30 Days0");
    await expect(planStats).toContainText("Failed Visit Payments, Last 30 Days0");

    await page.getByRole("banner").getByRole("link", { name: "Plans" }).click();
    await expect(page.getByRole("heading", { name: "Plans", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "1 plan" })).toBeVisible();
    const row = page.getByRole("row", { name: /Pat Doe/ });
    await expect(row).toContainText("Weekly");
    await expect(row).toContainText("$45.00");
    await expect(row).toContainText("Active");
    await expect(row).toContainText("Thu, Mar 5, 8:00 AM");
    await expect(row.getByRole("cell").last()).toHaveText("1", { useInnerText: true });
    await expectNoA11yViolations(page);
    await shot(page, testInfo, "admin-plans-1280");
    await page.getByRole("button", { name: "Cancelled" }).click();
    await expect(page.getByText("No cancelled plans.")).toBeVisible();
    await page.getByRole("button", { name: "All" }).click();

    await page.getByRole("link", { name: /^Pat Doe/ }).click();
    await expect(page.getByRole("heading", { name: "Plan of Pat Doe", level: 1 })).toBeVisible();
    await expect(page.getByRole("row", { name: /Mar 5, 8:00 AM/ })).toContainText("Paid");
    await expect(page.getByRole("row", { name: /Mar 12, 8:00 AM/ })).toContainText("Skipped");
    await expect(page.getByRole("row", { name: /Mar 19, 8:00 AM/ })).toContainText("Upcoming");
    await expectNoA11yViolations(page);
    await shot(page, testInfo, "admin-plan-1280");
    if (process.env.SHOTS_DIR) {
      await page.setViewportSize({ width: 375, height: 740 });
      await shot(page, testInfo, "admin-plan-375");
      await page.getByRole("link", { name: "Plans", exact: true }).first().click();
      await shot(page, testInfo, "admin-plans-375");
      await page.getByRole("link", { name: "Dashboard" }).click();
      await shot(page, testInfo, "admin-dashboard-375");
      await page.setViewportSize({ width: 768, height: 800 });
      await shot(page, testInfo, "admin-dashboard-768");
      await page.setViewportSize({ width: 1280, height: 800 });
      await shot(page, testInfo, "admin-dashboard-1280");
    }
  } finally {
    await server.stop();
  }
});
