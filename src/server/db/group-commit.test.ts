import { describe, expect, it } from "vitest";
import { createGroupCommit } from "./group-commit";

/** A writer that records each batch it is given and answers after the test lets it. */
function recordingWriter(answer: (items: readonly string[]) => (string | Error)[] | Error) {
  const batches: string[][] = [];
  let release: () => void = () => {};
  let gate = Promise.resolve();
  return {
    batches,
    hold() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
    async write(items: readonly string[]) {
      batches.push([...items]);
      await gate;
      const result = answer(items);
      if (result instanceof Error) throw result;
      return result;
    },
  };
}

const settle = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);

describe("group commit", () => {
  it("writes the items added in one turn together, and those that wait for a batch in the next", async () => {
    const writer = recordingWriter((items) => items.map((item) => `stored ${item}`));
    const commit = createGroupCommit({ write: writer.write, maxBatch: 100 });
    writer.hold();
    const first = ["a", "b", "c"].map((item) => commit.add(item));
    await new Promise((resolve) => setImmediate(resolve));
    expect(writer.batches).toEqual([["a", "b", "c"]]);

    // Added while the first batch is being written: they wait for it, then go as one.
    const second = ["d", "e"].map((item) => commit.add(item));
    await new Promise((resolve) => setImmediate(resolve));
    expect(writer.batches).toHaveLength(1);
    writer.release();
    expect(await Promise.all([...first, ...second])).toEqual(
      ["a", "b", "c", "d", "e"].map((item) => `stored ${item}`),
    );
    expect(writer.batches).toEqual([
      ["a", "b", "c"],
      ["d", "e"],
    ]);
  });

  it("fails every item of a failed batch with its error, and only that batch", async () => {
    const failure = new Error("commit failed");
    let calls = 0;
    const writer = recordingWriter((items) => {
      calls += 1;
      return calls === 1 ? failure : items.map((item) => `stored ${item}`);
    });
    const commit = createGroupCommit({ write: writer.write, maxBatch: 100 });
    const failed = settle(["a", "b"].map((item) => commit.add(item)));
    await new Promise((resolve) => setImmediate(resolve));
    const next = settle(["c"].map((item) => commit.add(item)));

    expect(await failed).toEqual([
      { status: "rejected", reason: failure },
      { status: "rejected", reason: failure },
    ]);
    expect(await next).toEqual([{ status: "fulfilled", value: "stored c" }]);
  });

  it("fails an item alone when the writer answers an error for it", async () => {
    const refused = new Error("no room");
    const writer = recordingWriter((items) =>
      items.map((item) => (item === "b" ? refused : `stored ${item}`)),
    );
    const commit = createGroupCommit({ write: writer.write, maxBatch: 100 });
    expect(await settle(["a", "b", "c"].map((item) => commit.add(item)))).toEqual([
      { status: "fulfilled", value: "stored a" },
      { status: "rejected", reason: refused },
      { status: "fulfilled", value: "stored c" },
    ]);
  });

  it("keeps items with the same key in separate batches, in the order they came", async () => {
    const writer = recordingWriter((items) => items.map((item) => `stored ${item}`));
    const commit = createGroupCommit({
      write: writer.write,
      maxBatch: 100,
      keyOf: (item: string) => item.slice(0, 1),
    });
    await Promise.all(["a1", "b1", "a2", "c1", "a3"].map((item) => commit.add(item)));
    expect(writer.batches).toEqual([["a1", "b1", "c1"], ["a2"], ["a3"]]);
  });

  it("writes at most maxBatch items at once", async () => {
    const writer = recordingWriter((items) => items.map((item) => `stored ${item}`));
    const commit = createGroupCommit({ write: writer.write, maxBatch: 2 });
    await Promise.all(["a", "b", "c", "d", "e"].map((item) => commit.add(item)));
    expect(writer.batches).toEqual([["a", "b"], ["c", "d"], ["e"]]);
  });
});
