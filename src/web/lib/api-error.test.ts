import { describe, expect, it } from "vitest";
import { ApiError, refusalSentence } from "@/web/lib/api-error";

describe("refusalSentence", () => {
  it("tells a customer what was refused without the fields' code names", () => {
    const error = new ApiError(400, "state: ZIP code 80202 is in Denver, CO", [
      { path: "state", message: "ZIP code 80202 is in Denver, CO" },
      { path: "email", message: "must be an email address" },
    ]);
    expect(refusalSentence(error)).toBe(
      "ZIP code 80202 is in Denver, CO. Must be an email address",
    );
  });

  it("keeps the message of a refusal that names no field", () => {
    expect(refusalSentence(new ApiError(400, "Too many requests"))).toBe("Too many requests");
  });
});
