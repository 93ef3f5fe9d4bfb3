import type { FastifyRequest } from "fastify";

/** An order id in a URL is a bearer secret: whoever holds it sees (and in test mode pays) the order. */
const ORDER_ID_PATH = /^\/api\/checkout\/orders\/[^/?#]*/;
const REDACTED = "[redacted]";

/**
 * The URL as logged: the order id in /api/checkout/orders/... replaced by ":orderId", and every
 * query value (order ids on the return pages, search text that may name a customer) redacted.
 */
export function urlForLog(url: string): string {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const safePath = path.replace(ORDER_ID_PATH, "/api/checkout/orders/:orderId");
  if (queryStart === -1) return safePath;
  const keys = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => `${pair.split("=", 1)[0]}=${REDACTED}`);
  return `${safePath}?${keys.join("&")}`;
}

/** Fastify's request serializer, with the URL redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
