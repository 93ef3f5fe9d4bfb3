import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("updating an order", () => {
  it("goes through updateOrder, which finds the order by its business as well as its id", () => {
    const updaters = sourceFiles(join(root, "src"))
      .filter((file) => /\.update\(\s*orders\s*\)/.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file));
    expect(updaters).toEqual(["src/server/payments/update-order.ts"]);
  });
});
