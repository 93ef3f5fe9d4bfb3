import { execFileSync } from "node:child_process";
import { build } from "esbuild";
import { buildEmbed } from "./build-embed";
import { prerenderPages } from "./prerender";

/** `npm run build`: the web app into dist/web, then the server bundle into dist/server. */
function run(command: string, args: string[]) {
  execFileSync(command, args, { stdio: "inherit" });
}

run("npx", ["vite", "build", "--logLevel", "warn"]);
await buildEmbed({ outDir: "dist/web" });
await prerenderPages({ webDir: "dist/web" });

await build({
  entryPoints: ["src/server/main.ts"],
  outfile: "dist/server/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // npm packages stay external: the bundle holds only our own code.
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
