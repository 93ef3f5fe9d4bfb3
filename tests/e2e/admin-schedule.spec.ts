import { customer } from "../helpers/checkout";
import { crewBusinessConfig, crewServiceTexts } from "../helpers/crew-business";
import { ADMIN } from "./support/admin-fixtures";
import { startOwnedBusinessServer } from "./support/extra-server";
import { expectNoA11yViolations } from "./support/quote";
import { shot } from "./support/screenshots";
import { openSignedIn } from "./support/signed-in";
import { expect, test } from "./support/test";

/**
 * The business's schedule (docs/product/booking.md#the-schedule), on a phone: the owner opens it,
 * sees a booked job with its address and price, moves it to another time, and the customer's
 * email names the new time; at a desk, the owner delays a crew's day (a weather delay) and finds
 * its jobs on the new day.
 */

const SLUG = "schedule-co";
/** A Wednesday morning in New York. */
const NOW = "2026-03-04T12:00:00Z";

/** A business of these crews selling one 60-minute visit in Scarsdale. */
const configWith = (crews: { code: string; name: string }[]) =>
  crewBusinessConfig({
    name: "Schedule Co",
    services: [
      {
        code: "visit",
        texts: crewServiceTexts("Gutter cleaning"),
        billing: { type: "one_time" },
        pricing: {
          options: [{ code: "standard", label: "Standard", description: "A standard visit" }],
          prices: { Scarsdale: { standard: 18500 } },
        },
        addons: [],
        duration: { minutes: 60 },
      },
    ],
    availability: {
      crews,
      bufferMinutes: 0,
      minimumNoticeHours: 12,
    },
  });

