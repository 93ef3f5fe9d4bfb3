import fc from "fast-check";
import type { z } from "zod";
import { findUnstorableText } from "@/server/http/storable-text";
import type { FuzzEndpoint, ValidInput } from "./fuzz-endpoints";
import {
  jsonBody,
  type RawBody,
  type RawQuery,
  type RawSegment,
  rawBody,
  rawQuery,
  rawSegment,
} from "./hostile-input";

/** The app's limit for every body but the routes that raise it (export, webhook). */
const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;
/** Node's limit on the request line and headers together; past it Node answers 431 itself. */
const MAX_HEADER_BYTES = 16 * 1024;
/** The router's limit on one decoded path parameter; longer ones get 414. */
const MAX_PARAM_LENGTH = 100;
/** Room for the headers the fuzz does not generate (host, content type, ...). */
const OTHER_HEADER_BYTES = 1024;

/** An admin request signs in with a fresh session, or sends this Authorization header instead. */
type AuthChoice = { session: true } | { session: false; header: string | undefined };

export type FuzzCase = {
  auth: AuthChoice | undefined;
  /** Percent-encoding no decoder can read, appended to the path; usually none. */
  pathNoise: string | undefined;
  params: Record<string, RawSegment>;
  query: RawQuery;
  body: RawBody | undefined;
  headers: Record<string, string>;
};

/** What the request should get, judged from the contract before it is sent. */
export type Verdict =
  | { kind: "valid"; input: ValidInput; statuses: number[] }
  | { kind: "refused"; statuses: number[]; why: string }
  /**
   * Broken percent-encoding, or headers right at Node's limit: only the server knows how it
   * reads them, so only the invariants hold (no 5xx, a JSON message with a 4xx, nothing stored).
   */
  | { kind: "unknown" };

/** Overlong UTF-8 ("%c0%ae" is a disguised "."), a lone surrogate, a stray byte, a bare "%". */
const BROKEN_PATH_ENCODINGS = [
  "%c0%ae",
  "%c0%ae%c0%ae/",
  "%E0%80%AF",
  "%ED%A0%80",
  "%ff",
  "%c0",
  "%",
];

const pathNoise: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 19, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constantFrom(...BROKEN_PATH_ENCODINGS) },
);

const authChoice: fc.Arbitrary<AuthChoice> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ session: true as const }) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          undefined,
          "Bearer",
          "Bearer ",
          "Basic b3duZXI6cGFzcw==",
          "Token abc",
          "Bearer a b",
          "Bearer ' OR 1=1 --",
        ),
        fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((token) => `Bearer ${token}`),
        fc.constant(`Bearer ${"a".repeat(MAX_HEADER_BYTES + 1)}`),
      )
      .map((header) => ({ session: false as const, header })),
  },
);

function schemaKeys(schema: z.ZodType | null | undefined): string[] {
  return schema && "shape" in schema ? Object.keys(schema.shape as object) : [];
}

export function fuzzCase(endpoint: FuzzEndpoint): fc.Arbitrary<FuzzCase> {
  const params = Object.fromEntries(
    Object.entries(endpoint.params?.valid ?? {}).map(([name, valid]) => [name, rawSegment(valid)]),
  );
  const { body } = endpoint;
  return fc.record({
    auth: endpoint.admin ? authChoice : fc.constant(undefined),
    pathNoise,
    params: fc.record(params),
    query: rawQuery(endpoint.query?.valid ?? fc.constant({}), schemaKeys(endpoint.query?.schema)),
    body: body
      ? rawBody(
          jsonBody(body.valid, schemaKeys(body.schema)),
          body.limitBytes ?? DEFAULT_BODY_LIMIT_BYTES,
        )
      : fc.constant(undefined),
    headers: endpoint.headers ?? fc.constant({}),
  });
}

function isPoisoningKey(key: string, value: unknown): boolean {
  if (key === "__proto__") return true;
  return (
    key === "constructor" &&
    typeof value === "object" &&
    value !== null &&
    Object.hasOwn(value, "prototype")
  );
}

/** JSON.parse as Fastify's parser does it: a leading BOM is skipped, prototype poisoning refused. */
function parseJsonLikeFastify(text: string): { ok: true; value: unknown } | { ok: false } {
  const json = text.replace(/^\uFEFF/, "");
  try {
    // A reviver walks the value recursively: only for text that may hold such keys, never deep ones.
    const suspect = /"(__proto__|constructor)"/.test(json);
    const value: unknown = suspect
      ? JSON.parse(json, (key, child: unknown) => {
          if (isPoisoningKey(key, child)) throw new SyntaxError("prototype poisoning");
          return child;
        })
      : JSON.parse(json);
    return { ok: true, value };
  } catch {
    return { ok: false };
  }
}

