import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { isPagePath, PAGE_PATHS } from "@/shared/routes";
import { PUBLIC_URL_PLACEHOLDER } from "@/shared/site-pages";
import { AppError } from "./app-error";

const MISSING_BUILD_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quotewise</title></head>
<body><main><h1>Quotewise</h1><p>The web app is not built yet: run <code>npm run build</code>.</p></main></body></html>`;

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
  return { shell, page };
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
 * and its HTML, any other path with 404 and the app shell (which renders the not-found page).
 */
export async function registerPages(
  app: FastifyInstance,
  { webDir, publicUrl }: { webDir: string; publicUrl: string },
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
        res.header(
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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path.startsWith("/api/") || path === "/api") {
      throw new AppError("not_found", `Not found: ${request.method} ${path}`);
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      throw new AppError("not_found", `Not found: ${request.method} ${path}`);
    }
    const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
    const known = isPagePath(normalised);
    return known ? sendHtml(reply, 200, html.page(normalised)) : sendHtml(reply, 404, html.shell);
  });
}
