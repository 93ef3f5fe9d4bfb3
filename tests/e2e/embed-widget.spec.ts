import type { FrameLocator, Locator, Page } from "@playwright/test";
import { type HostPage, serveHostPage } from "./support/host-page";
import {
  ADDRESSES,
  checkAddress,
  checkoutButton,
  chooseDriveway,
  expectBreakdown,
  expectNoA11yViolations,
  fetchPrice,
  holdServiceAreaCheck,
  reachDriveway,
  reachOptions,
  reachReview,
  withOwnEmail,
} from "./support/quote";
import { shot } from "./support/screenshots";
import { expect, test } from "./support/test";

let host: HostPage;
test.beforeAll(async ({ baseURL }) => {
  host = await serveHostPage(baseURL!);
});
test.afterAll(async () => {
  await host?.stop();
});

const frameHeight = (page: Page) =>
  page
    .locator('iframe[title="Instant quote"]')
    .evaluate((frame) => Math.round(frame.getBoundingClientRect().height));
const panelHeight = (widget: FrameLocator) =>
  widget
    .getByTestId("embed-page")
    .evaluate((panel) => Math.ceil(panel.getBoundingClientRect().height));

async function openWidget(page: Page): Promise<FrameLocator> {
  await page.goto(host.url);
  const widget = page.frameLocator('iframe[title="Instant quote"]');
  await expect(widget.getByTestId("embed-page")).toBeVisible();
  return widget;
}

test("on a business's page: the iframe follows the panel's height and payment opens in a new tab", async ({
  page,
  request,
}) => {
  const widget = await openWidget(page);
  await expect(page.getByRole("link", { name: "Get an instant snow removal quote" })).toHaveCount(
    0,
  );
  await expect(widget.getByTestId("progress-dots")).toHaveAttribute("aria-label", "Step 1 of 4");
  await expect.poll(() => frameHeight(page)).toBe(await panelHeight(widget));
  const addressHeight = await frameHeight(page);

  const check = await holdServiceAreaCheck(page);
  const submit = widget.getByRole("button", { name: "Check Service Area" });
  await expect(submit).toBeDisabled();
  await widget.getByLabel("Street Address").fill(ADDRESSES.scarsdale.address);
  await widget.getByLabel("City").fill(ADDRESSES.scarsdale.city);
  await widget.getByLabel("ZIP Code").fill(ADDRESSES.scarsdale.zipCode);
  await expect(submit).toBeDisabled();
  await widget.getByLabel("Email Address").fill(withOwnEmail(ADDRESSES.scarsdale).email);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(widget.getByRole("heading", { name: "Checking Service Area" })).toBeVisible();
  check.release();
  await expect(widget.getByRole("heading", { name: "Select your driveway size" })).toBeVisible();
  await expect(widget.getByTestId("progress-dots")).toHaveAttribute("aria-label", "Step 2 of 4");
  await expect(widget.getByTestId("sale-price")).toHaveCount(3);

  // The driveway step is taller: the iframe grows with it, up to the 600 px panel.
  await expect.poll(() => frameHeight(page)).toBe(await panelHeight(widget));
  expect(await frameHeight(page)).not.toBe(addressHeight);
  expect(await frameHeight(page)).toBeLessThanOrEqual(600);

  await reachOptions(widget, { bumpOut: true });
  await reachReview(widget);
  const price = await fetchPrice(request, {
    area: "Scarsdale",
    option: "FOUR_CAR",
    addons: ["bump_out"],
  });
  await expectBreakdown(widget, price);
  await expect.poll(() => frameHeight(page)).toBe(await panelHeight(widget));

  const popup = page.context().waitForEvent("page");
  const checkout = page.waitForRequest("**/api/checkout");
  await checkoutButton(widget, price.grand_total_cents).click();
  expect((await checkout).postDataJSON()).toMatchObject({
    source: "embed",
    addons: [{ code: "bump_out" }],
    grandTotalCents: price.grand_total_cents,
  });
  const paymentTab = await popup;
  await paymentTab.waitForURL(/\/checkout\/test\?order=[0-9a-f-]{36}/);
  await expect(paymentTab.getByRole("heading", { level: 1, name: "Test checkout" })).toBeVisible();

  // The widget stays in the host page and says the order waits for payment.
  expect(page.url()).toBe(host.url);
  await expect(widget.getByRole("heading", { name: "Waiting for your payment" })).toBeVisible();
  const orderId = new URL(paymentTab.url()).searchParams.get("order")!;
  await expect(widget.getByTestId("order-reference")).toHaveText(orderId.slice(0, 8).toUpperCase());
  await expect(widget.getByRole("link", { name: /Open the payment page/ })).toHaveAttribute(
    "target",
    "_blank",
  );

  // Paid in the other tab: the widget notices by itself and offers a fresh start.
  await paymentTab.getByLabel("Full Name").fill("Pat Doe");
  await paymentTab.getByLabel("Phone Number").fill("(555) 123-4567");
  await paymentTab.getByRole("button", { name: /^Pay / }).click();
  await expect(
    paymentTab.getByRole("heading", { level: 1, name: "Payment received" }),
  ).toBeVisible();
  await page.bringToFront();
  await expect(widget.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(widget.getByTestId("order-reference")).toHaveText(orderId.slice(0, 8).toUpperCase());
  await widget.getByRole("button", { name: "Start a new quote" }).click();
  await expect(widget.getByLabel("Street Address")).toHaveValue("");
});

test("resize messages from anywhere but the widget's frame are ignored", { tag: "@phone" }, async ({
  page,
}) => {
  const widget = await openWidget(page);
  await expect.poll(() => frameHeight(page)).toBe(await panelHeight(widget));
  const before = await frameHeight(page);
  // The page itself, and a frame of another origin, cannot pretend to be the widget. Each sender
  // follows its resize message with "sent"; the snippet's listener, added first, has handled a
  // sender's resize message by the time this one hears its "sent" (messages from one sender
  // arrive in order).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let senders = 2;
        window.addEventListener("message", (event) => {
          if (event.data === "sent" && --senders === 0) resolve();
        });
        window.postMessage({ type: "quotewise:resize", height: 50 }, "*");
        window.postMessage("sent", "*");
        const other = document.createElement("iframe");
        other.srcdoc =
          "<script>parent.postMessage({ type: 'quotewise:resize', height: 60 }, '*'); parent.postMessage('sent', '*')</script>";
        document.body.append(other);
      }),
  );
  expect(await frameHeight(page)).toBe(before);
});

