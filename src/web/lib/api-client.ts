import type { ZodType } from "zod";

/** One field problem, as the server reports it: path "email", "addons[0]". */
export interface ApiIssue {
  path: string;
  message: string;
}

/** A failed API call. status 0 means the request never got an answer (offline, DNS...). */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly issues: readonly ApiIssue[];
  /** The parsed JSON error body, for answers that carry more (a 409's current price). */
  readonly body: unknown;

  constructor(status: number, message: string, issues: readonly ApiIssue[] = [], body?: unknown) {
    super(message);
    this.status = status;
    this.issues = issues;
    this.body = body;
  }
}

export interface ApiRequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Checks the JSON answer; a mismatch throws an ApiError. */
  schema?: ZodType<T>;
}

const NETWORK_ERROR = "Network error. Please check your connection and try again.";
const UNEXPECTED_ANSWER = "Unexpected answer from the server.";

/**
 * Calls the API with credentials and returns the response once its status is ok;
 * otherwise throws an ApiError. Use it directly for non-JSON answers (file downloads).
 */
export async function apiFetch(
  path: string,
  { method = "GET", body, headers, signal }: Omit<ApiRequestOptions<unknown>, "schema"> = {},
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "include",
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Calls the API and returns its JSON answer (undefined for an empty one). */
export async function apiRequest<T = unknown>(
  path: string,
  { schema, ...options }: ApiRequestOptions<T> = {},
): Promise<T> {
  const response = await apiFetch(path, options);
  const text = await response.text();
  if (text === "") return parseWith(schema, undefined, response.status);
  const data = parseJson(text);
  if (data === undefined) throw new ApiError(response.status, UNEXPECTED_ANSWER);
  return parseWith(schema, data, response.status);
}

function parseWith<T>(schema: ZodType<T> | undefined, data: unknown, status: number): T {
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(status, UNEXPECTED_ANSWER);
  return parsed.data;
}

/**
 * The server's JSON error {message, issues?}, else "status: body text"
 * (docs/product/interface-rules.md#errors-from-the-server).
 */
async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  const json = parseJson(text);
  if (isRecord(json) && typeof json.message === "string") {
    const issues = Array.isArray(json.issues) ? json.issues.filter(isIssue) : [];
    return new ApiError(response.status, json.message, issues, json);
  }
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
}

/** The parsed JSON, or undefined when the text is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isIssue(value: unknown): value is ApiIssue {
  return isRecord(value) && typeof value.path === "string" && typeof value.message === "string";
}

/**
 * The messages of a refused request's issues for the given fields, keyed by field (the first
 * segment of the issue's path: "zipCode", "addons[0]" -> "addons"); the first message wins.
 */
export function fieldIssues<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const messages: Partial<Record<Field, string>> = {};
  if (!(error instanceof ApiError)) return messages;
  for (const issue of error.issues) {
    const field = issue.path.split(/[.[]/, 1)[0] as Field;
    if (fields.includes(field)) messages[field] ??= issue.message;
  }
  return messages;
}

/**
 * What the server refused, said to a customer: its issues' messages (never their field paths,
 * which name no field the customer sees), else its message.
 */
export function refusalSentence(error: ApiError): string {
  if (error.issues.length === 0) return error.message;
  return error.issues
    .map(({ message }) => message.charAt(0).toUpperCase() + message.slice(1))
    .join(". ");
}

/** Whether the server refused the request's content (a 4xx that names what is wrong). */
export function isRefusedInput(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 400 || error.status === 422);
}