/** A POST that must succeed, answering its JSON. */
async function post(baseURL: string, path: string, body: unknown) {
  const response = await fetch(`${baseURL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBeLessThan(300);
  return (await response.json()) as Record<string, string>;
}

/** A customer buys a visit at `start` and pays it on the test page: a booked job. */
async function bookVisit(baseURL: string, email: string, start: string) {
  const { orderId } = await post(baseURL, `/api/b/${SLUG}/checkout`, {
    ...customer,
    email,
    area: "Scarsdale",
    option: "standard",
    addons: [],
    basePriceCents: 18500,
    addonPriceCents: 0,
    subtotalCents: 18500,
    feeCents: 0,
    totalCents: 18500,
    taxCents: 0,
    grandTotalCents: 18500,
    slot: { start },
  });
  await post(baseURL, `/api/b/${SLUG}/checkout/orders/${orderId}/test-payment`, {
    customerName: "Pat Doe",
    phone: "914-555-0100",
  });
}

test("the owner moves a booked job from the schedule and the customer is emailed the new time @phone", async ({
  page,
  smtp,
}, testInfo) => {
  test.setTimeout(90_000);
  const server = await startOwnedBusinessServer({
    id: SLUG,
    config: configWith([
      { code: "north", name: "North crew" },
      { code: "south", name: "South crew" },
    ]),
    now: NOW,
    smtpUrl: smtp.url,
  });
  try {
    const email = `schedule-${Date.now()}@example.com`;
    await bookVisit(server.baseURL, email, "2026-03-05T09:00:00-05:00");
    const { token } = await post(server.baseURL, "/api/admin/login", ADMIN);

    await openSignedIn(page, token!, `${server.baseURL}/admin`);
    await page.getByRole("link", { name: "Schedule" }).click();
    await expect(page.getByRole("heading", { name: "Schedule", level: 1 })).toBeVisible();
    // Today (Wednesday) has no job; the next day has the booked one.
    await expect(page.getByRole("heading", { name: "Wednesday, March 4" })).toBeVisible();
    await page.getByRole("button", { name: "Next day" }).click();
    await expect(page.getByRole("heading", { name: "Thursday, March 5" })).toBeVisible();
    const job = page.getByRole("article", { name: /9:00 - 10:00 AM/ });
    await expect(job).toContainText("12 Birch Lane, Scarsdale, NY 10583");
    await expect(job).toContainText("$185.00");
    await expect(job).toContainText("Booked");
    await expectNoA11yViolations(page);
    await shot(page, testInfo, "admin-schedule-day");

    await job.getByRole("button", { name: /^Move/ }).click();
    const dialog = page.getByRole("dialog", { name: "Move visit" });
    await dialog.getByLabel("New time").selectOption({ label: "2:00 - 3:00 PM" });
    await expectNoA11yViolations(page);
    await shot(page, testInfo, "admin-schedule-move");
    await dialog.getByRole("button", { name: "Move visit" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("article", { name: /2:00 - 3:00 PM/ })).toContainText(
      "12 Birch Lane",
    );

    await expect
      .poll(() =>
        smtp.received.find((mail) => mail.to.includes(email) && /moved your visit/.test(mail.body)),
      )
      .toBeTruthy();
    const mail = smtp.received.find(
      (each) => each.to.includes(email) && /moved your visit/.test(each.body),
    )!;
    expect(mail.header("subject")).toContain("Thursday, March 5, 2:00 PM EST");
    expect(mail.body).toContain("to Thursday, March 5, 2:00 PM EST.");

    await page.getByRole("button", { name: "Week" }).click();
    await expect(page.getByRole("heading", { name: "Week of March 2 - March 8" })).toBeVisible();
    await shot(page, testInfo, "admin-schedule-week-375");
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoA11yViolations(page);
    await shot(page, testInfo, "admin-schedule-week-1280");
  } finally {
    await server.stop();
  }
});

test("the owner delays a crew's day and its jobs are on the new day @desk", async ({
  page,
  smtp,
}, testInfo) => {
  test.setTimeout(90_000);
  const config = configWith([{ code: "north", name: "North crew" }]);
  const server = await startOwnedBusinessServer({ id: SLUG, config, now: NOW, smtpUrl: smtp.url });
  try {
    const emails = [9, 11].map((hour) => `delay-${hour}-${Date.now()}@example.com`);
    await bookVisit(server.baseURL, emails[0]!, "2026-03-05T09:00:00-05:00");
    await bookVisit(server.baseURL, emails[1]!, "2026-03-05T11:00:00-05:00");
    const { token } = await post(server.baseURL, "/api/admin/login", ADMIN);
    await openSignedIn(page, token!, `${server.baseURL}/admin/schedule`);
    await page.getByRole("button", { name: "Next day" }).click();
    await expect(page.getByRole("heading", { name: "Thursday, March 5" })).toBeVisible();

    await page.getByRole("button", { name: /^Delay this day/ }).click();
    const dialog = page.getByRole("dialog", { name: "Delay this day" });
    await expect(dialog).toContainText("North crew's 2 visits of Thursday, March 5");
    const to = dialog.getByLabel("Move to");
    await expect(to).toHaveValue("2026-03-06");
    // A past day is refused by the server, said under the field.
    await to.fill("2026-03-03");
    await dialog.getByRole("button", { name: "Move 2 visits" }).click();
    await expect(to).toHaveAccessibleDescription("must not be past");
    await to.fill("2026-03-06");
    await expectNoA11yViolations(page);
    await shot(page, testInfo, "admin-schedule-delay-1280");
    await dialog.getByRole("button", { name: "Move 2 visits" }).click();

    const done = page.getByRole("dialog", { name: "Day delayed" });
    await expect(done.getByRole("status")).toHaveText(
      "2 visits moved to Friday, March 6. Each customer was emailed their new time.",
    );
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoA11yViolations(page);
    await shot(page, testInfo, "admin-schedule-delayed-375");
    await done.getByRole("button", { name: "Show Friday, March 6" }).click();
    await expect(page.getByRole("heading", { name: "Friday, March 6" })).toBeVisible();
    await expect(page.getByRole("article", { name: /9:00 - 10:00 AM/ })).toBeVisible();
    await expect(page.getByRole("article", { name: /11:00 AM - 12:00 PM/ })).toBeVisible();
    await expect
      .poll(
        () =>
          smtp.received.filter(
            (mail) =>
              emails.some((email) => mail.to.includes(email)) &&
              /to Friday, March 6/.test(mail.body),
          ).length,
      )
      .toBe(2);
  } finally {
    await server.stop();
  }
});
