import { Webhook } from "standardwebhooks";
import { startWebhookReceiver, typeOf } from "../helpers/webhook-receiver";
import { expectNoA11yViolations } from "./support/quote";
import { shot } from "./support/screenshots";
import { expect, settingsTest as test } from "./support/test";

test("the owner adds an endpoint, sends it a test event and sees it delivered in the log", async ({
  page,
  openSettings,
}, testInfo) => {
  test.setTimeout(60_000);
  const receiver = await startWebhookReceiver();
  try {
    await openSettings("webhooks");
    await expect(page.getByRole("heading", { name: "Webhooks", level: 2 })).toBeVisible();

    const add = page.getByRole("region", { name: "Add an endpoint" });
    await add.getByLabel("Endpoint URL").fill(receiver.url);
    await add.getByLabel("Note (optional)").fill("Zapier to HubSpot");
    await add.getByRole("checkbox", { name: /An order is paid/ }).check();
    await add.getByRole("button", { name: "Add endpoint" }).click();

    const endpoint = page.getByRole("region", { name: receiver.url });
    await expect(endpoint.getByText("Zapier to HubSpot")).toBeVisible();
    await endpoint.getByRole("button", { name: "Show" }).click();
    const secret = (await endpoint.getByText(/^whsec_/).textContent()) ?? "";
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);

    await endpoint.getByRole("button", { name: "Send test event" }).click();
    const [received] = await receiver.waitFor(1, (request) => typeOf(request) === "webhook.test");
    expect(
      new Webhook(secret).verify(received!.body, received!.headers as Record<string, string>),
    ).toMatchObject({ type: "webhook.test" });

    const log = endpoint.getByRole("table", { name: /Latest deliveries/ });
    const row = log.getByRole("row", { name: /webhook\.test/ });
    await expect(row.getByText("Delivered")).toBeVisible({ timeout: 10_000 });
    await expect(row.getByRole("cell", { name: "200", exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, testInfo, "settings-webhooks");

    // Resend from the keyboard: the same message arrives again.
    await row.getByRole("button", { name: /^Resend/ }).focus();
    await page.keyboard.press("Enter");
    await receiver.waitFor(2, (request) => typeOf(request) === "webhook.test");
    expect(receiver.received[1]?.headers["webhook-id"]).toBe(received!.headers["webhook-id"]);
  } finally {
    await receiver.close();
  }
});
