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
