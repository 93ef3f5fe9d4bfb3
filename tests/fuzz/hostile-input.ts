import fc from "fast-check";

/** Text that has broken servers before: injection, markup, and Unicode edge cases. */
const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  "1); SELECT pg_sleep(5); --",
  "%' OR email LIKE '%",
  "\\'; --",
  "$$; DELETE FROM outbox; $$",
  "O'Brien",
] as const;

const HTML_PAYLOADS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "<svg/onload=alert(1)>",
  "javascript:alert(1)",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, kept literal
  "{{7*7}}${7*7}",
  '=HYPERLINK("http://evil.example","x")',
  "&lt;b&gt;&amp;",
] as const;

const UNICODE_EDGES = [
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "\uDC00\uD800",
  "\u202Eevil\u202C",
  "שלום עולם",
  "\u200B\u200C\u200D\u2060",
  "\uFEFF",
  "e\u0301\u0301\u0301",
  "Z\u0351\u0354\u0317\u0339\u0346\u0344",
  "👩‍👩‍👧‍👦",
  "🇺🇸",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "\u2028\u2029",
  "\r\n\t\u000B\u0085",
  "İıßﬀ",
  "\uFFFD\uFFFF",
  "  ",
] as const;

const surrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/** Any code points, lone surrogates and control characters included. */
const unicodeText = fc.string({
  unit: fc.oneof(
    { weight: 6, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: surrogate },
    { weight: 1, arbitrary: controlCharacter },
    { weight: 1, arbitrary: fc.constantFrom(...UNICODE_EDGES) },
  ),
  maxLength: 40,
});

const payload = fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS, ...UNICODE_EDGES);

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  payload,
  unicodeText,
  fc
    .tuple(fc.string({ maxLength: 10 }), payload, fc.string({ maxLength: 10 }))
    .map((parts) => parts.join("")),
);

/** Lengths around the contract's limits, and past the 16 KB body limit. */
const edgeLength = fc.oneof(
  fc.constantFrom(
    1,
    2,
    30,
    31,
    50,
    51,
    99,
    100,
    101,
    200,
    201,
    254,
    255,
    256,
    257,
    2000,
    2001,
    5000,
    5001,
  ),
  fc.integer({ min: 0, max: 20 * 1024 }),
);

const hugeText: fc.Arbitrary<string> = fc
  .tuple(edgeLength, fc.constantFrom("x", "é", "😀", "<", "'", "9", " "))
  .map(([length, unit]) => unit.repeat(length));

/** `[[[...]]]` or `{"a":{"a":...}}` as a value, shallow enough to serialise with JSON.stringify. */
const deepJson: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 1, max: 2500 }), fc.boolean())
  .map(([depth, useArrays]) => {
    let value: unknown = "bottom";
    for (let level = 0; level < depth; level += 1) value = useArrays ? [value] : { a: value };
    return value;
  });

/** A value of the wrong type for nearly any field. */
const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e21, -0.5, Number.MAX_SAFE_INTEGER + 2, "", [], {}),
  fc.double(),
  fc.integer(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  deepJson,
);

/** Anything at all where a field's value goes. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileText, hugeText, wrongTypeValue);

/** Keys a strict schema must refuse, and keys that trip naive object handling. */
const hostileKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "", " ", "$where", "a.b"),
  hostileText,
);

/** A field that is usually well formed and sometimes hostile. */
export function sometimesHostile<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<T | string> {
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: hostileText });
}

type Mutation =
  | { kind: "set"; key: string; value: unknown }
  | { kind: "drop"; key: string }
  | { kind: "extra"; key: string; value: unknown };

function mutation(keys: readonly string[]): fc.Arbitrary<Mutation> {
  const known = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant("field");
  return fc.oneof(
    fc.record({ kind: fc.constant("set" as const), key: known, value: hostileValue }),
    fc.record({ kind: fc.constant("drop" as const), key: known }),
    fc.record({ kind: fc.constant("extra" as const), key: hostileKey, value: hostileValue }),
  );
}

/** Plain assignment would not make "__proto__" an own key, so JSON would leave it out. */
const OWN_PROPERTY = { enumerable: true, writable: true, configurable: true } as const;

function applyMutations(body: Record<string, unknown>, mutations: Mutation[]) {
  const mutated: Record<string, unknown> = { ...body };
  for (const change of mutations) {
    if (change.kind === "drop") delete mutated[change.key];
    else Object.defineProperty(mutated, change.key, { value: change.value, ...OWN_PROPERTY });
  }
  return mutated;
}

/**
 * A JSON value for a body: the valid-shaped object as is, with fields of the wrong type, missing,
 * extra, huge or hostile, or something that is not an object at all.
 */
export function jsonBody(
  valid: fc.Arbitrary<Record<string, unknown>>,
  keys: readonly string[],
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.array(mutation(keys), { minLength: 1, maxLength: 3 }))
        .map(([body, mutations]) => applyMutations(body, mutations)),
    },
    { weight: 1, arbitrary: wrongTypeValue },
  );
}

const JSON_CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "Application/JSON",
] as const;

