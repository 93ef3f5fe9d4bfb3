import { formatCents } from "@/shared/money";
import {
  ADDRESSES,
  fetchPrice,
  reachDriveway,
  reachOptions,
  reachReview,
  startQuote,
} from "./support/quote";
import { shot } from "./support/screenshots";
import { saveSection } from "./support/settings";
import { expect, settingsTest as test } from "./support/test";

/**
 * The owner edits the business in the dashboard (docs/product/settings.md): the preview follows
 * each keystroke, a save is live on the quote page, a bad value is named at its field and saves
 * nothing, and a change made elsewhere meanwhile is reported instead of overwritten.
 */

test("profile: the preview takes the new name and colour as they are typed, and a save keeps them", async ({
  page,
  openSettings,
  settingsApi,
}, testInfo) => {
  await openSettings("profile");
  const preview = page.getByTestId("settings-preview");
  await expect(preview).toContainText("Northside Snow Co.");

  await page.getByLabel("Business name").fill("Harbor Snow Crew");
  await page.getByLabel("Primary colour (hex)").fill("#0f766e");
  await expect(preview).toContainText("Harbor Snow Crew");
  await expect(preview.locator(".bg-primary").first()).toHaveCSS(
    "background-color",
    "rgb(15, 118, 110)",
  );
  expect((await settingsApi.read()).config.name).toBe("Northside Snow Co.");
  await shot(page, testInfo, "settings-profile-editing");

  await saveSection(page, "Save profile");
  const saved = await settingsApi.read();
  expect(saved.config.name).toBe("Harbor Snow Crew");
  expect(saved.config.brand).toEqual({ primaryColor: "#0f766e" });

  await page.reload();
  await expect(page.getByLabel("Business name")).toHaveValue("Harbor Snow Crew");
  await expect(page.getByLabel("Primary colour (hex)")).toHaveValue("#0f766e");
});

test("profile: a colour too light for white text is refused at its field, and nothing is saved", async ({
  page,
  openSettings,
  settingsApi,
}) => {
  await openSettings("profile");
  const before = await settingsApi.read();
  const color = page.getByLabel("Primary colour (hex)");
  await color.fill("#7dd3fc");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(color).toBeFocused();
  await expect(color).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/contrast of 1\.\d+:1 against white/)).toBeVisible();
  await expect(color).toHaveAccessibleDescription(/contrast of 1\.\d+:1 against white/);
  expect((await settingsApi.read()).version).toBe(before.version);
});

test("quote reminders: an unknown placeholder is named at its field; a save keeps the wording and hours", async ({
  page,
  openSettings,
  settingsApi,
}) => {
  await openSettings("reminders");
  const before = await settingsApi.read();
  const subject = page.getByLabel("Subject");
  await expect(subject).toHaveValue("Your {service} quote from {business}");
  await subject.fill("Hi {firstName}, your quote");
  await page.getByRole("button", { name: "Save reminders" }).click();
  await expect(subject).toBeFocused();
  await expect(subject).toHaveAccessibleDescription(/unknown placeholder \{firstName\}/);
  expect((await settingsApi.read()).version).toBe(before.version);

  await subject.fill("Still thinking about {service}?");
  await page.getByLabel("Send it after").selectOption({ label: "1 hour" });
  await page.getByLabel("Quiet hours start").fill("20:30");
  await page.getByLabel("Send a reminder to visitors who saw a price and did not pay").uncheck();
  await saveSection(page, "Save reminders");
  expect((await settingsApi.read()).config.recovery).toMatchObject({
    enabled: false,
    delayMinutes: 60,
    quietHours: { start: "20:30", end: "08:00" },
    subject: "Still thinking about {service}?",
  });
});

