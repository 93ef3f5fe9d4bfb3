import { validatorCompiler as zodValidatorCompiler } from "fastify-type-provider-zod";
import { AppError } from "./app-error";

/**
 * PostgreSQL text cannot hold NUL (the insert or query fails), and a lone UTF-16 surrogate has no
 * UTF-8 form (the driver would store U+FFFD in its place). Input carrying either is refused.
 */
const UNSTORABLE_CHARACTER =
  /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const UNSTORABLE_TEXT = "must not contain NUL characters or unpaired surrogates";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  Array.isArray(value) || isPlainObject(value);

type Visit = { value: unknown; key: string; parent: Visit | undefined };

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".");
}

/**
 * Whether `value` holds a string the database cannot store. The check every request passes, so
 * it keeps no paths: only the values still to look at.
 */
function holdsUnstorableText(value: unknown): boolean {
  // A loop, not recursion: input depth is up to the client.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (UNSTORABLE_CHARACTER.test(next)) return true;
    } else if (Array.isArray(next)) {
      for (const child of next) pending.push(child);
    } else if (isPlainObject(next)) {
      for (const key in next) pending.push(next[key]);
    }
  }
  return false;
}

/** The dotted path ("" at the top) of the first string in `value` that the database cannot store. */
export function findUnstorableText(value: unknown): string | undefined {
  if (!holdsUnstorableText(value)) return undefined;
  // A loop with parent links, not recursion or copied paths: input depth is up to the client.
  const pending: Visit[] = [{ value, key: "", parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === "string") {
      if (UNSTORABLE_CHARACTER.test(visit.value)) return pathOf(visit);
    } else if (isContainer(visit.value)) {
      for (const [key, child] of Object.entries(visit.value)) {
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return undefined;
}

/** The zod validator, then the storable-text rule over what it accepted. */
export const validatorCompiler: typeof zodValidatorCompiler = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data: unknown) => {
    const result = validate(data) as { error?: Error; value?: unknown };
    if (result.error) return result;
    const path = findUnstorableText(result.value);
    if (path === undefined) return result;
    return { error: AppError.invalidField(path || route.httpPart || "input", UNSTORABLE_TEXT) };
  };
};
