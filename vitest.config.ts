import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

/**
 * Each worker imports the server once, not once per file (over a minute of a run on two cores).
 * A test that stubs a global or an environment variable has it undone after it.
 */
const sharedWorkers = { isolate: false, unstubEnvs: true, unstubGlobals: true } as const;

export default defineConfig({
  resolve: { alias },
  test: {
    // Two files at a time even on two cores: integration tests spend much of their time waiting
    // on servers, child processes and the database (decision 017). Three measured no better
    // (decision 061).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          ...sharedWorkers,
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          ...sharedWorkers,
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/helpers/database-templates.ts"],
          environment: "node",
          // Sign-ins by the hundred: hashes with 1/128 of production's work (README: configuration).
          env: { PASSWORD_HASH_COST: "10" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
