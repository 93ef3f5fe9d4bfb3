import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { LRUCache } from "lru-cache";
import type { BusinessConfigResponse } from "@/shared/api/quote-contract";
import { BOOT_DATA_ID, serializeBootData } from "@/shared/boot-data";
import { BRAND_STYLE_ATTRIBUTE, brandColorVariables } from "@/shared/brand-colors";
import { escapeHtml } from "@/shared/escape-html";
import { formatOfferLastDay } from "@/shared/offer-last-day";

/**
 * The wizard's and the widget's first step, rendered by the server for the business of the
 * request (docs/decisions/016-preact-and-server-rendered-first-steps.md): its name, colours and
 * address form are in the first paint, and the page hydrates without asking for its config.
 */
export type FirstStepKind = "quote" | "embed";

/** The build's server renderer (src/web/prerender/render-first-step.tsx, built by scripts/prerender.ts). */
type RenderFirstStep = (options: {
  kind: FirstStepKind;
  path: string;
  config: BusinessConfigResponse;
  analytics: boolean;
}) => Promise<string>;

/** Where the build writes the server renderer: beside the web app, never served. */
export function firstStepRendererFile(webDir: string): string {
  return join(dirname(webDir), "ssr", "render-first-step.js");
}

/** Markup per business config: a busy instance serves many businesses; each renders once. */
const CACHED_RENDERS = 500;

export interface FirstStepPages {
  /**
   * The page's HTML: the template with the rendered step, the config it was rendered with, the
   * business's colours and its title; the template as is when there is no renderer (a server
   * started without a build) or the render failed.
   */
  html(options: {
    kind: FirstStepKind;
    path: string;
    template: string;
    config: BusinessConfigResponse;
  }): Promise<string>;
}

type Log = (object: unknown, message: string) => void;

export const MISSING_RENDERER_WARNING =
  "The quote page and the widget are served without their first step drawn: the build's server renderer is missing (dist/ssr belongs beside dist/web)";

export async function loadFirstStepPages(options: {
  webDir: string;
  /** Whether analytics is set up: without it, a business's page asks no consent. */
  analytics: boolean;
  log: { error: Log; warn: Log };
}): Promise<FirstStepPages> {
  const file = firstStepRendererFile(options.webDir);
  const built = existsSync(file);
  // A built web app without its renderer still works, one round trip slower: worth a warning.
  if (!built && existsSync(join(options.webDir, "index.html"))) {
    options.log.warn({ renderer: file }, MISSING_RENDERER_WARNING);
  }
  const render = built
    ? ((await import(pathToFileURL(file).href)) as { renderFirstStep: RenderFirstStep })
        .renderFirstStep
    : undefined;
  const markups = new LRUCache<string, string>({ max: CACHED_RENDERS });

  async function markupOf(kind: FirstStepKind, path: string, config: BusinessConfigResponse) {
    if (!render) return undefined;
    // Everything the markup depends on: the clock through what the config says of it, and the
    // year the footer's copyright line shows (quote-footer.tsx reads it while rendering).
    const year = new Date().getFullYear();
    const key = `${kind} ${path} ${year} ${JSON.stringify({ ...config, server_time: undefined })}`;
    const cached = markups.get(key);
    if (cached !== undefined) return cached;
    try {
      const markup = await render({ kind, path, config, analytics: options.analytics });
      markups.set(key, markup);
      return markup;
    } catch (error) {
      options.log.error({ err: error, path }, "server render of the first step failed");
      return undefined;
    }
  }

  return {
    async html({ kind, path, template, config }) {
      const markup = await markupOf(kind, path, config);
      if (markup === undefined) return template;
      return fillTemplate(template, { markup, config, kind });
    },
  };
}

const TITLES: Record<FirstStepKind, string> = {
  quote: "Get your instant quote | Quotewise",
  embed: "Instant quote widget | Quotewise",
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The business's theme colours (src/shared/brand-colors.ts) as a style element for the head. */
export function brandStyle(primaryColor: string | undefined): string {
  if (!primaryColor || !HEX_COLOR.test(primaryColor)) return "";
  const declarations = Object.entries(brandColorVariables(primaryColor))
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  return `<style ${BRAND_STYLE_ATTRIBUTE}="${primaryColor}">:root{${declarations}}</style>`;
}

/**
 * The template with the step's markup in #root, the boot data after it, and the business's head.
 * Every insertion is a replacer function: the business's texts are data, and a replacement
 * string would read `$&`, `` $` ``, `$'` and `$$` in them as patterns.
 */
export function fillTemplate(
  template: string,
  options: { markup: string; config: BusinessConfigResponse; kind: FirstStepKind },
): string {
  const { markup, config, kind } = options;
  const offer = config.early_bird;
  const offerLastDay = offer && formatOfferLastDay(offer.ends_at, config.business.timezone);
  const data = offerLastDay ? { config, offerLastDay } : { config };
  const boot = `<script type="application/json" id="${BOOT_DATA_ID}">${serializeBootData(data)}</script>`;
  const description = escapeHtml(`${config.business.name}: ${config.service.headline}`);
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(TITLES[kind])}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, "")
    .replace(
      "</head>",
      () =>
        `<meta name="description" content="${description}">${brandStyle(config.business.brand?.primaryColor)}</head>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>${boot}`);
}
