import { z } from "zod";
import { PAGE_PATHS, SETTINGS_SECTIONS } from "./routes";

/**
 * A business's slug, its part of page and API paths (`/b/{slug}/quote`, `/api/b/{slug}/price`):
 * lower-case letters and digits in words joined by single hyphens, at most 63 characters
 * (docs/product/platform.md#hosted-pages).
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 63;
export const SLUG_MESSAGE = `must be lower-case letters, digits and single hyphens, at most ${MAX_SLUG_LENGTH} characters`;

export const businessSlug = z
  .string({ error: SLUG_MESSAGE })
  .max(MAX_SLUG_LENGTH, SLUG_MESSAGE)
  .regex(SLUG_PATTERN, SLUG_MESSAGE);

const SLUG_PARAM_MESSAGE = `must be printable ASCII of at most ${MAX_SLUG_LENGTH} characters`;

/**
 * A route's `:slug`, validated like a body field: anything but printable ASCII, or an overlong one, is
 * (a NUL, an accent) refused with 400 naming `slug`. Printable text that is no slug (`NORTHSIDE-SNOW`) is a slug no
 * business has, so it answers 404 like any other unknown one.
 */
export const slugParamsSchema = z.object({
  slug: z
    .string({ error: SLUG_PARAM_MESSAGE })
    .max(MAX_SLUG_LENGTH, SLUG_PARAM_MESSAGE)
    .regex(/^[!-~]+$/, SLUG_PARAM_MESSAGE),
});

export function isBusinessSlug(value: string): boolean {
  return businessSlug.safeParse(value).success;
}

/**
 * Words a new business may not take as its slug: every segment of our own page paths (`admin`,
 * `quote`, `embed`, `platform`, `features`, `privacy-policy`, ...), the settings sections and the other words of
 * our addresses, so that no business's address reads as one of ours.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(
  [
    ...PAGE_PATHS.flatMap((path) => path.split("/")),
    ...SETTINGS_SECTIONS,
    ...["api", "b", "assets", "static", "healthz", "readyz", "sitemap", "robots", "favicon"],
    ...["www", "mail", "app", "orders", "verify-email", "join", "funnel", "stripe", "webhooks"],
  ].filter((word) => word !== ""),
);
