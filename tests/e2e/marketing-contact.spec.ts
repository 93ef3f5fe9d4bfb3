import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { contactLeads } from "@/server/db/schema";
import { ESSENTIAL_ONLY, storeConsent } from "./support/marketing";
import { expectToast } from "./support/quote";
import { test as base, expect } from "./support/test";

/**
 * The contact form against a server in this worker, so a test can read the stored lead from
 * its database. `limitedServer` allows one demo request a minute (the rate-limit message).
 */
const test = base.extend<{ home: Page }>({
  home: async ({ page, leadServer }, use) => {
    await storeConsent(page, ESSENTIAL_ONLY);
    await openContactForm(page, leadServer.url);
    await use(page);
  },
});

async function openContactForm(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/#contact`);
  await expect(page.locator("body[data-hydrated]")).toHaveCount(1);
}

const form = (page: Page) => page.locator("#contact form");

async function fillStepOne(page: Page, values: { name: string; email: string; company: string }) {
  await form(page).getByLabel("Name").fill(values.name);
  await form(page).getByLabel("Work email").fill(values.email);
  await form(page).getByLabel("Company").fill(values.company);
}

const dana = { name: "Dana Whitfield", email: "dana@whitfield.example", company: "Whitfield HVAC" };

test("step 1 names every missing field", async ({ home: page }) => {
  await form(page).getByRole("button", { name: "Continue" }).click();
  await expectToast(
    page,
    "Please complete all required fields",
    "Name, email, and company are required to continue.",
  );
  await expect(form(page).getByText("Name is required")).toBeVisible();
  await expect(form(page).getByText("Company is required")).toBeVisible();
  await expect(form(page).getByLabel("Name")).toBeFocused();
  await expect(form(page).getByText("Step 1 of 2: About you")).toBeVisible();
});

test("step 1 refuses an invalid email address", async ({ home: page }) => {
  await fillStepOne(page, { ...dana, email: "dana@" });
  await form(page).getByLabel("Company").press("Enter");
  await expectToast(
    page,
    "Please enter a valid email address",
    "We'll use this to send you a demo confirmation.",
  );
  await expect(form(page).getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
  await expect(form(page).getByText("Step 1 of 2: About you")).toBeVisible();
});

test("two steps, Back keeps the answers, and the lead is stored", async ({
  home: page,
  leadServer,
}) => {
  await fillStepOne(page, dana);
  await form(page).getByRole("button", { name: "Continue" }).click();
  await expect(form(page).getByText("Step 2 of 2: Your business")).toBeVisible();
  const message = form(page).getByLabel("What would you like to quote online?");
  await expect(message).toBeFocused();
  const submit = form(page).getByRole("button", { name: "Book my demo" });
  await expect(submit).toBeDisabled();
  await message.fill("   ");
  await expect(submit).toBeDisabled();

  await form(page).getByRole("button", { name: "Back" }).click();
  await expect(form(page).getByLabel("Name")).toHaveValue(dana.name);
  await form(page).getByRole("button", { name: "Continue" }).click();

  await message.fill("Furnace tune-ups and maintenance plans, about 40 a week.");
  await form(page).getByLabel("Phone (optional)").fill("(914) 555-0142");
  await form(page).getByLabel("Industry (optional)").selectOption("HVAC");
  await submit.click();

  await expectToast(
    page,
    "Message sent successfully!",
    "Your message was sent and saved to our system. We'll get back to you within 24 hours.",
  );
  await expect(form(page).getByText("Step 1 of 2: About you")).toBeVisible();
  await expect(form(page).getByLabel("Name")).toHaveValue("");

  const [lead] = await leadServer.database.db
    .select()
    .from(contactLeads)
    .where(eq(contactLeads.email, dana.email));
  expect(lead).toMatchObject({
    ...dana,
    phone: "(914) 555-0142",
    industry: "HVAC",
    message: "Furnace tune-ups and maintenance plans, about 40 a week.",
  });
});

async function reachStepTwo(page: Page) {
  await fillStepOne(page, dana);
  await form(page).getByRole("button", { name: "Continue" }).click();
  await form(page).getByLabel("What would you like to quote online?").fill("Tell me more.");
}

test("a request that never gets an answer shows the network message", async ({ home: page }) => {
  await reachStepTwo(page);
  await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
  await form(page).getByRole("button", { name: "Book my demo" }).click();
  await expectToast(
    page,
    "Error sending message",
    "Network error. Please check your connection and try again.",
  );
});

test("an answer that is not JSON says the form is unavailable and gives an email", async ({
  home: page,
}) => {
  await reachStepTwo(page);
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
  );
  await form(page).getByRole("button", { name: "Book my demo" }).click();
  await expectToast(
    page,
    "Error sending message",
    /The contact form is temporarily unavailable\. Please email us directly at \S+@\S+/,
  );
});

test("a server refusal shows its message and asks to try again", async ({
  page,
  limitedServer,
}) => {
  await storeConsent(page, ESSENTIAL_ONLY);
  await openContactForm(page, limitedServer.url);
  const limitedResponse = await limitedServer.request("/api/contact", {
    method: "POST",
    json: { ...dana, message: "Uses up the one request a minute." },
  });
  expect(limitedResponse.status).toBe(201);

  await reachStepTwo(page);
  await form(page).getByRole("button", { name: "Book my demo" }).click();
  await expectToast(
    page,
    "Error sending message",
    /Too many requests: please wait \d+ seconds and try again\. Please try again or contact us directly\.$/,
  );
  await expect(form(page).getByText("Step 2 of 2: Your business")).toBeVisible();
});
