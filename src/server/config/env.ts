import { existsSync } from "node:fs";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(z.url().optional());

const OPENSTREETMAP_TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const OPENSTREETMAP_ATTRIBUTION = "© OpenStreetMap contributors";

/** A raster tile URL template as Leaflet takes it; empty: no tiles (the map is a plain background). */
const mapTileUrl = z
  .string()
  .trim()
  .default(OPENSTREETMAP_TILES)
  .refine(
    (value) => value === "" || /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(value),
    "must be an http(s) URL with {z}, {x} and {y}, or empty for no tiles",
  )
  .transform((value) => value || undefined);

/** A sender as MAIL_FROM gives it: its address, and its display name when one is given. */
export type MailFrom = { name?: string; address: string };

/** `Name <address>`, `"Name" <address>` or a bare address. */
const mailFrom = optionalString.transform((value, context): MailFrom | undefined => {
  if (value === undefined) return undefined;
  const bracketed = /^(.*?)\s*<([^<>\s]+)>$/.exec(value);
  const address = bracketed ? bracketed[2]! : value;
  const name = bracketed?.[1]?.replace(/^"(.*)"$/, "$1").trim();
  if (!z.email().safeParse(address).success) {
    context.addIssue({
      code: "custom",
      message: 'must be an email address or "Name <address>"',
      input: value,
    });
    return z.NEVER;
  }
  return name ? { name, address } : { address };
});

/**
 * log2 of scrypt's N for new password hashes: 17 is OWASP's minimum (128 MiB, about half a
 * second). Test runs lower it so hundreds of sign-ins stay quick; each step down halves the work.
 */
const passwordHashCost = z.coerce.number().int().min(10).max(20).default(17);

