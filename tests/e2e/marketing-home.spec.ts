import type { Page } from "@playwright/test";
import { ALL_GRANTED, ESSENTIAL_ONLY, storeConsent } from "./support/marketing";
import { expect, test } from "./support/test";

const isMobile = () => test.info().project.name === "mobile";

/** 10 s on desktop, 12 s under 768 px: docs/product/marketing-site.md#sticky-call-to-action. */
const ctaDelay = () => (isMobile() ? 12_000 : 10_000);
const ctaBar = (page: Page) => page.getByRole("region", { name: "Book a demo" });

/** Loads the home page and waits until it is hydrated (its timers are set from then on). */
async function openHome(page: Page) {
  await page.goto("/");
  await expect(page.locator("body[data-hydrated]")).toHaveCount(1);
}

const ANCHORS = [
  ["Features", "features"],
  ["Industries", "industries"],
  ["How it works", "how-it-works"],
  ["Integrations", "integrations"],
] as const;

test.describe("home page navigation", () => {
  test.beforeEach(async ({ page }) => {
    await storeConsent(page, ESSENTIAL_ONLY);
  });

  test("each nav anchor scrolls to its section", async ({ page }) => {
    await openHome(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, id] of ANCHORS) {
      if (isMobile()) {
        // A jump down hides the nav on small screens; scrolling up brings it back.
        await page.evaluate(() => window.scrollBy(0, -100));
        await expect(page.getByRole("banner")).not.toHaveAttribute("data-hidden");
        await nav.getByRole("button", { name: "Open menu" }).click();
      }
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`section#${id}`)).toBeInViewport();
    }
  });

  test("Book Demo scrolls to the contact form", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Book Demo" })
      .click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.getByRole("textbox", { name: "Name" })).toBeInViewport();
  });

  test("Try the quote opens /quote in a new tab", async ({ page }) => {
    await page.goto("/");
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Try the quote (opens in a new tab)" }).first().click();
    const quote = await popup;
    await expect(quote).toHaveURL(/\/quote$/);
    await quote.close();
  });

  // The menu toggle shows under 768 px.
  test("the mobile menu opens, lists the sections, and closes", { tag: "@phone" }, async ({
    page,
  }) => {
    await openHome(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Features" })).toBeHidden();

    await toggle.click();
    const close = nav.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    for (const [label] of ANCHORS)
      await expect(nav.getByRole("link", { name: label })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(nav.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(nav.getByRole("link", { name: "Features" })).toBeHidden();
  });

  test("the nav hides on scroll down and returns on scroll up on small screens", async ({
    page,
  }) => {
    await openHome(page);
    const header = page.getByRole("banner");
    // Resolves once the page has handled the scroll: the nav decides in the frame after the
    // scroll event and renders in the next.
    const scrollTo = (y: number) =>
      page.evaluate(
        (top) =>
          new Promise<void>((resolve) => {
            const settled = () =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
            window.addEventListener("scroll", settled, { once: true });
            window.scrollTo(0, top);
          }),
        y,
      );
    await scrollTo(600);
    if (isMobile()) {
      await expect(header).toHaveAttribute("data-hidden", "true");
      await expect(header).not.toBeInViewport();
      await scrollTo(400);
      await expect(header).not.toHaveAttribute("data-hidden");
      await expect(header).toBeInViewport();
    } else {
      await expect(header).not.toHaveAttribute("data-hidden");
      await expect(header).toBeInViewport();
    }
  });
});

test.describe("sticky call-to-action bar", () => {
  test("appears after its delay and is dismissed for 24 hours", async ({ page }) => {
    await storeConsent(page, ALL_GRANTED);
    await page.clock.install();
    await openHome(page);
    // Stopped, so a busy machine's real seconds between hydration and here count for nothing;
    // the delay's length itself is sticky-cta-rules' unit test.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await expect(ctaBar(page)).toHaveCount(0);
    await page.clock.runFor(ctaDelay() + 500);
    await expect(ctaBar(page)).toBeVisible();
    await expect(ctaBar(page).getByRole("link", { name: "Book Demo" })).toHaveAttribute(
      "href",
      "#contact",
    );

    await ctaBar(page).getByRole("button", { name: "Dismiss for 24 hours" }).click();
    await expect(ctaBar(page)).toHaveCount(0);
    await page.clock.resume();

    await page.reload();
    await expect(page.locator("body[data-hydrated]")).toHaveCount(1);
    await page.clock.runFor(ctaDelay() + 2_000);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(ctaBar(page)).toHaveCount(0);

    await page.clock.fastForward("24:00:00");
    await page.reload();
    await expect(page.locator("body[data-hydrated]")).toHaveCount(1);
    await page.clock.runFor(ctaDelay() + 500);
    await expect(ctaBar(page)).toBeVisible();
  });

  test("without functional cookies a dismissal lasts for the page only", async ({ page }) => {
    await storeConsent(page, ESSENTIAL_ONLY);
    await page.clock.install();
    await openHome(page);
    await page.clock.runFor(ctaDelay() + 500);
    await ctaBar(page).getByRole("button", { name: "Dismiss for 24 hours" }).click();
    await expect(ctaBar(page)).toHaveCount(0);
    await page.clock.resume();
    expect(
      await page.evaluate(() => localStorage.getItem("qw-sticky-cta-dismissed-at")),
    ).toBeNull();

    await page.reload();
    await expect(page.locator("body[data-hydrated]")).toHaveCount(1);
    await page.clock.runFor(ctaDelay() + 500);
    await expect(ctaBar(page)).toBeVisible();
  });

  test("stays away while the contact form is near the viewport or the cookie banner is up", async ({
    page,
  }) => {
    await page.clock.install();
    await openHome(page);
    await page.clock.runFor(ctaDelay() + 500);
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    await expect(ctaBar(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Reject non-essential" }).click();
    await expect(ctaBar(page)).toBeVisible();

    await page.locator("#contact").scrollIntoViewIfNeeded();
    await expect(ctaBar(page)).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(ctaBar(page)).toBeVisible();
  });
});
