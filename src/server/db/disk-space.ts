import { statfs } from "node:fs/promises";

/** How long a disk_full answer from the database counts, unless a write succeeds sooner. */
const DISK_FULL_HOLD_MS = 30_000;
/** The folder's free space is read at most this often. */
const STATFS_INTERVAL_MS = 1_000;
/** What a client told to come back later waits, in seconds. */
export const DISK_FULL_RETRY_AFTER_SECONDS = 30;

/**
 * Whether the database has no room to write (docs/decisions/027-sent-once-and-outages.md). Two
 * signs: the database answered disk_full (either engine) in the last 30 s and no write has
 * succeeded since; or, for the embedded database, its folder's file system has less free space
 * than the reserve. The reserve is what keeps PGlite alive: past it, writes are refused before
 * they reach the database, because PGlite aborts the whole process when it cannot write its log.
 */
export type DiskSpace = {
  /** Whether writes should be refused before they reach the database (the reserve is used up). */
  belowReserve(): Promise<boolean>;
  /** Whether the database cannot write right now, by either sign (for /readyz). */
  full(): Promise<boolean>;
  noteDiskFull(): void;
  noteWriteSucceeded(): void;
};

export function watchDiskSpace(options: {
  /** The embedded database's folder; undefined on PostgreSQL (its disk is not ours to read). */
  dataDir: string | undefined;
  reserveBytes: number;
}): DiskSpace {
  let fullSeenAt: number | undefined;
  let low = false;
  let readAt = 0;

  async function belowReserve(): Promise<boolean> {
    if (!options.dataDir) return false;
    if (Date.now() - readAt >= STATFS_INTERVAL_MS) {
      readAt = Date.now();
      const stats = await statfs(options.dataDir).catch(() => undefined);
      low = stats !== undefined && stats.bavail * stats.bsize < options.reserveBytes;
    }
    return low;
  }

  return {
    belowReserve,
    full: async () =>
      (fullSeenAt !== undefined && Date.now() - fullSeenAt < DISK_FULL_HOLD_MS) ||
      (await belowReserve()),
    noteDiskFull: () => {
      fullSeenAt = Date.now();
    },
    noteWriteSucceeded: () => {
      fullSeenAt = undefined;
    },
  };
}
