import { describe, expect, it } from "vitest";
import { parseZipList } from "./parse-zip-list";

describe("parseZipList", () => {
  it("reads codes separated by commas, semicolons, spaces and lines, once each, in order", () => {
    expect(parseZipList(" 10583, 10601;10605\n10583  10573-1234 ")).toEqual({
      ok: true,
      zipCodes: ["10583", "10601", "10605", "10573"],
    });
  });

  it("names the codes that are not 5 digits", () => {
    expect(parseZipList("10583, 1058, abcde")).toEqual({
      ok: false,
      message: "Not a 5-digit ZIP code: 1058, abcde. Separate ZIP codes with commas or spaces.",
    });
    expect(parseZipList("1 2 3 4 5 6")).toMatchObject({
      ok: false,
      message: expect.stringContaining("1, 2, 3, 4, 5, ..."),
    });
  });

  it("asks for at least one", () => {
    expect(parseZipList(" ,, ")).toEqual({ ok: false, message: "Enter at least one ZIP code." });
  });
});
