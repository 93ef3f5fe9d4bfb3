import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ZOD_CONFIG_GLOBAL } from "@/web/lib/zod-jitless";

describe("zod in the browser", () => {
  it("takes its settings from the global the entries set before it loads", () => {
    const held = (globalThis as Record<string, unknown>)[ZOD_CONFIG_GLOBAL];
    expect(held).toBe(z.config());
    expect(z.config().jitless).toBe(true);
  });
});
