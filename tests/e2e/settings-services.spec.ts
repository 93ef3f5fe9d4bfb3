import { readFileSync } from "node:fs";
import type { SignupResponse } from "@/shared/api/account-contract";
import type { AdminBusinessResponse } from "@/shared/api/admin-contract";
import { shot } from "./support/screenshots";
import { saveSection } from "./support/settings";
import { openSignedIn } from "./support/signed-in";
import { expect, settingsTest as test } from "./support/test";

/**
 * The owner sells a second service priced by quantity bands (docs/product/settings.md#what-you-sell):
 * a band out of order is named at its field as it is typed, fixed, saved, and the hosted page's
 * price API prices the new service at once.
 */
test("what you sell: a second service priced by floor-area bands is checked live, saved and priced", async ({
  page,
  settingsServer,
}, testInfo) => {
  // A business of its own: the worker's other settings tests expect the demo as it is.
  const base = settingsServer.baseURL;
  const signedUp = await fetch(`${base}/api/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      businessName: `Tidy Floors ${Date.now()}`,
      trade: "house-cleaning",
      ownerName: "Olive Owner",
      email: `owner-${Date.now()}@tidyfloors.example`,
      password: "floors and more floors",
    }),
  });
  expect(signedUp.status).toBe(201);
  const { token, business } = (await signedUp.json()) as SignupResponse;
  await openSignedIn(page, token, "/admin/settings/offering");
  // The template sells some services already: the new one comes after them.
  const sold = (
    JSON.parse(readFileSync("config/trades/house-cleaning.json", "utf8")) as {
      services: unknown[];
    }
  ).services.length;
  await page.getByRole("button", { name: "Add a service" }).click();
  await expect(page.getByRole("heading", { name: `Editing: Service ${sold + 1}` })).toBeVisible();

  await page.getByLabel("Service name", { exact: true }).fill("floor care");
  await page.getByLabel("What the customer is asked").fill("Floor area");
  await page.getByLabel("Code", { exact: true }).fill("floor_area");
  await page.getByLabel("Unit").selectOption({ label: "sq ft" });
  await page.getByLabel("Least (sq ft)").fill("500");
  await page.getByLabel("Most (sq ft)").fill("2500");
  await page.getByLabel("Goes up by (sq ft, optional)").fill("100");
  await page.getByLabel("Priced", { exact: true }).selectOption("bands");
  await page.getByLabel("Band 1: up to (sq ft)").fill("1500");
  await page.getByLabel("Band 1: price ($)").fill("129");
  await page.getByRole("button", { name: "Add a band" }).click();
  const secondBand = page.getByLabel("Band 2: up to (sq ft)");
  await secondBand.fill("1200");
  await page.getByLabel("Band 2: price ($)").fill("159");

  // Checked as typed, before any save, in the owner's words.
  await expect(secondBand).toHaveAttribute("aria-invalid", "true");
  await expect(secondBand).toHaveAccessibleDescription(
    "must be more than the band before (1,500 sq ft)",
  );
  await shot(page, testInfo, "settings-services-band-error");
  await secondBand.fill("2500");
  await expect(secondBand).not.toHaveAttribute("aria-invalid");

  await saveSection(page, "Save what you sell");
  await expect(page.getByRole("button", { name: "floor care", exact: true })).toBeVisible();
  await shot(page, testInfo, "settings-services-saved");

  const settings = (await (
    await fetch(`${base}/api/admin/business`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as AdminBusinessResponse & { services: { services: { code: string }[] } };
  const code = settings.services.services[sold]!.code;
  const area = (settings.config.offering as { areas: { name: string }[] }).areas[0]!.name;
  const priced = await fetch(`${base}/api/b/${business.slug}/price`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      service: code,
      area,
      quantities: [{ code: "floor_area", quantity: 1800 }],
      addons: [],
    }),
  });
  expect(priced.status).toBe(200);
  expect(await priced.json()).toMatchObject({ service: code, subtotal_cents: 15900 });
});
