import type { FastifyInstance } from "fastify";
import { DISK_FULL_RETRY_AFTER_SECONDS, type DiskSpace } from "../db/disk-space";
import { AppError } from "./app-error";

export const DISK_FULL_MESSAGE =
  "The server has run out of disk space: nothing can be saved right now. Please try again later.";

export function diskFullError(): AppError {
  return new AppError("unavailable", DISK_FULL_MESSAGE, {
    retryAfterSeconds: DISK_FULL_RETRY_AFTER_SECONDS,
  });
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * While the disk is full, requests that write are answered 503 with Retry-After before they
 * reach the database, and reads are served; the first write that succeeds afterwards ends a
 * disk_full the database reported (docs/decisions/027-sent-once-and-outages.md).
 */
export function guardWritesOnDiskSpace(app: FastifyInstance, diskSpace: DiskSpace): void {
  app.addHook("onRequest", (request, _reply, done) => {
    if (READS.has(request.method)) return done();
    diskSpace.belowReserve().then((low) => done(low ? diskFullError() : undefined), done);
  });
  app.addHook("onResponse", (request, reply, done) => {
    if (!READS.has(request.method) && reply.statusCode < 400) diskSpace.noteWriteSucceeded();
    done();
  });
}
