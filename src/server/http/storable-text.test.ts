import { describe, expect, it } from "vitest";
import { findUnstorableText } from "./storable-text";

describe("findUnstorableText", () => {
  it("accepts text PostgreSQL stores as sent, surrogate pairs included", () => {
    expect(
      findUnstorableText({ name: "Zoë 👩‍👩‍👧‍👦 ' OR 1=1 --", tags: ["\u202E", "e\u0301"] }),
    ).toBe(undefined);
  });

  it.each([
    ["NUL", "a\u0000b"],
    ["a lone high surrogate", "a\uD800"],
    ["a lone low surrogate", "\uDC00a"],
    ["a reversed pair", "\uDC00\uD800"],
  ])("names the path of a string holding %s", (_name, text) => {
    expect(findUnstorableText({ filter: { q: text } })).toBe("filter.q");
    expect(findUnstorableText({ addons: [{ code: "ok" }, { code: text }] })).toBe("addons.1.code");
    expect(findUnstorableText(text)).toBe("");
  });

  it("walks nesting deeper than the call stack would allow", () => {
    let value: unknown = "\u0000";
    for (let level = 0; level < 200_000; level += 1) value = [value];
    expect(findUnstorableText(value)).toMatch(/^0(\.0)+$/);
  });
});
