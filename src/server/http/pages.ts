import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { BusinessConfigResponse } from "@/shared/api/quote-contract";
import { scopeOfSlug } from "@/shared/business-scope";
import { markNoAnalytics } from "@/shared/consent-banner-scope";
import { PAGE_PATHS, type PagePath, ROUTES, toBusinessPagePath, toPagePath } from "@/shared/routes";
import { PUBLIC_URL_PLACEHOLDER } from "@/shared/site-pages";
import { foundTenant, type Tenant } from "../tenant/tenant";
import { AppError } from "./app-error";
import { type FirstStepKind, loadFirstStepPages } from "./first-step-pages";

const MISSING_BUILD_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quotewise</title></head>
<body><main><h1>Quotewise</h1><p>The web app is not built yet: run <code>npm run build</code>.</p></main></body></html>`;

/** The prerendered not-found page, sent with every 404 for a page path. */
export const NOT_FOUND_FILE = "404.html";

/**
 * Where the build writes a page's prerendered HTML. The home page cannot use index.html: that
 * file is the SPA shell every other page starts from.
 */
export function prerenderedFile(webDir: string, path: string): string {
  return path === "/" ? join(webDir, "home.html") : join(webDir, path, "index.html");
}

/**
 * The SPA shell, and the HTML of a page path: its prerendered file when the build made one,
 * else the shell.
 */
function loadPageHtml(webDir: string, publicUrl: string, analytics: boolean) {
  const base = publicUrl.replace(/\/+$/, "");
  // Every page says whether analytics is set up: the cookie banner depends on it.
  const read = (file: string) => {
    const html = readFileSync(file, "utf8").replaceAll(PUBLIC_URL_PLACEHOLDER, () => base);
    return analytics ? html : markNoAnalytics(html);
  };
  const shellPath = join(webDir, "index.html");
  const shell = existsSync(shellPath) ? read(shellPath) : MISSING_BUILD_HTML;
  const cache = new Map<string, string>();
  const page = (path: string) => {
    const cached = cache.get(path);
    if (cached) return cached;
    const prerendered = prerenderedFile(webDir, path);
    const html = existsSync(prerendered) ? read(prerendered) : shell;
    cache.set(path, html);
    return html;
  };
  const notFoundPath = join(webDir, NOT_FOUND_FILE);
  const notFoundHtml = existsSync(notFoundPath) ? read(notFoundPath) : shell;
  // Marked, so the app keeps showing it where the path alone looks like a page (/b/{slug}/quote
  // of a business that does not answer): see src/web/app/main.tsx.
  const notFound = notFoundHtml.replace('<div id="root"', '<div id="root" data-status="404"');
  // A suspended business's pages: the same page, told to say the business is not taking quotes.
  const suspended = notFoundHtml.replace(
    '<div id="root"',
    '<div id="root" data-status="suspended"',
  );
  return { shell, page, notFound, suspended };
}

/** Pages the server renders for their business: the wizard's and the widget's first step. */
const FIRST_STEP_PAGES: Partial<Record<PagePath, FirstStepKind>> = {
  [ROUTES.quote]: "quote",
  [ROUTES.demo]: "quote",
  [ROUTES.embed]: "embed",
};
/** The template each kind of first step fills (scripts/prerender.ts writes the quote page's). */
const FIRST_STEP_TEMPLATES: Record<FirstStepKind, PagePath> = {
  quote: ROUTES.quote,
  embed: ROUTES.embed,
};

/** The request's path, as the browser's location will have it (the server renders for it). */
const pathOf = (request: FastifyRequest) => request.url.split("?")[0] ?? "/";

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header("cache-control", "no-cache")
    .type("text/html; charset=utf-8")
    .send(html);
}

/**
 * Serves the built web app: hashed assets with a long cache, every listed page path with 200
 * and its HTML, each business's own pages under /b/{slug} (docs/product/platform.md#hosted-pages),
 * any other path with 404 and the prerendered not-found page.
 */
export async function registerPages(
  app: FastifyInstance,
  {
    webDir,
    publicUrl,
    describeBusiness,
    analytics,
    openedFrom,
  }: {
    webDir: string;
    publicUrl: string;
    /** Whether analytics is set up (`GA_MEASUREMENT_ID`): the cookie banner depends on it. */
    analytics: boolean;
    /** What `GET {api}/config` answers for the business: its first step is rendered with it. */
    describeBusiness: (business: Tenant) => BusinessConfigResponse;
    /** Told each time a business's quote page or widget is served, with the page's referrer. */
    openedFrom: (business: Tenant, referrer: string | undefined) => void;
  },
): Promise<void> {
  const html = loadPageHtml(webDir, publicUrl, analytics);
  const firstSteps = await loadFirstStepPages({ webDir, analytics, log: app.log });
  /** A page's HTML for the business: its first step rendered in it where it has one. */
  const pageFor = async (page: PagePath, business: Tenant | undefined, request: FastifyRequest) => {
    const kind = FIRST_STEP_PAGES[page];
    if (!kind) return html.page(page);
    const template = html.page(FIRST_STEP_TEMPLATES[kind]);
    // The default business missing or suspended: the page says so once its script asks.
    if (!business || business.status === "suspended") return template;
    openedFrom(business, request.headers.referer);
    const config = describeBusiness(business);
    return firstSteps.html({ kind, path: pathOf(request), template, config });
  };
  // Pages, and assets without a compressed copy (routes registered from here on): API answers
  // are small.
  await app.register(fastifyCompress, { encodings: ["br", "gzip"], threshold: 1024 });
  if (existsSync(webDir)) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: false,
      // The build's Brotli and gzip copies (scripts/precompress.ts), sent as they are.
      preCompressed: true,
      // Ours below: the plugin's own (max-age=0) would replace it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Caches keep the copy for the encoding asked (a compressed one or the file itself).
        res.setHeader("vary", "accept-encoding");
        const immutable = filePath.includes(`${join(webDir, "assets")}`);
        res.setHeader(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "public, max-age=300",
        );
      },
    });
  }
  // Each page path is a route, so its HTML is compressed; other spellings reach the handler below.
  // A first step is rendered for the request's business (the default one on these paths).
  for (const path of PAGE_PATHS) {
    const firstStep = FIRST_STEP_PAGES[path] !== undefined;
    app.get(path, firstStep ? { onRequest: app.resolveTenant } : {}, async (request, reply) =>
      sendHtml(reply, 200, await pageFor(path, foundTenant(request), request)),
    );
  }

  // A business's pages: 200 for a business that answers at the slug, else the not-found page;
  // /b/{slug} itself leads to its quote page. The business is the request's tenant.
  const businessPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { "*": rest = "" } = request.params as { "*"?: string };
    const trimmed = rest.replace(/\/+$/, "");
    const page = trimmed === "" ? undefined : toBusinessPagePath(`/${trimmed}`);
    if (trimmed !== "" && !page) return sendHtml(reply, 404, html.notFound);
    const business = foundTenant(request);
    if (!business) return sendHtml(reply, 404, html.notFound);
    if (business.status === "suspended") return sendHtml(reply, 503, html.suspended);
    if (page) {
      return sendHtml(reply, 200, await pageFor(page, business, request));
    }
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    return reply.redirect(`${scopeOfSlug(business.slug).pageBase}${ROUTES.quote}${query}`, 302);
  };
  app.get("/b/:slug", { onRequest: app.resolveTenant }, businessPage);
  app.get("/b/:slug/*", { onRequest: app.resolveTenant }, businessPage);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path.startsWith("/api/") || path === "/api") {
      throw new AppError("not_found", `Not found: ${request.method} ${path}`);
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      throw new AppError("not_found", `Not found: ${request.method} ${path}`);
    }
    const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
    const page = toPagePath(normalised);
    if (!page) return sendHtml(reply, 404, html.notFound);
    if (FIRST_STEP_PAGES[page]) await app.resolveTenant(request);
    return sendHtml(reply, 200, await pageFor(page, foundTenant(request), request));
  });
}
