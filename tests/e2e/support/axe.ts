import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe-core for this page. A page without frames is audited in place (axe's legacy mode): the
 * default mode also opens a blank page to merge each frame's results, which doubled every audit's
 * time. A page that frames another (the widget on a business's site) keeps the default, so the
 * framed page is audited too.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
}
