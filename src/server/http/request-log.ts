import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * One log line per request, written when it is answered: the request (method, redacted URL,
 * host, client address), its status and how long it took, under the request's id. Fastify's
 * default writes two lines per request ("incoming request", then "request completed"); on the
 * quote API, whose answers take well under a millisecond, the second line was a large share of
 * each request's cost (docs/decisions/015-visit-group-commit.md). A request that never ends
 * leaves no line, as it left no "request completed" before.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
