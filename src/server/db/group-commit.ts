/**
 * Group commit (docs/decisions/015-visit-group-commit.md): callers add one item each and wait;
 * the items that arrive while a batch is being written go together in the next one, written by
 * one call of `write` (one statement, one transaction). A caller's promise settles only once its
 * batch is committed: it resolves with the item's result, or rejects with the batch's error
 * (every item of a failed batch fails: none is acknowledged) or the item's own error.
 *
 * One batch is written at a time. Nothing waits on a timer: a batch starts at the end of the
 * event-loop turn its first item arrived in (so the requests read in that turn share it), or as
 * soon as the batch before it completes. Under light load a batch is one item; under heavy load
 * batches grow by themselves, up to `maxBatch`.
 */
export type GroupCommit<Item, Result> = {
  add(item: Item): Promise<Result>;
};

export type GroupCommitOptions<Item, Result> = {
  /**
   * Writes a batch; answers one entry per item, in order: its result, or an Error that fails
   * that item alone. Throwing fails the whole batch.
   */
  write(items: readonly Item[]): Promise<readonly (Result | Error)[]>;
  /** The most items in one batch. */
  maxBatch: number;
  /** Items with the same key never share a batch: the later one waits for the next. */
  keyOf?(item: Item): string;
};

type Waiting<Item, Result> = {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
};

export function createGroupCommit<Item, Result>(
  options: GroupCommitOptions<Item, Result>,
): GroupCommit<Item, Result> {
  const { write, maxBatch, keyOf } = options;
  let queue: Waiting<Item, Result>[] = [];
  let writing = false;
  let scheduled = false;

  const takeBatch = (): Waiting<Item, Result>[] => {
    if (!keyOf) return queue.splice(0, maxBatch);
    const batch: Waiting<Item, Result>[] = [];
    const later: Waiting<Item, Result>[] = [];
    const keys = new Set<string>();
    for (const waiting of queue) {
      const key = keyOf(waiting.item);
      if (batch.length < maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(waiting);
      } else {
        later.push(waiting);
      }
    }
    queue = later;
    return batch;
  };

  const writeBatch = async (batch: Waiting<Item, Result>[]): Promise<void> => {
    let results: readonly (Result | Error)[];
    try {
      results = await write(batch.map((waiting) => waiting.item));
      if (results.length !== batch.length) {
        throw new Error(`group commit: ${results.length} results for ${batch.length} items`);
      }
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    batch.forEach((waiting, index) => {
      const result = results[index] as Result | Error;
      if (result instanceof Error) waiting.reject(result);
      else waiting.resolve(result);
    });
  };

  const startBatch = () => {
    scheduled = false;
    if (writing || queue.length === 0) return;
    writing = true;
    void writeBatch(takeBatch()).finally(() => {
      writing = false;
      schedule();
    });
  };

  // At the end of this turn of the event loop: items added in the same turn share the batch.
  const schedule = () => {
    if (scheduled || writing || queue.length === 0) return;
    scheduled = true;
    setImmediate(startBatch);
  };

  return {
    add(item) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
  };
}