test("what you sell: a text's hint and its problem say the same, in the owner's words", async ({
  page,
  openSettings,
  settingsApi,
}) => {
  await openSettings("offering");
  const before = await settingsApi.read();
  const line = page.getByLabel("Summary line on the order");
  // The line comes from the words until the owner writes one; the dates are the owner's here.
  await expect(line).toHaveAttribute("placeholder", "{start} to {end}");
  await line.fill("{start} to {end}");
  await expect(line).toHaveAccessibleDescription(
    /You can use \{start\}, \{end\}: the season's first and last day\.$/,
  );

  await page.getByLabel("Billed").selectOption({ label: "Per visit" });
  const notHere =
    "can show the season's dates ({start}, {end}) only for a service billed for a season";
  await expect(line).toHaveAccessibleDescription(
    new RegExp(`This text ${escapeRegExp(notHere)}\\.$`),
  );
  await page.getByRole("button", { name: "Save what you sell" }).click();
  await expect(line).toBeFocused();
  await expect(line).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#setting-offering-services-0-texts-contract-line-error")).toHaveText(
    notHere,
  );
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Nothing was saved");
  await expect(alert).not.toContainText(/service\.|billing is|offering\./);
  expect((await settingsApi.read()).version).toBe(before.version);
});

test("what you sell: the texts still in the template's words are named, until changed", async ({
  page,
  openSettings,
}, testInfo) => {
  await openSettings("offering");
  const notice = page.getByTestId("template-wording");
  await expect(notice).toContainText("Headline under the page title");
  const headline = page.getByLabel("Headline under the page title");
  await expect(headline).toHaveAccessibleDescription(/^Still the template's words\./);
  await shot(page, testInfo, "settings-template-wording");

  await headline.fill("Clear driveways all winter");
  await expect(headline).not.toHaveAccessibleDescription(/template/);
  await expect(notice).not.toContainText("Headline under the page title");
});

test("what you sell: the owner's words rename the texts made from them, and the snippet's link", async ({
  page,
  openSettings,
  settingsApi,
}, testInfo) => {
  await openSettings("offering");
  const before = await settingsApi.read();
  const prompt = page.getByLabel("What the choice is called");
  await expect(prompt).toHaveAccessibleDescription(/^From your words\./);
  await page.getByLabel("What your options measure").fill("lot size");
  await expect(prompt).toHaveAttribute("placeholder", "Lot size");
  await expect(page.getByTestId("settings-preview")).toContainText("Select your lot size");
  await page.getByLabel("Service name", { exact: true }).fill("snow plowing");
  await shot(page, testInfo, "settings-owner-words");
  await saveSection(page, "Save what you sell");

  await page.getByRole("link", { name: "Website" }).click();
  await expect(page.getByTestId("embed-snippet")).toContainText(
    ">Get an instant snow plowing quote</a>",
  );
  // The settings server serves the worker's later tests: they expect the demo's words.
  const saved = await settingsApi.read();
  await settingsApi.write({ ...saved.config, offering: before.config.offering }, saved.version);
});

test("what you sell: a price typed in the matrix is what the quote page charges once saved", async ({
  page,
  openSettings,
  settingsApi,
}, testInfo) => {
  await openSettings("offering");
  const cell = page.getByRole("textbox", { name: "4-Car Driveway Scarsdale" });
  await expect(cell).toHaveValue("219");
  await cell.fill("231.50");

  const preview = page.getByTestId("settings-preview");
  const previewCard = preview.getByTestId("option-FOUR_CAR");
  // The demo's early bird runs on October 1: $60 off the base price.
  await expect(previewCard.getByTestId("base-price")).toContainText("$231.50");
  await expect(previewCard.getByTestId("sale-price")).toHaveText("$171.50");
  await shot(page, testInfo, "settings-offering-editing");

  await saveSection(page, "Save what you sell");
  expect((await settingsApi.read()).config.offering.areas[0]!.prices.FOUR_CAR).toBe(23150);

  await startQuote(page);
  await reachDriveway(page, ADDRESSES.scarsdale);
  const card = page.getByTestId("option-FOUR_CAR");
  await expect(card.getByTestId("base-price")).toContainText("$231.50");
  await expect(card.getByTestId("sale-price")).toHaveText("$171.50");
});

test("payments: a business that absorbs the convenience fee shows its customers no fee line", async ({
  page,
  openSettings,
  settingsApi,
}, testInfo) => {
  await openSettings("payments");
  await page.getByLabel("Who pays the fee").selectOption("absorb");
  await shot(page, testInfo, "settings-convenience-fee");
  await saveSection(page, "Save convenience fee");
  expect((await settingsApi.read()).config.payments?.convenienceFee).toBe("absorb");
  // The plans' charge time is saved on its own, keeping the fee's choice.
  await page.getByLabel("Charge each visit").selectOption("on_visit_day");
  await saveSection(page, "Save plan charges");
  expect((await settingsApi.read()).config.payments).toMatchObject({
    convenienceFee: "absorb",
    planCharges: "on_visit_day",
  });
  // The plans' notice of a new price: whole days from 0 to 365, a bad one named at its field.
  const notice = page.getByLabel("Notice of a new price (days)");
  await expect(notice).toHaveValue("30");
  await notice.fill("400");
  await page.getByRole("button", { name: "Save price notice" }).click();
  await expect(notice).toHaveAccessibleDescription(/must be a whole number of days from 0 to 365/);
  await notice.fill("14");
  await saveSection(page, "Save price notice");
  expect((await settingsApi.read()).config.plans).toEqual({ priceChangeNoticeDays: 14 });

  await startQuote(page);
  await reachDriveway(page, ADDRESSES.scarsdale);
  await reachOptions(page);
  await reachReview(page);
  await expect(page.getByTestId("line-tax")).toBeVisible();
  await expect(page.getByTestId("line-fee")).toHaveCount(0);
  const price = await fetchPrice(page.request, {
    area: "Scarsdale",
    option: "FOUR_CAR",
    addons: [],
  });
  expect(price.fee_cents).toBe(0);
  await expect(page.getByTestId("line-total")).toContainText(
    formatCents(price.subtotal_cents + price.tax_cents),
  );
  await shot(page, testInfo, "review-fee-absorbed");

  // The settings server serves the worker's later tests: they expect the fee passed on.
  const saved = await settingsApi.read();
  await settingsApi.write(
    { ...saved.config, payments: undefined, plans: undefined },
    saved.version,
  );
});

test("what you sell: a cell that is not dollars and cents is named at the cell and nothing is saved", async ({
  page,
  openSettings,
  settingsApi,
}) => {
  await openSettings("offering");
  const before = await settingsApi.read();
  const cell = page.getByRole("textbox", { name: "6-Car Driveway White Plains" });
  await cell.fill("249.999");
  await page.getByRole("button", { name: "Save what you sell" }).click();

  await expect(cell).toBeFocused();
  await expect(cell).toHaveAttribute("aria-invalid", "true");
  await expect(cell).toHaveAccessibleDescription(/must be an amount in dollars such as 219\.50/);
  await expect(page.getByRole("alert")).toContainText("Nothing was saved: 1 setting needs");
  expect((await settingsApi.read()).version).toBe(before.version);

  await cell.fill("249.99");
  await expect(cell).not.toHaveAttribute("aria-invalid");
});

test("a change saved elsewhere meanwhile is reported, and the form shows the latest settings", async ({
  page,
  openSettings,
  settingsApi,
}, testInfo) => {
  await openSettings("profile");
  await expect(page.getByLabel("Tagline")).not.toHaveValue("");
  const current = await settingsApi.read();
  await settingsApi.write(
    { ...current.config, tagline: "Changed in another tab" },
    current.version,
  );

  await page.getByLabel("Business name").fill("My stale edit");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "These settings were changed elsewhere meanwhile.",
  );
  await expect(page.getByLabel("Tagline")).toHaveValue("Changed in another tab");
  await expect(page.getByLabel("Business name")).toHaveValue(current.config.name);
  expect((await settingsApi.read()).config.name).toBe(current.config.name);
  await shot(page, testInfo, "settings-conflict");
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
