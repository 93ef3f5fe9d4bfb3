import { describe, expect, it } from "vitest";
import { createSharedReads } from "./shared-reads";

/** A read that the test finishes when it wants, counting how often it began. */
function controlledReads() {
  const began: string[] = [];
  const finishers: ((value: string) => void)[] = [];
  const failers: ((error: Error) => void)[] = [];
  const read = (key: string) => () => {
    began.push(key);
    return new Promise<string>((resolve, reject) => {
      finishers.push((value) => resolve(value));
      failers.push(reject);
    });
  };
  return {
    began,
    read,
    finish: (index: number, value: string) => finishers[index]!(value),
    fail: (index: number) => failers[index]!(new Error("lost")),
  };
}

describe("createSharedReads", () => {
  it("gives the calls for one key in one epoch the read already under way", async () => {
    const shared = createSharedReads<string>();
    const reads = controlledReads();
    const first = shared("a", 0, reads.read("a"));
    const second = shared("a", 0, reads.read("a"));
    expect(second).toBe(first);
    expect(reads.began).toEqual(["a"]);
    reads.finish(0, "A");
    expect(await Promise.all([first, second])).toEqual(["A", "A"]);
  });

  it("keeps the keys apart: another key reads for itself", async () => {
    const shared = createSharedReads<string>();
    const reads = controlledReads();
    const a = shared("a", 0, reads.read("a"));
    const b = shared("b", 0, reads.read("b"));
    expect(reads.began).toEqual(["a", "b"]);
    reads.finish(1, "B");
    reads.finish(0, "A");
    expect(await Promise.all([a, b])).toEqual(["A", "B"]);
  });

  it("reads again for a call in a later epoch (a change came since the read began)", async () => {
    const shared = createSharedReads<string>();
    const reads = controlledReads();
    const before = shared("a", 0, reads.read("a"));
    const after = shared("a", 1, reads.read("a"));
    expect(reads.began).toEqual(["a", "a"]);
    reads.finish(1, "changed");
    reads.finish(0, "old");
    expect(await after).toBe("changed");
    expect(await before).toBe("old");
    // The older read, finishing last, does not hand its value to the newer epoch.
    const later = shared("a", 1, reads.read("a"));
    expect(reads.began).toHaveLength(3);
    reads.finish(2, "fresh");
    expect(await later).toBe("fresh");
  });

  it("keeps nothing once a read has settled, a failed one included", async () => {
    const shared = createSharedReads<string>();
    const reads = controlledReads();
    const failed = shared("a", 0, reads.read("a"));
    const joined = shared("a", 0, reads.read("a"));
    reads.fail(0);
    await expect(failed).rejects.toThrow("lost");
    await expect(joined).rejects.toThrow("lost");
    const retried = shared("a", 0, reads.read("a"));
    expect(reads.began).toEqual(["a", "a"]);
    reads.finish(1, "A");
    expect(await retried).toBe("A");
  });
});
