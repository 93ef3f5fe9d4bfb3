import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";

export const PRIVATE_TARGET =
  "must be a public address: private, loopback, link-local and metadata addresses are refused";

/** IPv6's global unicast block: everything outside it (IPv4-compatible ::a.b.c.d too) is not public. */
const GLOBAL_UNICAST_IPV6 = ipaddr.parseCIDR("2000::/3");

/**
 * Whether an IP address is on the public internet: ipaddr.js's "unicast", i.e. none of the
 * special ranges (private, loopback, link-local with 169.254.169.254, unique-local, unspecified
 * 0.0.0.0 and ::, carrier-grade NAT, multicast, reserved), and for IPv6 within 2000::/3;
 * IPv4-mapped IPv6 counts as its IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== "unicast") return false;
  return parsed.kind() === "ipv4" || parsed.match(GLOBAL_UNICAST_IPV6);
}

/**
 * A URL's host as it is meant: without IPv6 brackets, and without the trailing dots of a fully
 * qualified name (`localhost.` is `localhost`).
 */
function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.+$/, "")
    .toLowerCase();
}

/** A URL's host as an IP address when it is one. */
function ipLiteralOf(url: URL): string | undefined {
  const host = hostOf(url);
  return ipaddr.isValid(host) ? host : undefined;
}

/** Names that never reach the public internet: RFC 6761/6762/8375 special-use names and intranet ones. */
const LOCAL_NAME = /(?:^|\.)(?:localhost|local|localdomain|internal|intranet|lan|home\.arpa)$/;

/** A name no public endpoint has: a special-use or local name, or a single label (`intranet`). */
function isLocalName(host: string): boolean {
  return LOCAL_NAME.test(host) || !host.includes(".");
}

/**
 * Why this URL may not be an endpoint, or undefined when it may: unless private targets are
 * allowed, it must be https, its host no local name, and not (or resolving to) a non-public
 * address. The same checks as a delivery's (resolveTarget), on the host as written.
 * A name that does not resolve now is accepted: it is checked again at every delivery.
 */
export async function refusedTargetReason(
  rawUrl: string,
  allowPrivate: boolean,
): Promise<string | undefined> {
  if (allowPrivate) return undefined;
  const url = new URL(rawUrl);
  if (url.protocol !== "https:") return "must be an https URL";
  const literal = ipLiteralOf(url);
  if (literal) return isPublicAddress(literal) ? undefined : PRIVATE_TARGET;
  const host = hostOf(url);
  if (isLocalName(host)) return PRIVATE_TARGET;
  const addresses = await lookup(host, { all: true }).catch(() => []);
  return addresses.every((entry) => isPublicAddress(entry.address)) ? undefined : PRIVATE_TARGET;
}

export class RefusedTargetError extends Error {
  override name = "RefusedTargetError";
}

/**
 * The address to connect to for a delivery: the URL's IP, or its name resolved now, refused
 * (RefusedTargetError) when any resolved address is not public, so a name that points at a
 * private address after it was saved reaches nothing. The request then goes to this very
 * address, never to a second lookup's answer.
 */
export async function resolveTarget(url: URL, allowPrivate: boolean): Promise<LookupAddress> {
  const literal = ipLiteralOf(url);
  const host = hostOf(url);
  if (!allowPrivate && !literal && isLocalName(host)) {
    throw new RefusedTargetError(`${url.hostname} is a local name: refused`);
  }
  const addresses = literal
    ? [{ address: literal, family: ipaddr.parse(literal).kind() === "ipv6" ? 6 : 4 }]
    : await lookup(host, { all: true });
  const first = addresses[0];
  if (!first) throw new Error(`${url.hostname} has no address`);
  if (!allowPrivate && !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw new RefusedTargetError(`${url.hostname} resolves to a non-public address: refused`);
  }
  return first;
}
