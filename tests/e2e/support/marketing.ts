import type { Page } from "@playwright/test";
import { LEGAL_RECORD_LOADERS } from "@/web/features/legal/content/legal-records";
import { HOME_HERO, HOME_META } from "@/web/features/marketing/content/home-content";
import { MARKETING_RECORD_LOADERS } from "@/web/features/marketing/content/marketing-records";
import { formatTitle } from "@/web/seo/page-meta";

export interface MarketingPageCase {
  path: string;
  h1: string;
  title: string;
  /** Pages of one section share a layout: home, legal, or a marketing path's first segment. */
  section: string;
}

/** Every marketing and legal page of the route table with the h1 and tab title it must show. */
export async function marketingPageCases(): Promise<MarketingPageCase[]> {
  const home = ["/", "/landing", "/quotewise"].map((path) => ({
    path,
    h1: HOME_HERO.h1,
    title: formatTitle(HOME_META.title),
    section: "home",
  }));
  const marketing = await Promise.all(
    Object.values(MARKETING_RECORD_LOADERS).map((load) => load()),
  );
  const legal = await Promise.all(Object.values(LEGAL_RECORD_LOADERS).map((load) => load()));
  return [
    ...home,
    ...marketing.map((record) => ({
      path: record.path,
      h1: record.h1,
      title: formatTitle(record.title),
      section: record.path.split("/").length > 2 ? record.path.split("/")[1]! : "marketing",
    })),
    ...legal.map((record) => ({
      path: record.path,
      h1: record.title,
      title: formatTitle(record.title),
      section: "legal",
    })),
  ];
}

/** Console errors and uncaught exceptions of a page, collected from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  return errors;
}

type Choices = { performance: boolean; functional: boolean; targeting: boolean };

/** Stores a cookie choice before the page loads, as if the visitor had decided earlier. */
export async function storeConsent(page: Page, choices: Choices): Promise<void> {
  const stored = JSON.stringify({ version: 1, choices, decidedAt: new Date().toISOString() });
  await page.addInitScript((value) => window.localStorage.setItem("qw-consent", value), stored);
}

export const ALL_GRANTED: Choices = { performance: true, functional: true, targeting: true };
export const ESSENTIAL_ONLY: Choices = { performance: false, functional: false, targeting: false };
