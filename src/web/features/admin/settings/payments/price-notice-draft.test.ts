import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { BusinessConfig } from "@/shared/business-config";
import { validateEitherShape } from "@/shared/stored-business-config";
import { PRICE_NOTICE_PATH, priceNoticeToConfig, toPriceNoticeDraft } from "./price-notice-draft";

const demo = JSON.parse(
  readFileSync(
    fileURLToPath(new URL("../../../../../../config/demo-business.json", import.meta.url)),
    "utf8",
  ),
) as BusinessConfig;

/** The problems the form shows for a typed value: its own, then the configuration schema's. */
function problemsOf(days: string) {
  const { config, issues } = priceNoticeToConfig(demo, { days });
  const parsed = validateEitherShape(config);
  return [...issues, ...(parsed.ok ? [] : parsed.issues)].map(({ path }) => path);
}

describe("the price change notice's draft (settings.md#plans)", () => {
  it("shows 30 days for a business that never set it, and its own number once set", () => {
    expect(toPriceNoticeDraft(demo)).toEqual({ days: "30" });
    expect(toPriceNoticeDraft({ ...demo, plans: { priceChangeNoticeDays: 0 } })).toEqual({
      days: "0",
    });
  });

  it("saves whole days from 0 to 365, keeping the rest of the configuration", () => {
    for (const days of ["0", " 14 ", "365"]) {
      const { config, issues } = priceNoticeToConfig(demo, { days });
      expect(issues).toEqual([]);
      expect(config.plans?.priceChangeNoticeDays).toBe(Number(days));
      expect({ ...config, plans: undefined }).toEqual({ ...demo, plans: undefined });
      expect(validateEitherShape(config).ok).toBe(true);
    }
  });

  it.each(["", "1.5", "-1", "ten", "366", "1000"])("names the field for %j", (days) => {
    expect(problemsOf(days)).toEqual([PRICE_NOTICE_PATH]);
  });
});
