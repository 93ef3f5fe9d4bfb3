import { describe, expect, it } from "vitest";
import { DEFAULT_RECOVERY, recoverySettingsOf, recoverySettingsSchema } from "./recovery-settings";

describe("recovery settings", () => {
  it("default for a config from before reminders, and fill in a partial block", () => {
    expect(recoverySettingsOf({})).toEqual(DEFAULT_RECOVERY);
    expect(recoverySettingsSchema.parse({ enabled: false })).toEqual({
      ...DEFAULT_RECOVERY,
      enabled: false,
    });
  });

  it("refuse an unknown placeholder, a stray brace, a bad time and a delay out of range", () => {
    const problems = (input: unknown) =>
      recoverySettingsSchema.safeParse(input).error?.issues.map((issue) => issue.path.join("."));
    expect(problems({ subject: "Hi {firstName}" })).toEqual(["subject"]);
    expect(problems({ body: "100% {price" })).toEqual(["body"]);
    expect(problems({ quietHours: { start: "9pm", end: "08:00" } })).toEqual(["quietHours.start"]);
    expect(problems({ delayMinutes: 5 })).toEqual(["delayMinutes"]);
    expect(problems({ delayMinutes: 8 * 24 * 60 })).toEqual(["delayMinutes"]);
    expect(problems({ sendAt: "noon" })).toEqual([""]);
  });
});
