import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadBusinessFile } from "../config/business-config";
import { projectRoot } from "../paths";
import { describeBusiness } from "./describe-business";

const demo = loadBusinessFile(join(projectRoot, "config/demo-business.json")).config;
const acme = { id: "acme", slug: "acme", config: demo };
// The demo's early bird ends 2025-10-16; its season runs 2025-11-10 to 2026-04-10.
const early = new Date("2025-10-01T12:00:00Z");

describe("describeBusiness, made once per config and season state", () => {
  it("answers the same description at another time of the same state, with that time", () => {
    const first = describeBusiness(acme, early, "test");
    const later = new Date("2025-10-02T08:30:00Z");
    const second = describeBusiness(acme, later, "test");
    expect(second).toEqual({ ...first, server_time: later.toISOString() });
    // Not made again: the same parts.
    expect(second.service).toBe(first.service);
  });

  it("is made again when the early bird ends or the next season begins", () => {
    const before = describeBusiness(acme, early, "test");
    const after = describeBusiness(acme, new Date("2025-10-20T12:00:00Z"), "test");
    expect(before.early_bird?.active).toBe(true);
    expect(after.early_bird?.active).toBe(false);
    const next = describeBusiness(acme, new Date("2026-05-01T12:00:00Z"), "test");
    expect(next.season?.starts_on).not.toBe(before.season?.starts_on);
    expect(next.service.contract.line).not.toBe(before.service.contract.line);
  });

  it("is made again for another business, payment mode or config", () => {
    const own = describeBusiness(acme, early, "test");
    const other = describeBusiness({ id: "other", slug: "other-co", config: demo }, early, "test");
    expect(other.business).toMatchObject({ id: "other", slug: "other-co" });
    expect(describeBusiness(acme, early, "stripe").payment_mode).toBe("stripe");
    const renamed = { ...acme, config: { ...demo, name: "Renamed Co." } };
    expect(describeBusiness(renamed, early, "test").business.name).toBe("Renamed Co.");
    expect(describeBusiness(acme, early, "test")).toEqual(own);
  });
});
