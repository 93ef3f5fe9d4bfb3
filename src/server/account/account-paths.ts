/** Where a business's account pages are, and its receipts: `/b/{slug}/account`, `/api/b/{slug}`. */
export type AccountPaths = { base: string; pageBase: string; apiBase: string };
