import AxeBuilder from "@axe-core/playwright";
import { collectErrors, marketingPageCases } from "./support/marketing";
import { expect, test } from "./support/test";

const cases = await marketingPageCases();

/**
 * Every page is checked at a phone's width; the first page of each section at a desk's too, and
 * only it is audited by axe: a section's pages share one layout and differ in words.
 */
const firstOfSection = new Set(
  cases.filter((one, index) => cases.findIndex((other) => other.section === one.section) === index),
);

test.describe("marketing and legal pages", () => {
  for (const pageCase of cases) {
    const { path, h1, title } = pageCase;
    const first = firstOfSection.has(pageCase);
    const widths = first ? {} : { tag: "@phone" };
    test(
      `${path} answers 200 with its h1 and title, no console errors${first ? ", no axe violations" : ""}`,
      widths,
      async ({ page }) => {
        const errors = collectErrors(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
        await expect(page).toHaveTitle(title);
        // The cookie banner appears once the page has hydrated: axe sees it too.
        await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();

        if (first) {
          const results = await new AxeBuilder({ page })
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
            .analyze();
          expect(
            results.violations.map(
              ({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(", ")}`,
            ),
          ).toEqual([]);
        }
        expect(errors).toEqual([]);
      },
    );
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