const WRONG_CONTENT_TYPES = [
  "text/plain",
  "text/html",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/vnd.api+json",
  "application/jsonx",
  "text/json",
] as const;

/** What goes on the wire: the content type (none when absent) and the body bytes. */
export type RawBody = { contentType: string | undefined; text: string };

const invalidJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "{",
    "{not json",
    "{'single': 'quotes'}",
    '{"a":1,}',
    "[1,2",
    "undefined",
    "NaN",
    '{"a":"\\x41"}',
    '{"a":"\\ud800"',
    "\uFEFF",
    '{"a":1}{"b":2}',
    "{\u0000}",
  ),
  fc.string().filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

/** Nesting as deep as the body limit allows, and a little past it, written as text. */
function deepJsonText(limitBytes: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: 1, max: Math.floor(limitBytes / 2) + 64 }), fc.boolean())
    .map(([depth, useArrays]) =>
      useArrays
        ? `${"[".repeat(depth)}${"]".repeat(depth)}`
        : `${'{"a":'.repeat(depth)}0${"}".repeat(depth)}`,
    );
}

/**
 * Bodies as sent: JSON of a generated value, the same with a wrong or missing content type,
 * invalid JSON, an empty body, nesting to the limit, and a body just past `limitBytes`.
 */
export function rawBody(value: fc.Arbitrary<unknown>, limitBytes: number): fc.Arbitrary<RawBody> {
  const asJson = value.map((body) => JSON.stringify(body) ?? "null");
  const jsonType = fc.constantFrom(...JSON_CONTENT_TYPES);
  return fc.oneof(
    { weight: 14, arbitrary: fc.record({ contentType: jsonType, text: asJson }) },
    {
      weight: 2,
      arbitrary: fc.record({
        contentType: fc.option(fc.constantFrom(...WRONG_CONTENT_TYPES), { nil: undefined }),
        text: fc.oneof(asJson, hostileText),
      }),
    },
    { weight: 2, arbitrary: fc.record({ contentType: jsonType, text: invalidJsonText }) },
    { weight: 1, arbitrary: fc.record({ contentType: jsonType, text: fc.constant("") }) },
    { weight: 1, arbitrary: fc.record({ contentType: jsonType, text: deepJsonText(limitBytes) }) },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: jsonType,
        text: fc
          .integer({ min: 1, max: 1024 })
          .map((extra) => JSON.stringify({ padding: "x".repeat(limitBytes + extra) })),
      }),
    },
  );
}

/** A query string as sent, with the values a standard parser reads back from it (null: unknown). */
export type RawQuery = { text: string; parsed: Record<string, string | string[]> | null };

function parseQuery(text: string): Record<string, string | string[]> {
  const parsed: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const earlier = Object.hasOwn(parsed, key) ? parsed[key] : undefined;
    const next = earlier === undefined ? value : [earlier, value].flat();
    Object.defineProperty(parsed, key, { value: next, ...OWN_PROPERTY });
  }
  return parsed;
}

/**
 * Query strings: the valid-shaped parameters, with hostile or repeated values and extra keys,
 * and raw text with broken percent-encoding whose parse only the server knows.
 */
export function rawQuery(
  valid: fc.Arbitrary<Record<string, string>>,
  keys: readonly string[],
): fc.Arbitrary<RawQuery> {
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), hostileKey) : hostileKey;
  const entries = fc
    .tuple(
      valid,
      fc.array(fc.tuple(key, fc.oneof({ weight: 4, arbitrary: hostileText }, hugeText)), {
        maxLength: 3,
      }),
      fc.boolean(),
    )
    .map(([params, extra, includeValid]) => [
      ...(includeValid ? Object.entries(params) : []),
      ...extra,
    ]);
  const encoded = fc.oneof(
    { weight: 3, arbitrary: valid.map((params) => Object.entries(params)) },
    { weight: 3, arbitrary: entries },
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: encoded.map((pairs) => {
        const text = new URLSearchParams(pairs).toString();
        return { text, parsed: parseQuery(text) };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("%", "q=%", "q=%zz", "q=%ED%A0%80", "q=%C0%AF", "&&&=", "q=%00", "a[b]=1")
        .map((text) => ({ text, parsed: null })),
    },
  );
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A path segment as sent, with its decoded value (null: the server decides how to read it). */
export type RawSegment = { text: string; decoded: string | null };

/** encodeURIComponent throws on a lone surrogate; a browser sends U+FFFD in its place. */
function encodeSegment(value: string): RawSegment {
  const wellFormed = value.replace(LONE_SURROGATE, "\uFFFD");
  return { text: encodeURIComponent(wellFormed), decoded: wellFormed };
}

export function rawSegment(valid: fc.Arbitrary<string>): fc.Arbitrary<RawSegment> {
  return fc.oneof(
    { weight: 6, arbitrary: valid.map(encodeSegment) },
    {
      weight: 3,
      arbitrary: fc.oneof({ weight: 4, arbitrary: hostileText }, hugeText).map(encodeSegment),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("%", "%zz", "%ED%A0%80", "%C0%AF", "..%2F..%2Fetc%2Fpasswd", "%2e%2e", "%00")
        .map((text) => ({ text, decoded: null })),
    },
  );
}
