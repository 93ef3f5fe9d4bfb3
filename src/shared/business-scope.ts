import type { ROUTES } from "./routes";

/**
 * Which business a page or API call is for, read from the path (docs/product/platform.md#hosted-pages):
 * `/b/{slug}/...` is that business's, every other path the default business's.
 */
export type BusinessScope = {
  /** The business the path names; undefined on the default business's unprefixed paths. */
  slug: string | undefined;
  /** Where its public API answers: `/api` or `/api/b/{slug}`. */
  apiBase: string;
  /** What its page paths start with: `` or `/b/{slug}`. */
  pageBase: string;
};

export const DEFAULT_SCOPE: BusinessScope = { slug: undefined, apiBase: "/api", pageBase: "" };

/** The scope of the business with this slug. */
export function scopeOfSlug(slug: string): BusinessScope {
  const segment = encodeURIComponent(slug);
  return { slug, apiBase: `/api/b/${segment}`, pageBase: `/b/${segment}` };
}

/** `/b/{slug}` followed by nothing, or by `/`, `?` or `#` and the rest. */
const HOSTED_PATH = /^\/b\/([^/?#]+)(.*)$/s;

/**
 * A path (with or without query and hash) split into its business's scope and the rest:
 * `/b/acme/quote?x=1` -> acme's scope and `/quote?x=1`; `/b/acme` -> acme's scope and ``;
 * `/quote` -> the default scope and `/quote`.
 */
export function splitBusinessPath(path: string): { scope: BusinessScope; rest: string } {
  const match = HOSTED_PATH.exec(path);
  if (!match) return { scope: DEFAULT_SCOPE, rest: path };
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]!);
  } catch {
    slug = match[1]!;
  }
  return { scope: scopeOfSlug(slug), rest: match[2] ?? "" };
}

export function businessScopeOf(path: string): BusinessScope {
  return splitBusinessPath(path).scope;
}

/**
 * Where a link to the widget's page goes: a link to `.../b/{slug}/...` frames that business's
 * `/b/{slug}/embed`, any other link the default business's `/embed`.
 */
export function embedPathFor(linkPath: string): string {
  return `${businessScopeOf(linkPath).pageBase}${EMBED_PATH}`;
}

/** ROUTES.embed, written out: the embed snippet loads this module and must stay small. */
const EMBED_PATH = "/embed" satisfies typeof ROUTES.embed;
