import type { FastifyRequest } from "fastify";

/** A cookie's value from the request's Cookie header, or undefined (the first of that name). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const equals = pair.indexOf("=");
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    const value = pair.slice(equals + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * A Set-Cookie value (RFC 6265): always HttpOnly and SameSite=Lax, Secure when the request came
 * over https, kept to `path`. `maxAgeSeconds` 0 removes the cookie.
 */
export function cookieHeader(options: {
  name: string;
  value: string;
  path: string;
  maxAgeSeconds: number;
  secure: boolean;
}): string {
  const { name, value, path, maxAgeSeconds, secure } = options;
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
