import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { collectChunkFiles, type Manifest } from "./check-size";

/**
 * The head of every built page, for a first paint that waits for nothing but the HTML
 * (docs/decisions/016-preact-and-server-rendered-first-steps.md): the stylesheet inlined (one
 * request less before anything shows; about 10 KB gzip) and, for a page whose code the app loads
 * lazily, that code preloaded beside the entry instead of after it. Inter is not preloaded: its
 * faces are `font-display: optional`, so text never waits for it, and on a slow network a
 * preload only took bandwidth from the page's code (bench/time-to-price.ts).
 */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;
/** The entries' stylesheets (src/web/styles.css as each build names it): the ones pages inline. */
const ENTRY_STYLESHEET = /^assets\/(?:index|embed)-[\w-]+\.css$/;

/**
 * The entry's stylesheet as a style element. A disabled link to the file stays beside it: the
 * browser does not fetch a disabled stylesheet, and Vite's loader of lazy chunks, which looks for
 * a stylesheet link before adding one, then knows the page has it and does not load it again.
 */
export function inlineStylesheets(html: string, webDir: string): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    if (!ENTRY_STYLESHEET.test(file)) return link;
    const css = readFileSync(join(webDir, file), "utf8");
    if (css.includes("</style")) throw new Error(`${file} cannot be inlined: it holds </style`);
    return `<style>${css}</style>\n    <link rel="stylesheet" href="/${file}" disabled>`;
  });
}

/** The attribute every script and module preload of a built page carries. */
const LOW_PRIORITY = 'fetchpriority="low"';

/**
 * The page's scripts and module preloads: asked for at once, at low priority. The page shows
 * without them (it arrives drawn), so the first paint does not wait for them, in the browser or in
 * Lighthouse's estimate, which counts every high-priority script loaded before the first paint
 * as blocking it (docs/decisions/020-scripts-at-low-priority.md).
 */
const SCRIPT_REQUEST =
  /<(?:script type="module"|link rel="modulepreload") crossorigin (?=src=|href=)/g;

export function fetchScriptsAtLowPriority(html: string): string {
  return html.replace(SCRIPT_REQUEST, (tag) => `${tag}${LOW_PRIORITY} `);
}

/** Module preloads for the chunks of `keys` (and their static imports) the page lacks. */
export function preloadModules(html: string, manifest: Manifest, keys: readonly string[]): string {
  const links = collectChunkFiles(manifest, keys)
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin ${LOW_PRIORITY} href="/${file}">`);
  return links.length === 0
    ? html
    : html.replace("</head>", () => `  ${links.join("\n    ")}\n  </head>`);
}

/** The built shells (index.html, embed/index.html): stylesheet inlined, scripts at low priority. */
export function finishShells(webDir: string): void {
  for (const file of ["index.html", "embed/index.html"]) {
    const path = join(webDir, file);
    const html = readFileSync(path, "utf8");
    writeFileSync(path, fetchScriptsAtLowPriority(inlineStylesheets(html, webDir)));
  }
}

export function readManifest(webDir: string): Manifest {
  return JSON.parse(readFileSync(join(webDir, ".vite", "manifest.json"), "utf8")) as Manifest;
}
