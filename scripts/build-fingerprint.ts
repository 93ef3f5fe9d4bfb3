import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** What a build is made from: when none of it changed, the last build is still good. */
export const BUILD_INPUTS = [
  "src",
  "scripts/build.ts",
  "scripts/build-embed.ts",
  "scripts/prerender.ts",
  "vite.config.ts",
  "vite.embed.config.ts",
  "tsconfig.json",
  "package-lock.json",
];

/** Where the build records the fingerprint of the inputs it was made from. */
export const BUILD_FINGERPRINT_FILE = "dist/.build-fingerprint";

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => listFiles(join(path, name)));
}

/** A hash of every input file's path and content under `root`; tests do not count. */
export function buildFingerprint(root = ".", inputs = BUILD_INPUTS): string {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of listFiles(join(root, input))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
    }
  }
  return hash.digest("hex");
}
