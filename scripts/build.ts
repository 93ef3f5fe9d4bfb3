import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { build } from "esbuild";
import { buildEmbed } from "./build-embed";
import { BUILD_FINGERPRINT_FILE, buildFingerprint } from "./build-fingerprint";
import { finishShells } from "./finish-html";
import { precompressAssets } from "./precompress";
import { prerenderPages } from "./prerender";

/**
 * `npm run build`: the web app into dist/web, then the server bundle into dist/server.
 * With --if-changed (`npm start`), nothing is built when the sources are those of the last build.
 */
function run(command: string, args: string[]) {
  execFileSync(command, args, { stdio: "inherit" });
}

const SERVER_BUNDLE = "dist/server/main.js";
const fingerprint = buildFingerprint();
const lastBuild = existsSync(BUILD_FINGERPRINT_FILE)
  ? readFileSync(BUILD_FINGERPRINT_FILE, "utf8")
  : undefined;
if (
  process.argv.includes("--if-changed") &&
  lastBuild === fingerprint &&
  existsSync(SERVER_BUNDLE)
) {
  console.log("build: up to date (no source changed since the last build)");
  process.exit(0);
}

run(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"]);
await buildEmbed({ outDir: "dist/web" });
finishShells("dist/web");
await prerenderPages({ webDir: "dist/web" });
await precompressAssets("dist/web");

await build({
  entryPoints: ["src/server/main.ts"],
  outfile: SERVER_BUNDLE,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // npm packages stay external: the bundle holds only our own code.
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

mkdirSync(dirname(BUILD_FINGERPRINT_FILE), { recursive: true });
writeFileSync(BUILD_FINGERPRINT_FILE, fingerprint);
