import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, isDiskFull } from "../db/connection-errors";
import { AppError, type ErrorIssue } from "./app-error";
import { diskFullError } from "./disk-full";

/** How long a client should wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

type ErrorBody = { message: string; issues?: ErrorIssue[] } & Record<string, unknown>;

const fastifyCodes: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "Request body is too large" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: "Unsupported content type: send application/json",
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "Request body is not valid JSON" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "Request body is empty" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "Invalid Content-Length" },
  FST_ERR_BAD_URL: { status: 400, message: "The URL is not valid: its percent-encoding is broken" },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: "A part of the URL is too long" },
};

/**
 * Errors Fastify meets before routing (a URL it cannot decode, a path segment over its limit)
 * bypass the hooks and the error handler, so the caller answers them with this.
 */
export function describeFrameworkError(error: FastifyError): { status: number; message: string } {
  const known = error.code ? fastifyCodes[error.code] : undefined;
  return known ?? { status: 400, message: "Bad request" };
}

function describeIssues(issues: ErrorIssue[]): string {
  return `Invalid request: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ")}`;
}

/**
 * One place maps every failure to `{ message, issues? }`; bad input is always a 4xx. A database
 * out of disk space (either engine) is an outage, 503, and `onDiskFull` hears of it.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  options: { onDiskFull?: () => void } = {},
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.flatMap((entry) => {
        const base = entry.instancePath.split("/").filter(Boolean);
        const unknownKeys = (entry.params as { keys?: string[] }).keys;
        if (entry.keyword === "unrecognized_keys" && unknownKeys) {
          return unknownKeys.map((key) => ({
            path: [...base, key].join("."),
            message: "is not an accepted field",
          }));
        }
        const path = base.join(".") || error.validationContext || "body";
        return [{ path, message: entry.message ?? "is invalid" }];
      });
      return reply
        .status(400)
        .send({ message: describeIssues(issues), issues } satisfies ErrorBody);
    }
    if (error instanceof AppError) {
      const body: ErrorBody = { message: error.message, ...error.details.body };
      if (error.details.issues) body.issues = error.details.issues;
      if (error.details.retryAfterSeconds !== undefined) {
        reply.header("retry-after", String(error.details.retryAfterSeconds));
      }
      return reply.status(error.statusCode).send(body);
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: error.message || "Too many requests" });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, "the database is out of disk space");
      options.onDiskFull?.();
      const full = diskFullError();
      return reply
        .status(full.statusCode)
        .header("retry-after", String(full.details.retryAfterSeconds))
        .send({ message: full.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: "The database is unavailable right now. Please try again shortly." });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(500)
      .send({ message: "Something went wrong on our side. Please try again." });
  });
}
