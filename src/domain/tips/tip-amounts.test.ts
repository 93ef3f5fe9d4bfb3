import { describe, expect, it } from "vitest";
import { parseTipDollars, tipChoices } from "./tip-amounts";

describe("tip amounts", () => {
  it("offers 10, 15 and 20 percent of the price, rounded to whole cents", () => {
    expect(tipChoices(4665)).toEqual([
      { percent: 10, cents: 467 },
      { percent: 15, cents: 700 },
      { percent: 20, cents: 933 },
    ]);
  });

  it("leaves out the shares under a dollar", () => {
    expect(tipChoices(800)).toEqual([
      { percent: 15, cents: 120 },
      { percent: 20, cents: 160 },
    ]);
  });

  it("takes dollars between $1 and $500 and names what is wrong otherwise", () => {
    expect(parseTipDollars("5")).toEqual({ ok: true, cents: 500 });
    expect(parseTipDollars("$7.50")).toEqual({ ok: true, cents: 750 });
    expect(parseTipDollars("")).toEqual({ ok: false, message: "is required" });
    expect(parseTipDollars("0.99")).toEqual({ ok: false, message: "must be at least $1.00" });
    expect(parseTipDollars("500.01")).toEqual({ ok: false, message: "must be at most $500.00" });
    expect(parseTipDollars("-5").ok).toBe(false);
    expect(parseTipDollars("5.001").ok).toBe(false);
  });
});