/** The cost new password hashes are made with (read when hashing, so a test may change it). */
export function readPasswordHashCost(source: NodeJS.ProcessEnv = process.env): number {
  return passwordHashCost.parse(source.PASSWORD_HASH_COST);
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  /**
   * A database saved by PGlite's `dumpDataDir` that a new embedded one (in memory, or in a
   * DATA_DIR that holds none yet) starts as, instead of being created and migrated from nothing.
   * Migrations still run. Tests and demo instances use it to start in a second.
   */
  NEW_DATABASE_TEMPLATE: optionalString.refine(
    (path) => path === undefined || existsSync(path),
    "must be the path of a saved database file",
  ),
  DATABASE_URL: optionalUrl,
  BUSINESS_CONFIG: z.string().default("config/demo-business.json"),
  /** The slug of the business the unprefixed paths serve; default: the one BUSINESS_CONFIG seeds. */
  DEFAULT_BUSINESS: optionalString,
  NOW: optionalString.pipe(z.iso.datetime({ offset: true }).optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(12).optional()),
  PASSWORD_HASH_COST: passwordHashCost,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Signs the Connect endpoint's events (account.updated): docs/product/payments.md#stripe-settings. */
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,
  /**
   * The slug of the one business paid straight into the platform's own Stripe account, with no
   * Connect account and no application fee: a company running Quotewise for itself
   * (docs/decisions/028-direct-payments-for-a-self-hosted-business.md).
   */
  PAYMENTS_DIRECT_BUSINESS: optionalString,
  SMTP_URL: optionalUrl,
  /**
   * The address every email is sent from (the one the SMTP server may send as). A business's
   * mail shows the business's name over it; its display name, if any, is Quotewise's own.
   */
  MAIL_FROM: mailFrom,
  /** Where Quotewise's own mail goes (demo requests); never a business's notices. */
  NOTIFY_EMAIL: optionalString.pipe(z.email().optional()),
  /** How often the outbox worker looks for due emails, and the first retry delay (doubling). */
  OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(2000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  /**
   * How long a claimed email stays its worker's without a renewal: after a crash, another
   * instance sends it once this has passed. Unset: the workers' lease (30 s).
   */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1_000).optional(),
  /**
   * Outgoing webhooks (docs/product/webhooks.md): "true" lets endpoints be on private, loopback
   * and link-local addresses (and plain http), for local development and tests only.
   */
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /** How often the webhook worker looks for due deliveries, and the first retry delay (doubling). */
  WEBHOOKS_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(1000),
  WEBHOOKS_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5000),
  /** How long a receiver has to answer a delivery. */
  WEBHOOKS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** How often each instance looks for due quote reminders (docs/product/quote-recovery.md). */
  REMINDER_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(60_000),
  VISIT_CHARGE_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(60_000),
  /** How often each instance books plans' visits ahead (docs/product/plans.md#schedule). */
  PLAN_SCHEDULE_INTERVAL_MS: z.coerce.number().int().min(10).default(3_600_000),
  GEOCODER: z.enum(["zip", "census", "google"]).default("zip"),
  GOOGLE_MAPS_API_KEY: optionalString,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(120),
  /** POST /api/admin/login requests per client IP per minute, whatever their outcome. */
  ADMIN_LOGIN_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(20),
  /** Hourly ceilings on rows created without sign-in; "off" only for load tests. */
  ANONYMOUS_WRITE_LIMITS: z.enum(["on", "off"]).default("on"),
  /** Sign-ups per client IP per hour (docs/product/settings.md#sign-up); 0 turns the limit off. */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(0).default(5),
  REDIS_URL: optionalUrl,
  /**
   * Behind a load balancer: which proxies' X-Forwarded-For/-Proto to believe, so rate limits key
   * on the client's address and HSTS knows the request came over https. "true" trusts any hop,
   * a number trusts that many hops, otherwise a comma-separated list of addresses or CIDRs.
   */
  TRUST_PROXY: optionalString.transform((value): boolean | number | string => {
    if (value === undefined || value === "false") return false;
    if (value === "true") return true;
    return /^\d+$/.test(value) ? Number(value) : value;
  }),
  GA_MEASUREMENT_ID: optionalString.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
      .optional(),
  ),
  PUBLIC_URL: optionalUrl,
  /** The service-area editor's map tiles (docs/product/settings.md#service-areas). */
  MAP_TILE_URL: mapTileUrl,
  MAP_TILE_ATTRIBUTION: z.string().trim().default(OPENSTREETMAP_ATTRIBUTION),
  /** Built web app to serve; tests and parallel checkouts point it elsewhere. */
  WEB_DIR: optionalString,
  /**
   * The embedded database's disk space kept free: below it, writes are answered 503 before
   * PGlite runs out of room for its log (docs/decisions/027-sent-once-and-outages.md).
   */
  DISK_RESERVE_MB: z.coerce.number().int().min(0).default(64),
  /** On SIGTERM, how long requests in flight may finish before their connections are cut. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Seed clearly marked demo orders when the database is new. */
  DEMO_DATA: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string };

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the process environment once; a bad value throws a ConfigError naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join("\n  ")}`);
  }
  const env = result.data;
  if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
    throw new ConfigError(
      "Invalid environment:\n  ADMIN_PASSWORD: required when ADMIN_EMAIL is set",
    );
  }
  if (env.GEOCODER === "google" && !env.GOOGLE_MAPS_API_KEY) {
    throw new ConfigError(
      "Invalid environment:\n  GOOGLE_MAPS_API_KEY: required when GEOCODER is google",
    );
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      "Invalid environment:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set",
    );
  }
  if (env.PAYMENTS_DIRECT_BUSINESS && !env.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      "Invalid environment:\n  STRIPE_SECRET_KEY: required when PAYMENTS_DIRECT_BUSINESS is set (its customers pay into that Stripe account)",
    );
  }
  return { ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://${localHost(env.HOST)}:${env.PORT}` };
}

/**
 * Where this machine's browser reaches the server: the address it listens on (`localhost` may
 * be ::1 first, where a server on 127.0.0.1 is not), or `localhost` when it listens on them all.
 */
function localHost(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}
