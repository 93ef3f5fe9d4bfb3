import Stripe from "stripe";

/**
 * The official SDK, pointed at STRIPE_API_BASE when set (a Stripe-compatible test server):
 * the SDK takes host, port and protocol separately, so the URL is split into them.
 */
export function createStripeClient(options: { secretKey: string; apiBase?: string }): Stripe {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  const protocol = base?.protocol === "http:" ? "http" : "https";
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (protocol === "http" ? 80 : 443),
          protocol,
        }
      : {}),
  });
}
