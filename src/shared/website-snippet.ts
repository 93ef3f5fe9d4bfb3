import { scopeOfSlug } from "./business-scope";
import { escapeHtml } from "./escape-html";
import { fillText, formatAreaNames, type Offering, offeredAreas } from "./offering";
import { ROUTES } from "./routes";
import { resolveService } from "./service-texts";

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

/**
 * The snippet's link text as the configuration says it now: the owner's own, else the one the
 * service's name gives ("Get an instant house cleaning quote"), placeholders filled.
 */
export function websiteLinkText(offering: Pick<Offering, "service" | "areas">): string {
  return fillText(resolveService(offering.service).linkText, {
    service: offering.service.name,
    areas: formatAreaNames(offeredAreas(offering.areas)),
  });
}
