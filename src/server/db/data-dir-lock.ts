import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** PGlite opens its folder from one process only; this file names the process that has it. */
export const LOCK_FILE_NAME = "quotewise.pid";

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLockHolder(lockPath: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockPath, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims a PGlite folder for this process, or throws DataDirInUseError while another live
 * process holds it. A lock left by a process that died is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = join(dataDir, LOCK_FILE_NAME);
  for (;;) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readLockHolder(lockPath);
      if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
        throw new DataDirInUseError(
          `The database in ${dataDir} is in use by another process (pid ${holder}), probably the ` +
            "Quotewise server: stop the server first, or point both at PostgreSQL with DATABASE_URL.",
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  return () => {
    if (readLockHolder(lockPath) === process.pid) rmSync(lockPath, { force: true });
  };
}
