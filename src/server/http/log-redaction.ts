import type { FastifyRequest } from "fastify";

/**
 * An order id in a URL is a bearer secret: whoever holds it sees (and in test mode pays) the
 * order; so is a plan visit's charge id, which opens its receipt. Under either API base.
 */
const BEARER_ID_PATH = /^(\/api(?:\/b\/[^/?#]+)?\/checkout)\/(orders|visit-charges)\/[^/?#]*/;
const ID_NAMES: Record<string, string> = { orders: ":orderId", "visit-charges": ":chargeId" };
const REDACTED = "[redacted]";

/**
 * The URL as logged: the order id in {api}/checkout/orders/... replaced by ":orderId" (a visit
 * charge's in {api}/checkout/visit-charges/... by ":chargeId"), and every
 * query value (order ids on the return pages, search text that may name a customer) redacted.
 */
export function urlForLog(url: string): string {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const safePath = path.replace(
    BEARER_ID_PATH,
    (_, base: string, kind: string) => `${base}/${kind}/${ID_NAMES[kind]}`,
  );
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
