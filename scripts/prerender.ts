import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { build } from "vite";
import { firstStepRendererFile } from "@/server/http/first-step-pages";
import { NOT_FOUND_FILE, prerenderedFile } from "@/server/http/pages";
import { type PagePath, ROUTES } from "@/shared/routes";
import { HOME_PATHS, LEGAL_PATHS, MARKETING_PATHS, PRERENDERED_PATHS } from "@/shared/site-pages";
import type { PageMeta } from "@/web/seo/page-meta";
import { renderHeadTags } from "@/web/seo/page-meta";
import { preloadModules, readManifest } from "./finish-html";

type RenderPage = (path: string) => Promise<{ html: string; meta?: PageMeta }>;

/** A path no page has, to render the not-found page. */
const NOT_FOUND_SAMPLE_PATH = "/404";

/**
 * The lazily loaded page chunk of each prerendered page (manifest keys), preloaded by its HTML so
 * the page hydrates without waiting for the entry to ask for it.
 */
function pageChunks(path: string): string[] {
  if ((HOME_PATHS as readonly string[]).includes(path)) {
    return ["features/marketing/home/home-page.tsx"];
  }
  if ((MARKETING_PATHS as readonly string[]).includes(path)) {
    return ["features/marketing/template/marketing-page-template.tsx"];
  }
  if ((LEGAL_PATHS as readonly string[]).includes(path)) return ["features/legal/legal-page.tsx"];
  if (path === ROUTES.signup) return ["features/signup/signup-page.tsx"];
  throw new Error(`${path}: no page chunk known to preload`);
}

/**
 * The pages the browser draws from the empty shell, and their chunk, preloaded by their HTML: the
 * browser asks for the page's code with the entry instead of after it has run (one round trip
 * or more less on a slow network). The quote page's is the template the server fills for each
 * business (src/server/http/first-step-pages.ts).
 */
export const SHELL_PAGE_CHUNKS: Partial<Record<PagePath, string>> = {
  [ROUTES.quote]: "features/quote/quote-page.tsx",
  [ROUTES.admin]: "features/admin/admin-page.tsx",
  [ROUTES.adminSetup]: "features/admin/admin-setup-page.tsx",
  [ROUTES.platform]: "features/platform/platform-page.tsx",
  [ROUTES.terms]: "features/business/business-terms-page.tsx",
  [ROUTES.checkoutTest]: "features/checkout/test-checkout-page.tsx",
  [ROUTES.checkoutSuccess]: "features/checkout/checkout-success-page.tsx",
  [ROUTES.checkoutCancel]: "features/checkout/checkout-cancel-page.tsx",
  [ROUTES.offer]: "features/offer/offer-page.tsx",
};

/**
 * Writes every marketing and legal page (and the sign-up page) as static HTML into the built
 * web app (after `vite build`): the page's markup inside #root, and its title, description,
 * canonical URL, Open Graph tags and JSON-LD in the head. The browser then hydrates it. Also
 * builds the server's renderer of the quote page's and the widget's first step
 * (src/web/prerender/render-first-step.tsx, into dist/ssr) and writes the quote page's template
 * it fills, and the other pages the browser draws, each with its code preloaded.
 *
 *   npx tsx scripts/prerender.ts [--web-dir dist/web]
 */
export async function prerenderPages(options: { webDir: string }): Promise<string[]> {
  const webDir = resolve(options.webDir);
  const ssrDir = dirname(firstStepRendererFile(webDir));
  await build({
    configFile: resolve("vite.config.ts"),
    logLevel: "warn",
    build: {
      ssr: true,
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rolldownOptions: {
        // Modules the build and the server import: their exports stay.
        preserveEntrySignatures: "strict",
        input: {
          "render-page": resolve("src/web/prerender/render-page.tsx"),
          "render-first-step": resolve("src/web/prerender/render-first-step.tsx"),
        },
      },
    },
    // Bundled whole, so every library's `react` import is Preact too (scripts/vite-preact.ts),
    // and the server needs nothing from node_modules to run it.
    ssr: { noExternal: true },
  });
  const { renderPage } = (await import(pathToFileURL(join(ssrDir, "render-page.js")).href)) as {
    renderPage: RenderPage;
  };

  const template = readFileSync(join(webDir, "index.html"), "utf8");
  if (!template.includes('<div id="root"></div>')) {
    throw new Error(`${webDir}/index.html has no empty #root to fill`);
  }
  const manifest = readManifest(webDir);
  const written: string[] = [];
  for (const [path, chunk] of Object.entries(SHELL_PAGE_CHUNKS)) {
    const file = prerenderedFile(webDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, preloadModules(template, manifest, [chunk]));
    written.push(file);
  }
  for (const path of PRERENDERED_PATHS) {
    const { html, meta } = await renderPage(path);
    if (!meta) throw new Error(`${path} declared no page meta (usePageMeta)`);
    const page = preloadModules(template, manifest, pageChunks(path))
      .replace(/<title>[\s\S]*?<\/title>/, "")
      .replace(/<meta\s+name="description"[^>]*>/, "")
      .replace("</head>", () => `  ${renderHeadTags(meta)}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
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
      .replace('<div id="root"></div>', () => `<div id="root">${notFound.html}</div>`),
  );
  written.push(notFoundFile);
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { "web-dir": { type: "string", default: "dist/web" } } });
  const files = await prerenderPages({ webDir: values["web-dir"] });
  console.log(`prerendered ${files.length} pages`);
}
