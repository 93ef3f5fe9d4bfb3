import type { Page, TestInfo } from "@playwright/test";

/** Saves a screenshot for a person to look at, when SHOTS_DIR names a folder (never in CI). */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  // Let slides and the embed's resize settle: the picture is for a person, not an assertion.
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${dir}/${name}-${testInfo.project.name}.png`, fullPage: true });
}
