import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { PREACT_ALIASES, PREACT_JSX } from "./scripts/vite-preact.ts";
import { quietBundlerWarnings } from "./scripts/vite-warnings.ts";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The widget's own build (docs/decisions/005-embed-build.md): the same components as the
 * full page, on Preact like the main build (scripts/vite-preact.ts), with its own small entry. Runs after the
 * main build into the same folder: it writes embed/index.html (served for /embed) and its
 * assets, and leaves everything else in place.
 */
export default defineConfig({
  root: fromRoot("./src/web"),
  plugins: [tailwindcss()],
  oxc: PREACT_JSX,
  resolve: { alias: [{ find: "@", replacement: fromRoot("./src") }, ...PREACT_ALIASES] },
  publicDir: false,
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: false,
    manifest: ".vite/manifest.embed.json",
    rollupOptions: {
      input: { embed: fromRoot("./src/web/embed/index.html") },
      onwarn: quietBundlerWarnings,
    },
  },
});
