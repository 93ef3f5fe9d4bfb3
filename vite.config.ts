import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { consentPeekScript } from "./scripts/vite-consent-peek.ts";
import { PREACT_ALIASES, PREACT_JSX } from "./scripts/vite-preact.ts";
import { quietBundlerWarnings } from "./scripts/vite-warnings.ts";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// In development the API server (npm run dev) listens here; Vite serves the pages.
const apiServer = "http://127.0.0.1:3000";
const proxiedPaths = ["/api", "/healthz", "/readyz", "/embed.js"];

/**
 * lucide-react's icons; TanStack Query (the entry loads most of it on every page); src/web/hooks
 * and src/web/components/ui but the dialog and the toasts; the small helpers that show a
 * business's money, phone, brand and trade icon; and the API client every request goes through.
 */
const SHARED_UI =
  /[\\/](node_modules[\\/](lucide-react|@tanstack)|src[\\/]web[\\/](hooks|components[\\/]ui[\\/](?!dialog|toaster))|src[\\/]shared[\\/](money|phone|color-contrast|brand-colors)\.|src[\\/]web[\\/]components[\\/]business[\\/]brand\.|src[\\/]web[\\/]components[\\/]wizard[\\/]offering-icon\.|src[\\/]web[\\/]lib[\\/]api-client\.)/;

export default defineConfig({
  root: fromRoot("./src/web"),
  plugins: [tailwindcss(), consentPeekScript()],
  oxc: PREACT_JSX,
  resolve: { alias: [{ find: "@", replacement: fromRoot("./src") }, ...PREACT_ALIASES] },
  // The manifest lets scripts/check-size.ts add up the JavaScript each route loads.
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      onwarn: quietBundlerWarnings,
      // The icons, hooks and small UI parts several pages share go into one chunk instead of one
      // chunk each: on a phone's slow network every file of a first load costs a round trip
      // (the quote page's first load went from 16 files to 8, the same bytes; then to 6 with the
      // money, phone and brand helpers: docs/decisions/023-quote-page-first-load-in-six-files.md).
      output: { codeSplitting: { groups: [{ name: "ui", test: SHARED_UI, minShareCount: 2 }] } },
    },
  },
  server: { proxy: Object.fromEntries(proxiedPaths.map((path) => [path, apiServer])) },
});
