import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { build } from "esbuild";

/**
 * The embeddable widget, after the main web build and into the same folder: the Preact build
 * of /embed (vite.embed.config.ts) and the /embed.js snippet (plain TypeScript, no framework).
 * `npx tsx scripts/build-embed.ts --out-dir <web dir>` builds them into another folder.
 */
export async function buildEmbed(options: { outDir: string }): Promise<void> {
  const outDir = resolve(options.outDir);
  execFileSync(
    "npx",
    ["vite", "build", "--config", "vite.embed.config.ts", "--outDir", outDir, "--logLevel", "warn"],
    { stdio: "inherit" },
  );
  await build({
    entryPoints: ["src/web/embed-snippet/embed.ts"],
    outfile: resolve(outDir, "embed.js"),
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2019",
    legalComments: "none",
    logLevel: "warning",
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { "out-dir": { type: "string", default: "dist/web" } } });
  await buildEmbed({ outDir: values["out-dir"] });
}
