import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { quietBundlerWarnings } from "./scripts/vite-warnings.ts";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The widget's own build (docs/decisions/005-embed-build.md): the same components as the
 * full page, rendered by Preact through preact/compat to keep /embed small. Runs after the
 * main build into the same folder: it writes embed/index.html (served for /embed) and its
 * assets, and leaves everything else in place.
 */
export default defineConfig({
  root: fromRoot("./src/web"),
  plugins: [tailwindcss()],
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  resolve: {
    alias: [
      { find: "@", replacement: fromRoot("./src") },
      { find: /^react$/, replacement: "preact/compat" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
    ],
  },
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
