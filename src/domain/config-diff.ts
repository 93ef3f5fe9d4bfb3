import { formatJsonPath } from "@/shared/config-issues";

/** One changed field: its JSON path, and its value before and after (absent: not set). */
export type FieldChange = { path: string; before?: unknown; after?: unknown };

/** A value longer than this (as JSON) is recorded as a mark, not copied: a polygon, a long text. */
export const MAX_RECORDED_VALUE_LENGTH = 300;
export const LONG_VALUE = "(long value)";
/** Past this many changed fields, one more entry says how many were left out. */
export const MAX_RECORDED_CHANGES = 100;

type Json = unknown;

function isPlainObject(value: Json): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Coordinates and other arrays of numbers change as one value, not number by number. */
function isNumericArray(value: Json): boolean {
  return (
    Array.isArray(value) && value.every((item) => typeof item === "number" || isNumericArray(item))
  );
}

function recorded(value: Json): Json {
  const json = JSON.stringify(value);
  return json !== undefined && json.length > MAX_RECORDED_VALUE_LENGTH ? LONG_VALUE : value;
}

function leafChange(path: PropertyKey[], before: Json, after: Json): FieldChange {
  return {
    path: formatJsonPath(path),
    ...(before === undefined ? {} : { before: recorded(before) }),
    ...(after === undefined ? {} : { after: recorded(after) }),
  };
}

function collect(path: PropertyKey[], before: Json, after: Json, into: FieldChange[]): void {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const key of keys) collect([...path, key], before[key], after[key], into);
    return;
  }
  const bothArrays = Array.isArray(before) && Array.isArray(after);
  if (bothArrays && !isNumericArray(before) && !isNumericArray(after)) {
    const length = Math.max(before.length, after.length);
    for (let index = 0; index < length; index += 1) {
      collect([...path, index], before[index], after[index], into);
    }
    return;
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    into.push(leafChange(path, before, after));
  }
}

/**
 * The fields that differ between two JSON documents (docs/product/settings.md#history): objects
 * key by key, lists item by item, arrays of numbers (coordinates) as one value.
 */
export function diffJson(before: Json, after: Json): FieldChange[] {
  const changes: FieldChange[] = [];
  collect([], before, after, changes);
  if (changes.length <= MAX_RECORDED_CHANGES) return changes;
  const left = changes.length - MAX_RECORDED_CHANGES;
  return [
    ...changes.slice(0, MAX_RECORDED_CHANGES),
    { path: "…", after: `${left} more change${left === 1 ? "" : "s"}` },
  ];
}
