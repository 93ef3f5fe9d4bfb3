import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { quietBundlerWarnings } from "./scripts/vite-warnings.ts";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// In development the API server (npm run dev) listens here; Vite serves the pages.
const apiServer = "http://127.0.0.1:3000";
const proxiedPaths = ["/api", "/healthz", "/readyz", "/embed.js"];

export default defineConfig({
  root: fromRoot("./src/web"),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": fromRoot("./src") } },
  // The manifest lets scripts/check-size.ts add up the JavaScript each route loads.
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { onwarn: quietBundlerWarnings },
  },
  server: { proxy: Object.fromEntries(proxiedPaths.map((path) => [path, apiServer])) },
});
