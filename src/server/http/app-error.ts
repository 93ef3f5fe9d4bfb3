export type ErrorCode =
  | "invalid_input"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "gone"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "unavailable";

const statusByCode: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
};

export type ErrorIssue = { path: string; message: string };

/** The one error type routes throw; the error handler turns it into `{ message, issues? }`. */
export class AppError extends Error {
  override name = "AppError";
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: {
      issues?: ErrorIssue[];
      body?: Record<string, unknown>;
      /** Sent as Retry-After: when the client may try again. */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
    this.statusCode = statusByCode[code];
  }

  static invalidField(path: string, message: string): AppError {
    return new AppError("invalid_input", `${path}: ${message}`, { issues: [{ path, message }] });
  }
}
