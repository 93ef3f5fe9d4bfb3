import { scopeOfSlug } from "@/shared/business-scope";
import { escapeHtml } from "@/shared/escape-html";
import { ROUTES } from "@/shared/routes";

/** Where a business's customers find it: its hosted quote page and its widget, on `origin`. */
export function businessLinks(origin: string, slug: string) {
  const base = `${origin}${scopeOfSlug(slug).pageBase}`;
  return {
    quotePage: `${base}${ROUTES.quote}`,
    widget: `${base}${ROUTES.embed}`,
  };
}

/**
 * The two lines a business pastes on its own site (see the README's "Embedding the quote widget"):
 * a link to its quote page that /embed.js turns into the widget, the link itself without
 * JavaScript.
 */
export function embedSnippet(options: { origin: string; slug: string; linkText: string }): string {
  const { origin, slug, linkText } = options;
  const href = escapeHtml(businessLinks(origin, slug).quotePage);
  return [
    `<a href="${href}" data-quotewise-widget>${escapeHtml(linkText)}</a>`,
    `<script src="${escapeHtml(origin)}/embed.js" async></script>`,
  ].join("\n");
}
