import { startWebhookReceiver } from "../helpers/webhook-receiver";
import { expectNoA11yViolations } from "./support/quote";
import { shot } from "./support/screenshots";
import { openSignedIn } from "./support/signed-in";
import { expect, settingsTest as test } from "./support/test";

/** Every settings section at a phone's width and a desk's: axe finds nothing, and a picture. */
for (const [section, heading] of [
  ["profile", "Profile"],
  ["offering", "What you sell"],
  ["terms", "Customer terms"],
  ["reminders", "Quote reminders"],
  ["website", "Website"],
] as const) {
  test(`${heading}: no WCAG 2.1 AA violations`, async ({ page, openSettings }, testInfo) => {
    test.setTimeout(60_000);
    await openSettings(section);
    await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Save|Copy snippet/ }).first()).toBeVisible();
    if (section === "website")
      await expect(page.getByRole("img", { name: /^QR code/ })).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, testInfo, `settings-${section}`);
  });
}

test("Payments: no WCAG 2.1 AA violations, and test mode explained", async ({
  page,
  openSettings,
}, testInfo) => {
  await openSettings("payments");
  await expect(page.getByRole("heading", { name: "Payments", level: 2 })).toBeVisible();
  // This server has no Stripe keys: the section says what is missing and who sets it.
  await expect(page.getByText("This server cannot take card payments yet.")).toBeVisible();
  await expect(page.getByText(/Whoever runs this server sets them, as the README's/)).toBeVisible();
  await expect(page.getByText("STRIPE_SECRET_KEY")).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "settings-payments");
});

test("a new business's checklist names who unblocks what this server cannot do", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  // This server sends no email and has no Stripe keys.
  const signup = await fetch(`${baseURL}/api/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      businessName: `Checklist Lawns ${testInfo.project.name}`,
      trade: "lawn-mowing",
      ownerName: "Robin Owner",
      email: `checklist-${testInfo.project.name}-${Date.now()}@example.com`,
      password: "a long enough password",
    }),
  });
  expect(signup.status, await signup.clone().text()).toBe(201);
  const { token } = (await signup.json()) as { token: string };
  await openSignedIn(page, token, "/admin");
  const checklist = page.getByRole("region", { name: "Get ready to take quotes" });
  const step = (title: string) => checklist.getByRole("listitem").filter({ hasText: title });
  await expect(step("Verify your email")).toContainText(
    "whoever runs it finds your link in its output",
  );
  await expect(
    step("Verify your email").getByRole("button", { name: "Resend the email" }),
  ).toBeVisible();
  await expect(step("Business profile")).toContainText(
    "Your website, logo and colour are welcome but optional",
  );
  await expect(step("Payments")).toContainText(
    "This server cannot take card payments yet: whoever runs it sets its Stripe keys (README, section Payments)",
  );
  await expect(checklist.getByRole("button", { name: "Go live" })).toBeDisabled();
  await expect(checklist).toContainText("whoever runs it must set them (README, Payments)");
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "onboarding-checklist");
});

test("the dashboard links to the settings, whose navigation lists the sections built", {
  tag: "@desk",
}, async ({ page, openSettings }) => {
  await openSettings("profile");
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Instant Quote Dashboard" })).toBeVisible();
  await page.getByRole("link", { name: "Settings" }).click();
  const nav = page.getByRole("navigation", { name: "Settings sections" });
  await expect(nav.getByRole("link")).toHaveText([
    "Profile",
    "What you sell",
    "Service areas",
    "Availability",
    "Customer terms",
    "Payments",
    "Quote reminders",
    "Website",
    "Team",
    "Webhooks",
    "History",
  ]);
  await expect(nav.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Website" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/website$/);
});

test("Webhooks: an endpoint with its delivery log has no WCAG 2.1 AA violations", async ({
  page,
  openSettings,
  settingsServer,
}, testInfo) => {
  test.setTimeout(60_000);
  const receiver = await startWebhookReceiver();
  try {
    const headers = {
      authorization: `Bearer ${settingsServer.token}`,
      "content-type": "application/json",
    };
    const created = await fetch(`${settingsServer.baseURL}/api/admin/webhooks`, {
      method: "POST",
      headers,
      body: JSON.stringify({ url: receiver.url, events: ["lead.created", "order.paid"] }),
    });
    const { id } = (await created.json()) as { id: string };
    await fetch(`${settingsServer.baseURL}/api/admin/webhooks/${id}/test`, {
      method: "POST",
      headers: { authorization: headers.authorization },
    });
    await receiver.waitFor(1);
    await openSettings("webhooks");
    const endpoint = page.getByRole("region", { name: receiver.url });
    await expect(endpoint.getByRole("table").getByText("Delivered")).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, testInfo, "settings-webhooks-log");
  } finally {
    await receiver.close();
  }
});
