import { scopeOfSlug } from "@/shared/business-scope";
import type { Business } from "./business-store";

/**
 * What a business's page paths start with (docs/product/platform.md#hosted-pages): `` for the
 * default business, whose pages keep the seed's paths (/quote, /checkout/success), else
 * `/b/{slug}`.
 */
export function businessPageBase(business: Pick<Business, "slug">, defaultSlug: string): string {
  return business.slug === defaultSlug ? "" : scopeOfSlug(business.slug).pageBase;
}

/**
 * Where a business's public API answers (docs/product/platform.md#hosted-pages): `/api` for the
 * default business, else `/api/b/{slug}`.
 */
export function businessApiBase(business: Pick<Business, "slug">, defaultSlug: string): string {
  return business.slug === defaultSlug ? "/api" : scopeOfSlug(business.slug).apiBase;
}