function isJsonContentType(contentType: string): boolean {
  return contentType.split(";")[0]!.trim().toLowerCase() === "application/json";
}

type BodyReading = { ok: true; value: unknown } | { ok: false; status: number; why: string };

/** The body as the server reads it, or the status it refuses it with. */
function readBody(endpoint: FuzzEndpoint, body: RawBody | undefined): BodyReading {
  if (!body || (body.contentType === undefined && body.text === "")) {
    return { ok: true, value: undefined };
  }
  if (body.contentType === undefined || !isJsonContentType(body.contentType)) {
    return { ok: false, status: 415, why: "not JSON" };
  }
  const limit = endpoint.body?.limitBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  if (Buffer.byteLength(body.text) > limit) return { ok: false, status: 413, why: "too large" };
  if (endpoint.body?.raw) return { ok: true, value: body.text };
  if (body.text === "") return { ok: false, status: 400, why: "empty JSON body" };
  const parsed = parseJsonLikeFastify(body.text);
  return parsed.ok ? parsed : { ok: false, status: 400, why: "invalid JSON" };
}

type PartReading = { ok: true; value: unknown } | { ok: false; why: string };

/** A request part through its zod schema, then the storable-text rule the server adds to it. */
function validatePart(name: string, schema: z.ZodType | null | undefined, value: unknown) {
  if (!schema) return { ok: true, value } satisfies PartReading;
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    return { ok: false, why: `${name} breaks the contract` } satisfies PartReading;
  if (findUnstorableText(parsed.data) !== undefined) {
    return { ok: false, why: `${name} holds NUL or a lone surrogate` } satisfies PartReading;
  }
  return { ok: true, value: parsed.data } satisfies PartReading;
}

type Resolved = {
  /** Path and query as sent. */
  url: string;
  params: Record<string, string | null>;
  headers: Record<string, string>;
  newOrderId: string | undefined;
  newCustomQuoteId: string | undefined;
};

/**
 * The statuses the request may get, in the order the server checks: header size, routing,
 * the admin token, content type, body size, JSON, then each part against the route's contract.
 */
export function judge(endpoint: FuzzEndpoint, fuzz: FuzzCase, resolved: Resolved): Verdict {
  const authBytes = fuzz.auth?.session ? 0 : (fuzz.auth?.header?.length ?? 0);
  const headBytes = resolved.url.length + authBytes;
  if (headBytes > MAX_HEADER_BYTES + OTHER_HEADER_BYTES) {
    return { kind: "refused", statuses: [431], why: "headers too large" };
  }
  const verdict = judgeWithinHeaderLimit(endpoint, fuzz, resolved);
  // Right at the limit the headers the fuzz does not choose decide; Node may answer 431.
  const nearLimit = headBytes > MAX_HEADER_BYTES - OTHER_HEADER_BYTES;
  return nearLimit && verdict.kind !== "unknown"
    ? { ...verdict, statuses: [...verdict.statuses, 431] }
    : verdict;
}

function judgeWithinHeaderLimit(
  endpoint: FuzzEndpoint,
  fuzz: FuzzCase,
  resolved: Resolved,
): Verdict {
  if (fuzz.pathNoise !== undefined) {
    return { kind: "refused", statuses: [400], why: "broken percent-encoding in the path" };
  }
  const brokenQuery = endpoint.query && fuzz.query.parsed === null;
  if (brokenQuery || Object.values(resolved.params).includes(null)) return { kind: "unknown" };
  const routed = endpoint.params?.schema ? Object.values(resolved.params) : [];
  if (routed.some((param) => param !== null && param.length > MAX_PARAM_LENGTH)) {
    return { kind: "refused", statuses: [414], why: "path parameter too long" };
  }
  if (fuzz.auth && !fuzz.auth.session) {
    return { kind: "refused", statuses: [401], why: "no valid admin token" };
  }
  const body = readBody(endpoint, fuzz.body);
  if (!body.ok) return { kind: "refused", statuses: [body.status], why: body.why };

  const parts = [
    validatePart("params", endpoint.params?.schema, resolved.params),
    validatePart("query", endpoint.query?.schema, fuzz.query.parsed),
    validatePart("body", endpoint.body?.schema, body.value),
  ] as const;
  for (const part of parts) {
    if (!part.ok) return { kind: "refused", statuses: [400], why: part.why };
  }
  const input: ValidInput = {
    params: parts[0].value as Record<string, string>,
    query: (parts[1].value ?? {}) as Record<string, unknown>,
    body: parts[2].value,
    headers: resolved.headers,
    newOrderId: resolved.newOrderId,
    newCustomQuoteId: resolved.newCustomQuoteId,
  };
  return { kind: "valid", input, statuses: endpoint.accepts(input) };
}
