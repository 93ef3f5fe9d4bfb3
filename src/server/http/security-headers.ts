import type { IncomingMessage } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** Pages a business may embed on its own site; every other response denies framing. */
const FRAMEABLE_PATHS = new Set(["/embed"]);

function isFrameable(url: string | undefined): boolean {
  const path = (url ?? "/").split("?")[0]!.replace(/\/+$/, "") || "/";
  return FRAMEABLE_PATHS.has(path);
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: [
          (req: IncomingMessage) => (isFrameable(req.url) ? "*" : "'none'"),
        ] as unknown as string[],
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook("onSend", async (request, reply) => {
    if (isFrameable(request.url)) reply.removeHeader("x-frame-options");
  });
}
