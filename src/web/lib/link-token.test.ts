import { describe, expect, it } from "vitest";
import { linkTokenFromHash } from "@/web/lib/link-token";

describe("linkTokenFromHash", () => {
  it("reads the token from the fragment, and is empty without one", () => {
    expect(linkTokenFromHash("#token=abc_DEF-123")).toBe("abc_DEF-123");
    expect(linkTokenFromHash("token=abc")).toBe("abc");
    expect(linkTokenFromHash("")).toBe("");
    expect(linkTokenFromHash("#other=1")).toBe("");
  });
});
