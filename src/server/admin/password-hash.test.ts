import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDummyPasswordHash, hashPassword, verifyPassword } from "./password-hash";

// Production's work takes half a second per hash, seconds on a busy machine.
describe("password hashing", { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubEnv("PASSWORD_HASH_COST", undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("stores scrypt with OWASP's parameters and a random salt", async () => {
    const first = await hashPassword("correct horse battery");
    const second = await hashPassword("correct horse battery");
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain("correct");
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterx", stored)).toBe(false);
  });

  it("never matches a malformed hash", async () => {
    expect(await verifyPassword("anything at all", "plain-text")).toBe(false);
    expect(await verifyPassword("anything at all", "bcrypt$1$2$3$a$b")).toBe(false);
  });

  it("has a dummy hash that takes as long to check and matches nothing", async () => {
    const dummy = await getDummyPasswordHash();
    expect(dummy).toMatch(/^scrypt\$131072\$/);
    expect(await verifyPassword("", dummy)).toBe(false);
  });

  it("hashes with less work when PASSWORD_HASH_COST says so, and still verifies either", async () => {
    const strong = await hashPassword("correct horse battery");
    vi.stubEnv("PASSWORD_HASH_COST", "10");
    const quick = await hashPassword("correct horse battery");
    expect(quick).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword("correct horse battery", quick)).toBe(true);
    expect(await verifyPassword("correct horse battery", strong)).toBe(true);
    expect(await getDummyPasswordHash()).toMatch(/^scrypt\$1024\$/);
  });

  it("refuses a cost below 10", async () => {
    vi.stubEnv("PASSWORD_HASH_COST", "8");
    await expect(hashPassword("correct horse battery")).rejects.toThrow();
  });
});