test("out of the area: 'Service Area Notice' with the server's message, custom quote, retry", {
  tag: "@phone",
}, async ({ page }) => {
  const widget = await openWidget(page);
  await checkAddress(widget, ADDRESSES.portChester);
  await expect(widget.getByRole("heading", { name: "Service Area Notice" })).toBeVisible();
  await expect(widget.getByTestId("service-area-message")).toContainText(
    "Sorry, we don't currently serve this address.",
  );
  await expectNoA11yViolations(page);

  await widget.getByRole("button", { name: "Request Custom Quote" }).click();
  await expect(widget.getByRole("heading", { name: "Custom Driveway Quote" })).toBeVisible();
  await widget.getByRole("button", { name: "Back" }).click();
  await expect(widget.getByRole("heading", { name: "Service Area Notice" })).toBeVisible();
  await widget.getByRole("button", { name: "Request Custom Quote" }).click();

  const sent = page.waitForRequest("**/api/custom-quotes");
  await widget.getByLabel("Full Name").fill("Pat Lee");
  await widget.getByLabel("Phone Number").fill("(914) 555-0134");
  await widget.getByRole("button", { name: "Request Custom Quote" }).click();
  await expect(widget.getByRole("heading", { name: "Thank You, Pat Lee!" })).toBeVisible();
  const sentBody = (await sent).postDataJSON();
  expect(sentBody).not.toHaveProperty("area");
  expect(sentBody).toMatchObject({
    city: "Port Chester",
    description: "Custom quote request from the instant quote system (embed)",
  });

  await widget.getByRole("button", { name: "Get Another Quote" }).click();
  await checkAddress(widget, ADDRESSES.portChester);
  await widget.getByRole("button", { name: "Try Different Address" }).click();
  await expect(widget.getByLabel("Street Address")).toHaveValue(ADDRESSES.portChester.address);
});

test("a failed service-area check shows the notice with the error message", {
  tag: "@phone",
}, async ({ page }) => {
  await page.route("**/api/geo/check", (route) => route.abort("failed"));
  const widget = await openWidget(page);
  await checkAddress(widget, ADDRESSES.scarsdale);
  await expect(widget.getByRole("heading", { name: "Service Area Notice" })).toBeVisible();
  await expect(widget.getByTestId("service-area-message")).toContainText("Network error");
});

test("the embed's steps pass axe (WCAG 2.1 AA) and fit 600 px", async ({ page }) => {
  test.setTimeout(90_000);
  const widget = await openWidget(page);
  await expectNoA11yViolations(page);
  await reachDriveway(widget);
  await expect(widget.getByTestId("sale-price")).toHaveCount(3);
  await expectNoA11yViolations(page);
  await reachOptions(widget);
  await expectNoA11yViolations(page);
  await reachReview(widget);
  await expectNoA11yViolations(page);
  expect(await panelHeight(widget)).toBeLessThanOrEqual(600);
});

test("/embed answers with frame-ancestors *, /quote refuses framing", { tag: "@phone" }, async ({
  request,
}) => {
  const embed = await request.get("/embed");
  expect(embed.headers()["content-security-policy"]).toContain("frame-ancestors *");
  expect(embed.headers()["x-frame-options"]).toBeUndefined();
  const quote = await request.get("/quote");
  expect(quote.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  const snippet = await request.get("/embed.js");
  expect(snippet.ok()).toBe(true);
  expect(snippet.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
  expect(await snippet.text()).toContain("quotewise:resize");
});

/** Whether all of the button shows inside the panel's scrolling area, as it stands. */
const inSightInPanel = (button: Locator) =>
  button.evaluate((element) => {
    const scroller = element.closest("[data-testid=embed-page] .overflow-y-auto")!;
    const area = scroller.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return box.top >= area.top && box.bottom <= area.bottom;
  });

test("each step's main button stays in sight inside the 600 px panel, 320 to 480 px wide", async ({
  page,
}, testInfo) => {
  // The widget is 480 px wide on the desktop host page; on a phone as narrow as 320 px.
  if (testInfo.project.name === "mobile") await page.setViewportSize({ width: 320, height: 640 });
  const widget = await openWidget(page);
  await reachDriveway(widget);
  await chooseDriveway(widget, "4-Car Driveway");
  expect(await inSightInPanel(widget.getByRole("button", { name: "Continue" }))).toBe(true);
  await shot(page, testInfo, "embed-driveway");
  await reachOptions(widget);
  expect(await inSightInPanel(widget.getByRole("button", { name: "Get My Quote" }))).toBe(true);
  await reachReview(widget);
  expect(await inSightInPanel(widget.getByRole("button", { name: /Secure Checkout/ }))).toBe(true);
  await shot(page, testInfo, "embed-review");
});
