import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { isPagePath } from "@/shared/routes";
import { AppError } from "./app-error";

const MISSING_BUILD_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quotewise</title></head>
<body><main><h1>Quotewise</h1><p>The web app is not built yet: run <code>npm run build</code>.</p></main></body></html>`;

/** The HTML shell for a page path: its prerendered file when the build made one, else the SPA shell. */
function loadPageHtml(webDir: string): (path: string) => string {
  const shellPath = join(webDir, "index.html");
  const shell = existsSync(shellPath) ? readFileSync(shellPath, "utf8") : MISSING_BUILD_HTML;
  const cache = new Map<string, string>();
  return (path) => {
    const cached = cache.get(path);
    if (cached) return cached;
    const prerendered = join(webDir, path, "index.html");
    const html =
      path !== "/" && existsSync(prerendered) ? readFileSync(prerendered, "utf8") : shell;
    cache.set(path, html);
    return html;
  };
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
export async function registerPages(app: FastifyInstance, webDir: string): Promise<void> {
  const pageHtml = loadPageHtml(webDir);
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
    return sendHtml(reply, known ? 200 : 404, pageHtml(known ? normalised : "/"));
  });
}
