import type { SignupResponse } from "@/shared/api/account-contract";
import type { AdminBusinessResponse } from "@/shared/api/admin-contract";
import { expectNoA11yViolations } from "./support/quote";
import { shot } from "./support/screenshots";
import { saveSection } from "./support/settings";
import { openSignedIn } from "./support/signed-in";
import { expect, settingsTest as test } from "./support/test";

/**
 * The Availability section (docs/product/settings.md#availability) for a business of its own
 * (the worker's other settings tests expect the demo as it is), signed up from a trade's template
 * with its default availability; the server's clock reads Wednesday, October 1, 2025, 8:00 in
 * New York.
 */
test(
  "the owner makes Monday a day off and adds a day off; the preview follows, and it saves",
  {
    tag: "@desk",
  },
  async ({ page, settingsServer }, testInfo) => {
    test.setTimeout(60_000);
    const base = settingsServer.baseURL;
    const signedUp = await fetch(`${base}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        businessName: `Crew Hours ${Date.now()}`,
        trade: "house-cleaning",
        ownerName: "Olive Owner",
        email: `owner-${Date.now()}@crewhours.example`,
        password: "hours and more hours",
      }),
    });
    expect(signedUp.status).toBe(201);
    const { token } = (await signedUp.json()) as SignupResponse;
    await openSignedIn(page, token, "/admin/settings/availability");
    await expect(page.getByRole("heading", { name: "Availability", level: 2 })).toBeVisible();
    const preview = page.getByRole("complementary", { name: "Times customers can book" });
    const day = (date: string) => preview.locator(`[data-date="${date}"] dd`);
    // 24 hours' notice: today has none; Monday, October 6 opens at 8:00.
    await expect(day("2025-10-01")).toHaveText("No times");
    await expect(day("2025-10-06")).toContainText("8:00 AM");
    await expect(preview.getByRole("status")).toContainText("-minute visit");

    await page.getByRole("checkbox", { name: "Monday", exact: true }).uncheck();
    await page.getByLabel("Date", { exact: true }).fill("2025-10-08");
    await page.getByRole("button", { name: "Add day off" }).click();
    await expect(day("2025-10-06")).toHaveText("No times");
    await expect(day("2025-10-13")).toHaveText("No times");
    await expect(day("2025-10-08")).toHaveText("No times");
    await expect(day("2025-10-07")).toContainText("8:00 AM");

    await expectNoA11yViolations(page);
    await shot(page, testInfo, "settings-availability");

    await saveSection(page, "Save availability");
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Monday", exact: true })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Tuesday", exact: true })).toBeChecked();
    await expect(page.getByRole("list", { name: "Days off" })).toContainText("Wed, Oct 8, 2025");
    const read = await fetch(`${base}/api/admin/business`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const saved = (await read.json()) as AdminBusinessResponse;
    expect(saved.config.availability).toMatchObject({
      hours: [{ days: ["tue", "wed", "thu", "fri"], start: "08:00", end: "17:00" }],
      blackoutDates: ["2025-10-08"],
    });
  },
);
