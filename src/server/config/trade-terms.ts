import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type BusinessConfig, customerTermsSchema } from "@/shared/business-config";
import { describeConfigIssue, toConfigIssues } from "@/shared/config-issues";
import { projectRoot } from "../paths";

/** The customer terms each trade starts from: `<trade>.json`, the business's name as `{business}`. */
export const TRADE_TERMS_DIR = join(projectRoot, "config", "terms");

export type CustomerTerms = BusinessConfig["terms"];

/**
 * A trade's customer terms for one business (docs/product/settings.md#customer-terms), or
 * undefined when the trade has none. Read when a business signs up, which is rare.
 */
export function tradeTermsFor(
  trade: string,
  businessName: string,
  directory: string = TRADE_TERMS_DIR,
): CustomerTerms | undefined {
  if (!/^[a-z0-9-]+$/.test(trade)) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(join(directory, `${trade}.json`), "utf8"));
  } catch {
    return undefined;
  }
  const parsed = customerTermsSchema.safeParse(data, { error: describeConfigIssue });
  if (!parsed.success) {
    const problems = toConfigIssues(parsed.error).map((issue) => `${issue.path} ${issue.message}`);
    throw new Error(`${join(directory, `${trade}.json`)}: ${problems.join("; ")}`);
  }
  // A replacer function: the name is text, never a pattern (`$&` in it stays `$&`).
  const fill = (text: string) => text.replaceAll("{business}", () => businessName);
  return {
    updated: parsed.data.updated,
    sections: parsed.data.sections.map((section) => ({
      heading: fill(section.heading),
      paragraphs: section.paragraphs.map(fill),
    })),
  };
}
