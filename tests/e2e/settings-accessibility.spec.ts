import { expectNoA11yViolations } from "./support/quote";
import { shot } from "./support/screenshots";
import { expect, test } from "./support/settings";

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

test("the dashboard links to the settings, whose navigation lists the sections built", async ({
  page,
  openSettings,
}) => {
  await openSettings("profile");
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Instant Quote Dashboard" })).toBeVisible();
  await page.getByRole("link", { name: "Settings" }).click();
  const nav = page.getByRole("navigation", { name: "Settings sections" });
  await expect(nav.getByRole("link")).toHaveText([
    "Profile",
    "What you sell",
    "Service areas",
    "Customer terms",
    "Quote reminders",
    "Website",
    "Team",
    "History",
  ]);
  await expect(nav.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Website" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/website$/);
});
