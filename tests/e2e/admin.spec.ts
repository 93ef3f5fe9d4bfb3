import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type {
  AdminCustomQuotesResponse,
  AdminOrderDetail,
  AdminOrdersResponse,
  AdminStatsResponse,
} from "@/shared/api/admin-contract";
import { CUSTOM_QUOTE_STATUS_LABELS } from "@/shared/api/custom-quote-offer-contract";
import { formatCents } from "@/shared/money";
import { ADMIN, adminApi, readStoredToken, TODAY_ORDERS } from "./support/admin-fixtures";
import { axe } from "./support/axe";
import { dismissCookieBanner } from "./support/consent";
import { expectToast } from "./support/quote";
import { expect, adminTest as test } from "./support/test";

const rows = (page: Page) => page.getByTestId("order-row");

/** Behaviour an operator uses at a desk; the dashboard's layout is checked at both widths. */
const AT_DESK = { tag: "@desk" };

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test("signs in with email and password, shows the stats, and signs out", async ({ page }) => {
  await page.goto("/admin");
  await dismissCookieBanner(page);
  await expect(page.getByRole("heading", { name: "Admin sign in" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill("not the right password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect");

  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Instant Quote Dashboard" })).toBeVisible();
  const token = await readStoredToken(page);
  expect(token).toMatch(/^[\w-]{43}$/);

  const stats = await adminApi<AdminStatsResponse>(page, "/api/admin/stats", token!);
  expect(stats.todayOrders).toBe(TODAY_ORDERS);
  const cards = page.getByRole("region", { name: "Order statistics" });
  await expect(cards).toContainText(`Today's Orders${TODAY_ORDERS}`);
  await expect(cards).toContainText(
    `Total Revenue$${(stats.totalRevenueCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
  );
  await expect(cards).toContainText(`Incomplete Orders${stats.incompleteOrders}`);
  await expect(cards).toContainText(`Onboarded${stats.onboardedOrders}`);
  await expect(rows(page)).toHaveCount(TODAY_ORDERS);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Admin sign in" })).toBeVisible();
  expect(await readStoredToken(page)).toBeNull();
  const ping = await page.request.get("/api/admin/ping", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(ping.status()).toBe(401);
});

test("a stored token that no longer works is removed on load", AT_DESK, async ({ page }) => {
  // Stored before the first load: set after it, the lazily loaded dashboard could still read it,
  // ping and forget it before a reload.
  await page.addInitScript(() => localStorage.setItem("quotewise.adminToken", "x".repeat(43)));
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin sign in" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("Your session has ended. Please sign in again.");
  expect(await readStoredToken(page)).toBeNull();
});

test("switches tabs by their filter rules", AT_DESK, async ({ page, loginAsAdmin }) => {
  const token = await loginAsAdmin();
  await expect(page.getByRole("tab", { name: "Today" })).toHaveAttribute("aria-selected", "true");
  await expect(rows(page)).toHaveCount(TODAY_ORDERS);

  for (const [tab, query] of [
    ["Paid", "paid"],
    ["Incomplete", "incomplete"],
    ["Onboarded", "onboarded"],
    ["All Orders", "all"],
  ] as const) {
    await page.getByRole("tab", { name: tab }).click();
    const expected = await adminApi<AdminOrdersResponse>(
      page,
      `/api/admin/orders?tab=${query}`,
      token,
    );
    await expect(rows(page)).toHaveCount(expected.orders.length);
    const first = expected.orders[0]!;
    await expect(rows(page).first()).toContainText(first.email);
    if (query === "paid") {
      await expect(rows(page).getByText("Pending")).toHaveCount(0);
      await expect(page.getByRole("tabpanel")).toContainText(
        "Paid orders not yet onboarded. An order you mark onboarded moves to Onboarded; All Orders lists every order.",
      );
    }
    if (query === "incomplete") await expect(rows(page).getByText("Paid")).toHaveCount(0);
    if (query === "onboarded") {
      await expect(rows(page).getByText("Ready")).toHaveCount(expected.orders.length);
    }
  }
});

test(
  "'/' and Ctrl+K focus the search, which filters on the server",
  AT_DESK,
  async ({ page, loginAsAdmin }) => {
    const token = await loginAsAdmin();
    await page.getByRole("tab", { name: "All Orders" }).click();
    const all = await adminApi<AdminOrdersResponse>(page, "/api/admin/orders?tab=all", token);
    const target = all.orders.find((order) => order.customerName)!;
    const surname = target.customerName!.split(" ").at(-1)!;
    const expected = await adminApi<AdminOrdersResponse>(
      page,
      `/api/admin/orders?tab=all&q=${encodeURIComponent(surname)}`,
      token,
    );

    const search = page.getByRole("searchbox", { name: "Search orders" });
    await page.locator("body").click({ position: { x: 1, y: 1 } });
    await page.keyboard.press("/");
    await expect(search).toBeFocused();
    await page.keyboard.type(surname.toUpperCase());
    await expect(rows(page)).toHaveCount(expected.orders.length);
    await expect(rows(page).first()).toContainText(expected.orders[0]!.email);
    for (const row of await rows(page).all())
      await expect(row).toContainText(new RegExp(surname, "i"));

    await page.getByRole("tab", { name: "All Orders" }).focus();
    await page.keyboard.press("ControlOrMeta+k");
    await expect(search).toBeFocused();
    await page.keyboard.press("ControlOrMeta+e");
    await expect(page).toHaveURL(/\/admin$/);
  },
);

test(
  "toggles onboarded at once, and rolls back when the server refuses",
  AT_DESK,
  async ({ page, loginAsAdmin }) => {
    const token = await loginAsAdmin();
    const firstRow = rows(page).first();
    const toggle = firstRow.getByRole("checkbox", { name: /^Onboarded/ });
    const wasOnboarded = await toggle.isChecked();

    await toggle.click();
    await expect(toggle).toBeChecked({ checked: !wasOnboarded });
    await expectToast(page, "Order onboarding status updated");
    const today = await adminApi<AdminOrdersResponse>(page, "/api/admin/orders?tab=today", token);
    expect(today.orders[0]!.onboarded).toBe(!wasOnboarded);
    await expect(firstRow.getByText("Ready")).toHaveCount(wasOnboarded ? 0 : 1);

    await page.route("**/api/admin/orders/*/onboard", (route) =>
      route.fulfill({ status: 503, json: { message: "Database not reachable" } }),
    );
    await toggle.click();
    await expectToast(page, "Error", "Database not reachable");
    await expect(toggle).toBeChecked({ checked: !wasOnboarded });
    await page.unroute("**/api/admin/orders/*/onboard");

    await toggle.click();
    await expect(toggle).toBeChecked({ checked: wasOnboarded });
    await expectToast(page, "Order onboarding status updated");
  },
);

test(
  "Export downloads every order of the tab, whatever the search",
  AT_DESK,
  async ({ page, loginAsAdmin }) => {
    const token = await loginAsAdmin();
    await page.getByRole("tab", { name: "Paid" }).click();
    const paid = await adminApi<AdminOrdersResponse>(page, "/api/admin/orders?tab=paid", token);
    await expect(rows(page)).toHaveCount(paid.orders.length);
    await page.getByRole("searchbox", { name: "Search orders" }).fill(paid.orders[0]!.email);
    await expect(rows(page)).toHaveCount(1);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export all paid orders" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("orders-export-2025-10-01.csv");
    const csv = readFileSync((await download.path())!, "utf8");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(
      /^"Order ID","Created \(America\/New_York\)","Customer Name","Email",/,
    );
    expect(lines.slice(1).map((line) => line.slice(1, 37))).toEqual(
      paid.orders.map((order) => order.id),
    );
    await expectToast(page, "Export Complete", "Orders exported and downloaded successfully");
  },
);

test(
  "copies an order summary for the CRM to the clipboard",
  AT_DESK,
  async ({ page, context, loginAsAdmin, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
    const token = await loginAsAdmin();
    const today = await adminApi<AdminOrdersResponse>(page, "/api/admin/orders?tab=today", token);
    const order = today.orders[0]!;

    await rows(page)
      .first()
      .getByRole("button", { name: /^Copy to CRM/ })
      .click();
    await expectToast(page, "Copied to clipboard");
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const lines = text.split("\n");
    expect(lines.map((line) => line.split(":")[0])).toEqual([
      "Customer",
      "Email",
      "Phone",
      "Address",
      "Town",
      "Service",
      "Add-ons",
      "Total",
      "Payment",
      "Created",
    ]);
    expect(lines[1]).toBe(`Email: ${order.email}`);
    expect(lines[3]).toBe(
      `Address: ${order.address}, ${order.city}, ${order.state} ${order.zipCode}`,
    );
    expect(lines[7]).toBe(
      `Total: ${formatCents(order.grandTotalCents)} charged (${formatCents(order.totalCents)} + ${formatCents(order.taxCents)} tax)`,
    );
  },
);

test(
  "shows the custom quotes with a count and status badges",
  AT_DESK,
  async ({ page, loginAsAdmin }) => {
    const token = await loginAsAdmin();
    const list = await adminApi<AdminCustomQuotesResponse>(page, "/api/admin/custom-quotes", token);
    await page.getByRole("tab", { name: "Custom Quotes" }).click();
    await expect(page.getByText(`${list.total} custom quote requests`)).toBeVisible();
    const panel = page.getByRole("tabpanel");
    for (const quote of list.customQuotes) {
      const card = panel.getByRole("listitem").filter({ hasText: quote.email });
      await expect(card).toContainText(quote.customerName);
      await expect(card).toContainText(CUSTOM_QUOTE_STATUS_LABELS[quote.offerStatus]);
    }
    await expectNoAxeViolations(page);

    const search = page.getByRole("searchbox", { name: "Search custom quote requests" });
    const wanted = list.customQuotes[0]!;
    await search.fill(wanted.email.toUpperCase());
    await expect(page.getByText(/^1 custom quote request matching/)).toBeVisible();
    await expect(panel.getByRole("listitem")).toHaveCount(1);
    await expect(panel.getByRole("listitem")).toContainText(wanted.customerName);
    await search.fill("");

    await page.getByRole("tab", { name: "Leads" }).click();
    await expect(panel.getByRole("listitem")).toHaveCount(5);
  },
);

test("a failed stats call says so instead of keeping placeholders once loading is over", {
  tag: "@phone",
}, async ({ page, loginAsAdmin }) => {
  await page.route("**/api/admin/stats", (route) =>
    route.fulfill({ status: 500, json: { message: "Stats are unavailable" } }),
  );
  await loginAsAdmin();
  await expect(rows(page)).toHaveCount(TODAY_ORDERS);
  const problem = page.getByRole("alert").filter({ hasText: "Stats are unavailable" });
  await expect(problem).toBeVisible();
  await expect(page.locator("main [class*='animate-pulse']")).toHaveCount(0);

  await page.unroute("**/api/admin/stats");
  await problem.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("region", { name: "Order statistics" })).toContainText(
    `Today's Orders${TODAY_ORDERS}`,
  );
});

test("remembers the density and fits the screen", async ({ page, loginAsAdmin }) => {
  await loginAsAdmin();
  await page.getByRole("button", { name: "Compact" }).click();
  await expect(page.getByRole("button", { name: "Compact" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.reload();
  await expect(page.getByRole("button", { name: "Compact" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(rows(page)).toHaveCount(TODAY_ORDERS);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await page.getByRole("button", { name: "Comfortable" }).click();
});

test(
  "shows the amount charged, with the priced lines on demand",
  AT_DESK,
  async ({ page, loginAsAdmin }) => {
    const token = await loginAsAdmin();
    const today = await adminApi<AdminOrdersResponse>(page, "/api/admin/orders?tab=today", token);
    const order = today.orders[0]!;
    const row = rows(page).first();
    await expect(row).toContainText(formatCents(order.grandTotalCents));
    await expect(row).not.toContainText(formatCents(order.totalCents));

    await row.getByText("Breakdown").click();
    for (const line of order.lines) {
      await expect(row).toContainText(`${line.label}${formatCents(line.amount_cents)}`);
    }
    await expect(row).toContainText(`Charged${formatCents(order.grandTotalCents)}`);
    await expectNoAxeViolations(page);
  },
);

test("opens an order's detail view from its row and by URL", async ({ page, loginAsAdmin }) => {
  const token = await loginAsAdmin();
  const today = await adminApi<AdminOrdersResponse>(page, "/api/admin/orders?tab=today", token);
  const order = today.orders[0]!;
  const detail = await adminApi<AdminOrderDetail>(page, `/api/admin/orders/${order.id}`, token);

  const link = rows(page)
    .first()
    .getByRole("link", { name: /^Details of the order for/ });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(`Order for ${order.customerName ?? order.email}`);
  const main = page.getByRole("main");
  for (const text of [
    order.email,
    order.address,
    order.option.label,
    ...order.lines.map((line) => line.label),
    `Charged${formatCents(order.grandTotalCents)}`,
  ]) {
    await expect(main).toContainText(text);
  }
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByRole("listitem")).toHaveCount(detail.timeline.length);
  await expect(page.getByRole("region", { name: "Onboarding" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(heading).toHaveText(`Order for ${order.customerName ?? order.email}`);
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Instant Quote Dashboard" })).toBeVisible();

  await page.goto("/admin/orders/00000000-0000-4000-8000-00000000abcd");
  await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
});
