import { describe, expect, it } from "vitest";
import { z } from "zod";
import { withRepeatedPassword } from "./new-password-fields";

const schema = withRepeatedPassword(z.object({ name: z.string().min(1, "Name is required") }));
const issuesOf = (values: Record<string, string>) =>
  schema.safeParse(values).error?.issues.map(({ path, message }) => [path.join("."), message]);

describe("withRepeatedPassword", () => {
  it("accepts the form's fields and the same long password twice", () => {
    const password = "twelve chars or more";
    expect(issuesOf({ name: "Sam", password, confirmPassword: password })).toBeUndefined();
  });

  it("names the field at fault: its own, a short password, a repeat that differs", () => {
    expect(issuesOf({ name: "", password: "short", confirmPassword: "short" })).toEqual([
      ["name", "Name is required"],
      ["password", "Password must be at least 12 characters"],
    ]);
    expect(
      issuesOf({ name: "Sam", password: "twelve chars or more", confirmPassword: "twelve chars" }),
    ).toEqual([["confirmPassword", "The two passwords differ"]]);
  });
});
