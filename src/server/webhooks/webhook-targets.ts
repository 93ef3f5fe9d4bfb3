import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";

export const PRIVATE_TARGET =
  "must be a public address: private, loopback, link-local and metadata addresses are refused";

/**
 * Whether an IP address is on the public internet: ipaddr.js's "unicast", i.e. none of the
 * special ranges (private, loopback, link-local with 169.254.169.254, unique-local, unspecified
 * 0.0.0.0 and ::, carrier-grade NAT, multicast, reserved); IPv4-mapped IPv6 counts as its IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

/** A URL's host as an IP address when it is one (IPv6 without its brackets). */
function ipLiteralOf(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  return ipaddr.isValid(host) ? host : undefined;
}

/**
 * Why this URL may not be an endpoint, or undefined when it may: unless private targets are
 * allowed, it must be https and its host must not be (or resolve to) a non-public address.
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
  const addresses = await lookup(url.hostname, { all: true }).catch(() => []);
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
  const addresses = literal
    ? [{ address: literal, family: ipaddr.parse(literal).kind() === "ipv6" ? 6 : 4 }]
    : await lookup(url.hostname, { all: true });
  const first = addresses[0];
  if (!first) throw new Error(`${url.hostname} has no address`);
  if (!allowPrivate && !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw new RefusedTargetError(`${url.hostname} resolves to a non-public address: refused`);
  }
  return first;
}
