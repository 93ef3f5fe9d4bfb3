import type { z } from "zod";

/** One problem in a configuration: where (a JSON path such as `areas[1].prices.TWO_CAR`) and what. */
export type ConfigIssue = { path: string; message: string };

/**
 * Messages for issues a configuration schema does not word itself, phrased to follow a JSON
 * path. Pass it as the `error` option of `safeParse`.
 */
export function describeConfigIssue(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === "unrecognized_keys") {
    return `has unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")}`;
  }
  if (issue.code === "invalid_type") {
    return issue.input === undefined ? "is required" : `must be ${withArticle(issue.expected)}`;
  }
  return undefined;
}

/** `["areas", 1, "prices", "TWO_CAR"]` -> `areas[1].prices.TWO_CAR`; the root is "". */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => {
      if (typeof key === "number") return `[${key}]`;
      return index === 0 ? String(key) : `.${String(key)}`;
    })
    .join("");
}

/** A parse error as issues with formatted paths, in the schema's order. */
export function toConfigIssues(error: z.ZodError): ConfigIssue[] {
  return error.issues.map((issue) => ({
    path: formatJsonPath(issue.path),
    message: issue.message,
  }));
}

/** Indexes of the values that repeat an earlier one. */
export function findDuplicates(values: readonly string[]): number[] {
  return values.flatMap((value, index) => (values.indexOf(value) < index ? [index] : []));
}

function withArticle(noun: string): string {
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}
