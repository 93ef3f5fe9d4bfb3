import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import pLimit from "p-limit";
import { readPasswordHashCost } from "../config/env";
import { AppError } from "../http/app-error";

/**
 * OWASP's scrypt parameters: N = 2^17, r = 8, p = 1 (128 MiB and about half a second per hash),
 * N lowered only by PASSWORD_HASH_COST in test runs.
 */
function newHashParams() {
  return { N: 2 ** readPasswordHashCost(), r: 8, p: 1 };
}
const KEY_BYTES = 64;
const SALT_BYTES = 16;

/**
 * scrypt runs on libuv's threadpool (4 threads), which static file reads share, and takes
 * 128 MiB each: at most 2 run at once, so a sign-in flood leaves threads for everything else.
 * 8 more may wait (a few seconds); past that a hash is refused rather than queued.
 */
export const MAX_CONCURRENT_HASHES = 2;
export const MAX_WAITING_HASHES = 8;
const hashSlots = pLimit(MAX_CONCURRENT_HASHES);

export class PasswordHashBusyError extends Error {
  override name = "PasswordHashBusyError";
}

function deriveKey(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  if (hashSlots.pendingCount >= MAX_WAITING_HASHES) {
    return Promise.reject(new PasswordHashBusyError("Too many password checks in progress"));
  }
  // scrypt needs 128 * N * r bytes; Node refuses more than 32 MiB unless told otherwise.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return hashSlots(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize("NFC"), salt, KEY_BYTES, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** "scrypt$N$r$p$salt$key" (base64url), so the parameters can change without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const params = newHashParams();
  const key = await deriveKey(password, salt, params);
  return [
    "scrypt",
    params.N,
    params.r,
    params.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

/** True when the password matches the stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await deriveKey(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * A hash no password matches, verified when the email is unknown so that a wrong email takes
 * as long as a wrong password (one per cost, as the real hashes are made).
 */
export function getDummyPasswordHash(): Promise<string> {
  const cost = readPasswordHashCost();
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(32).toString("base64url"));
    dummyHashes.set(cost, dummy);
  }
  return dummy;
}

const HASHING_BUSY = "Sign-in is busy right now. Please try again in a few seconds.";
const HASHING_BUSY_RETRY_SECONDS = 5;

/** Work that hashes a password answers 503 with a wait when too many hashes are queued. */
export async function unlessHashingBusy<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PasswordHashBusyError)) throw error;
    throw new AppError("unavailable", HASHING_BUSY, {
      retryAfterSeconds: HASHING_BUSY_RETRY_SECONDS,
    });
  }
}
