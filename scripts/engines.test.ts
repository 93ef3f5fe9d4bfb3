import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// npm's own version matcher, the one that prints EBADENGINE; it ships no types.
const semver = createRequire(import.meta.url)("semver") as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

type Lockfile = { packages: Record<string, { engines?: { node?: string } }> };
const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8"));

describe("engines", () => {
  const declared: string = readJson("package.json").engines.node;
  const oldestNode = semver.minVersion(declared)?.version ?? "";

  it("names the Node version the README states", () => {
    expect(readFileSync("README.md", "utf8")).toContain(`Node ${oldestNode.replace(/\.0$/, "")}`);
  });

  it("installs no dependency that needs a newer Node than package.json's engines (no EBADENGINE)", () => {
    const lockfile = readJson("package-lock.json") as Lockfile;
    const tooNew = Object.entries(lockfile.packages).flatMap(([path, entry]) => {
      const range = entry.engines?.node;
      return range && !semver.satisfies(oldestNode, range) ? [`${path} needs node ${range}`] : [];
    });
    expect(tooNew).toEqual([]);
  });
});
