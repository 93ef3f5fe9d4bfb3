import type { Page } from "@playwright/test";
import { axe } from "./support/axe";
import { collectErrors, type MarketingPageCase, marketingPageCases } from "./support/marketing";
import { expect, test } from "./support/test";

const cases = await marketingPageCases();
const sections = new Map<string, MarketingPageCase[]>();
for (const pageCase of cases)
  sections.set(pageCase.section, [...(sections.get(pageCase.section) ?? []), pageCase]);

/** Its status, h1 and title, with the cookie banner up once the page has hydrated. */
async function expectPage(page: Page, { path, h1, title }: MarketingPageCase): Promise<void> {
  const response = await page.goto(path);
  expect.soft(response?.status(), path).toBe(200);
  await expect.soft(page.getByRole("heading", { level: 1 }), path).toHaveText(h1);
  await expect.soft(page, path).toHaveTitle(title);
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
}

/**
 * Every page is checked at a phone's width; the first page of each section at a desk's too, and
 * only it is audited by axe: a section's pages share one layout and differ in words. A section's
 * pages are visited in one tab, as a reader would, so its scripts load once.
 */
test.describe("marketing and legal pages", () => {
  for (const [section, [first, ...rest]] of sections) {
    test(`${section}: every page answers 200 with its h1 and title, no console errors, no axe violations`, async ({
      page,
    }, testInfo) => {
      const errors = collectErrors(page);
      await expectPage(page, first!);
      const results = await axe(page)
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      expect(
        results.violations.map(
          ({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(", ")}`,
        ),
      ).toEqual([]);
      if (testInfo.project.name === "mobile") {
        for (const pageCase of rest) {
          await test.step(pageCase.path, () => expectPage(page, pageCase));
        }
      }
      expect(errors).toEqual([]);
    });
  }
  test("a client-side navigation updates the title, description and canonical URL", async ({
    page,
  }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Industries" })
      .getByRole("link", { name: "HVAC" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Instant quotes for HVAC tune-ups and maintenance plans",
    );
    await expect(page).toHaveTitle("Instant Quotes for HVAC Tune-Ups and Maintenance | Quotewise");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/industries\/hvac-instant-quote$/,
    );
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /tune-ups/);
  });
});
