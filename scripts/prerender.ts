import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { build } from "vite";
import { NOT_FOUND_FILE, prerenderedFile } from "@/server/http/pages";
import { PRERENDERED_PATHS } from "@/shared/site-pages";
import type { PageMeta } from "@/web/seo/page-meta";
import { renderHeadTags } from "@/web/seo/page-meta";

type RenderPage = (path: string) => Promise<{ html: string; meta?: PageMeta }>;

/** A path no page has, to render the not-found page. */
const NOT_FOUND_SAMPLE_PATH = "/404";

/** Inside the project, so the bundle's bare imports (react...) resolve from node_modules. */
const SSR_OUT_DIR = resolve("node_modules/.cache/quotewise-prerender");

/**
 * Writes every marketing and legal page as static HTML into the built web app (after
 * `vite build`): the page's markup inside #root, and its title, description, canonical URL,
 * Open Graph tags and JSON-LD in the head. The browser then hydrates it.
 *
 *   npx tsx scripts/prerender.ts [--web-dir dist/web]
 */
export async function prerenderPages(options: { webDir: string }): Promise<string[]> {
  const webDir = resolve(options.webDir);
  await build({
    configFile: resolve("vite.config.ts"),
    logLevel: "warn",
    build: {
      ssr: resolve("src/web/prerender/render-page.tsx"),
      outDir: SSR_OUT_DIR,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const { renderPage } = (await import(
    pathToFileURL(join(SSR_OUT_DIR, "render-page.js")).href
  )) as { renderPage: RenderPage };

  const template = readFileSync(join(webDir, "index.html"), "utf8");
  if (!template.includes('<div id="root"></div>')) {
    throw new Error(`${webDir}/index.html has no empty #root to fill`);
  }
  const written: string[] = [];
  for (const path of PRERENDERED_PATHS) {
    const { html, meta } = await renderPage(path);
    if (!meta) throw new Error(`${path} declared no page meta (usePageMeta)`);
    const page = template
      .replace(/<title>[\s\S]*?<\/title>/, "")
      .replace(/<meta\s+name="description"[^>]*>/, "")
      .replace("</head>", `  ${renderHeadTags(meta)}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    const file = prerenderedFile(webDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page);
    written.push(file);
  }
  // Any path the router does not know renders the not-found page: its text needs no JavaScript.
  const notFound = await renderPage(NOT_FOUND_SAMPLE_PATH);
  const notFoundFile = join(webDir, NOT_FOUND_FILE);
  writeFileSync(
    notFoundFile,
    template
      .replace(/<title>[\s\S]*?<\/title>/, "<title>Page not found</title>")
      .replace("</head>", '  <meta name="robots" content="noindex">\n  </head>')
      .replace('<div id="root"></div>', `<div id="root">${notFound.html}</div>`),
  );
  written.push(notFoundFile);
  rmSync(SSR_OUT_DIR, { recursive: true, force: true });
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { "web-dir": { type: "string", default: "dist/web" } } });
  const files = await prerenderPages({ webDir: values["web-dir"] });
  console.log(`prerendered ${files.length} pages`);
}
