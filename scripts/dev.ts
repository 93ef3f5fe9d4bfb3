import { spawn } from "node:child_process";

/** Development: the API server restarting on change, and Vite serving the app with hot reload. */
const children = [
  spawn("npx", ["tsx", "watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development", LOG_LEVEL: process.env.LOG_LEVEL ?? "info" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];

function stopAll() {
  for (const child of children) child.kill("SIGTERM");
}
process.once("SIGINT", stopAll);
process.once("SIGTERM", stopAll);
for (const child of children) child.on("exit", stopAll);
