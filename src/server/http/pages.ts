import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { scopeOfSlug } from "@/shared/business-scope";
import { PAGE_PATHS, ROUTES, toBusinessPagePath, toPagePath } from "@/shared/routes";
import { PUBLIC_URL_PLACEHOLDER } from "@/shared/site-pages";
import type { BusinessStore } from "../business/business-store";
import { AppError } from "./app-error";

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
function loadPageHtml(webDir: string, publicUrl: string) {
  const shellPath = join(webDir, "index.html");
  const shell = existsSync(shellPath) ? readFileSync(shellPath, "utf8") : MISSING_BUILD_HTML;
  const base = publicUrl.replace(/\/+$/, "");
  const cache = new Map<string, string>();
  const page = (path: string) => {
    const cached = cache.get(path);
    if (cached) return cached;
    const prerendered = prerenderedFile(webDir, path);
    const html = existsSync(prerendered)
      ? readFileSync(prerendered, "utf8").replaceAll(PUBLIC_URL_PLACEHOLDER, base)
      : shell;
    cache.set(path, html);
    return html;
  };
  const notFoundPath = join(webDir, NOT_FOUND_FILE);
  const notFoundHtml = existsSync(notFoundPath)
    ? readFileSync(notFoundPath, "utf8").replaceAll(PUBLIC_URL_PLACEHOLDER, base)
    : shell;
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
    businesses,
  }: { webDir: string; publicUrl: string; businesses: BusinessStore },
): Promise<void> {
  const html = loadPageHtml(webDir, publicUrl);
  // Pages and assets only (routes registered from here on): API answers are small.
  await app.register(fastifyCompress, { encodings: ["br", "gzip"], threshold: 1024 });
  if (existsSync(webDir)) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${join(webDir, "assets")}`);
        res.setHeader(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "public, max-age=300",
        );
      },
    });
  }
  // Each page path is a route, so its HTML is compressed; other spellings reach the handler below.
  for (const path of PAGE_PATHS) {
    app.get(path, (_request, reply) => sendHtml(reply, 200, html.page(path)));
  }

  // A business's pages: 200 for a business that answers at the slug, else the not-found page;
  // /b/{slug} itself leads to its quote page. One lookup, whichever page is asked.
  const businessPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { slug, "*": rest = "" } = request.params as { slug: string; "*"?: string };
    const trimmed = rest.replace(/\/+$/, "");
    const page = trimmed === "" ? undefined : toBusinessPagePath(`/${trimmed}`);
    if (trimmed !== "" && !page) return sendHtml(reply, 404, html.notFound);
    const business = await businesses.bySlug(slug);
    if (!business) return sendHtml(reply, 404, html.notFound);
    if (business.status === "suspended") return sendHtml(reply, 503, html.suspended);
    if (page) return sendHtml(reply, 200, html.page(page));
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    return reply.redirect(`${scopeOfSlug(business.slug).pageBase}${ROUTES.quote}${query}`, 302);
  };
  app.get("/b/:slug", businessPage);
  app.get("/b/:slug/*", businessPage);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path.startsWith("/api/") || path === "/api") {
      throw new AppError("not_found", `Not found: ${request.method} ${path}`);
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      throw new AppError("not_found", `Not found: ${request.method} ${path}`);
    }
    const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
    const page = toPagePath(normalised);
    return page ? sendHtml(reply, 200, html.page(page)) : sendHtml(reply, 404, html.notFound);
  });
}
