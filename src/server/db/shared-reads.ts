/**
 * Reads that concurrent callers share: while the read of a key is under way, another call for
 * the same key in the same epoch gets the same promise instead of a read of its own. A caller
 * in a later epoch (a change notice came since the read began) reads again, so that no lookup
 * made after a change gets what was read before it
 * (docs/decisions/048-first-requests-of-many-businesses.md).
 */
export function createSharedReads<Value>(): (
  key: string,
  epoch: number,
  read: () => Promise<Value>,
) => Promise<Value> {
  const underWay = new Map<string, { epoch: number; value: Promise<Value> }>();
  return (key, epoch, read) => {
    const pending = underWay.get(key);
    if (pending?.epoch === epoch) return pending.value;
    const value = read().finally(() => {
      if (underWay.get(key)?.value === value) underWay.delete(key);
    });
    underWay.set(key, { epoch, value });
    return value;
  };
}
