import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { serverProcessArgs } from "../helpers/server-process";

const DEFAULT_PORT = 4310;

/** Something else answering on the port the browser tests once always used. */
let squatter: Server | undefined;

beforeAll(async () => {
  const server = createServer((_request, response) => response.end("someone else's server"));
  squatter = await new Promise<Server | undefined>((resolve) => {
    server.once("error", () => resolve(undefined)); // already taken by another process: fine too
    server.listen(DEFAULT_PORT, "127.0.0.1", () => resolve(server));
  });
});

afterAll(async () => {
  await new Promise((resolve) => (squatter ? squatter.close(resolve) : resolve(null)));
});

it("the browser tests pass while another server holds the default port", async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The build's server in `npm test`, else the source's: this test needs no build.
    E2E_SERVER_COMMAND: [process.execPath, ...serverProcessArgs].map((arg) => `"${arg}"`).join(" "),
  };
  delete env.E2E_PORT;
  const run = spawn(
    "npx",
    ["playwright", "test", "tests/e2e/suite-server.spec.ts", "--reporter=line"],
    { env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  run.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  run.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => run.on("exit", resolve));
  expect(output).toMatch(/\b[1-9]\d* passed/);
  expect(output).not.toMatch(/failed|skipped/);
  expect(code, output).toBe(0);
}, 120_000);
