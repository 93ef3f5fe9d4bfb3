import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, type ErrorIssue } from "./app-error";

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
};

function describeIssues(issues: ErrorIssue[]): string {
  return `Invalid request: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ")}`;
}

/** One place maps every failure to `{ message, issues? }`; bad input is always a 4xx. */
export function registerErrorHandler(app: FastifyInstance): void {
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
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(500)
      .send({ message: "Something went wrong on our side. Please try again." });
  });
}
