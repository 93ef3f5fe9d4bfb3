import type { ZodType } from "zod";
import { ApiError, type ApiIssue } from "@/web/lib/api-error";

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
