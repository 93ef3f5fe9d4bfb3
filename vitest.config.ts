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
    // Three files at a time on two cores: integration tests spend much of their time waiting on
    // servers, child processes, leases and the database (decisions 017 and 061: 373 s against 437 s
    // with two, measured on one quiet 2-core machine).
    maxWorkers: 3,
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
