import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildFingerprint } from "./build-fingerprint";

const roots: string[] = [];
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "qw-fingerprint-"));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("buildFingerprint", () => {
  const inputs = ["src", "vite.config.ts"];
  const files = { "src/a.ts": "a", "src/web/b.tsx": "b", "vite.config.ts": "v", "README.md": "r" };

  it("is the same for the same sources", () => {
    expect(buildFingerprint(project(files), inputs)).toBe(buildFingerprint(project(files), inputs));
  });

  it("changes when a source changes, is added or is renamed", () => {
    const before = buildFingerprint(project(files), inputs);
    expect(buildFingerprint(project({ ...files, "src/a.ts": "a2" }), inputs)).not.toBe(before);
    expect(buildFingerprint(project({ ...files, "src/c.ts": "" }), inputs)).not.toBe(before);
    const { "src/a.ts": moved, ...rest } = files;
    expect(buildFingerprint(project({ ...rest, "src/z.ts": moved }), inputs)).not.toBe(before);
  });

  it("ignores files that are not built: tests and other folders", () => {
    const before = buildFingerprint(project(files), inputs);
    expect(
      buildFingerprint(project({ ...files, "src/a.test.ts": "t", "README.md": "r2" }), inputs),
    ).toBe(before);
  });
});
