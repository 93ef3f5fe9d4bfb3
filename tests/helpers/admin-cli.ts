import { spawn } from "node:child_process";

export type CliResult = { code: number | null; stdout: string; stderr: string };

/** `npm run admin -- <args>` (its tsx script) as an operator runs it, the password piped on standard input. */
export function runAdminCli(
  args: string[],
  env: Record<string, string>,
  stdin = "",
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
      env: { ...process.env, LOG_LEVEL: "silent", ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}
