import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

/**
 * JavaScript budgets (issue 4), measured on the built web app: the gzip size of /embed.js,
 * and of the scripts /quote and /embed load before the customer can act (the entry, the
 * route's page chunk and every chunk they import statically). Chunks a step loads later
 * (the custom quote form) are reported but not counted. Exits 1 when a budget is exceeded.
 *
 *   npx tsx scripts/check-size.ts [--web-dir dist/web]
 */
const KB = 1024;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The files a set of manifest keys loads: each chunk and its static imports, recursively
 * (and its dynamic imports with `followDynamic`), never entering the chunks in `skip`.
 */
export function collectChunkFiles(
  manifest: Manifest,
  keys: readonly string[],
  options: { followDynamic?: boolean; skip?: readonly string[] } = {},
): string[] {
  const files = new Set<string>();
  const seen = new Set<string>(options.skip);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    if (chunk.file.endsWith(".js")) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (options.followDynamic) for (const imported of chunk.dynamicImports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].sort();
}

function gzipBytes(path: string): number {
  return gzipSync(readFileSync(path)).length;
}

function readManifest(webDir: string, name: string): Manifest {
  const path = join(webDir, ".vite", name);
  if (!existsSync(path)) throw new Error(`${path} is missing: run the build first`);
  return JSON.parse(readFileSync(path, "utf8")) as Manifest;
}

interface Measure {
  name: string;
  bytes: number;
  budget: number;
  detail?: string;
}

export function measureBudgets(webDir: string): Measure[] {
  const main = readManifest(webDir, "manifest.json");
  const embed = readManifest(webDir, "manifest.embed.json");
  const sum = (files: string[]) =>
    files.reduce((total, file) => total + gzipBytes(join(webDir, file)), 0);

  const quoteKeys = ["index.html", "features/quote/quote-page.tsx"];
  const quoteFiles = collectChunkFiles(main, quoteKeys);
  // What the wizard's own steps load later, not every page the app shell can lazy-load.
  const quoteAll = collectChunkFiles(main, ["features/quote/quote-page.tsx"], {
    followDynamic: true,
    skip: ["index.html"],
  });
  const lazyQuote = quoteAll.filter((file) => !quoteFiles.includes(file));

  const embedKeys = ["embed/index.html"];
  const embedFiles = collectChunkFiles(embed, embedKeys);
  const embedAll = collectChunkFiles(embed, embedKeys, { followDynamic: true });
  const lazyEmbed = embedAll.filter((file) => !embedFiles.includes(file));

  // The home page's markup is prerendered; this is what hydrates it (issue 7).
  const homeFiles = collectChunkFiles(main, [
    "index.html",
    "features/marketing/home/home-page.tsx",
  ]);

  return [
    {
      name: "/ (first load)",
      bytes: sum(homeFiles),
      budget: 120 * KB,
      detail: `${homeFiles.length} files`,
    },
    { name: "/embed.js", bytes: gzipBytes(join(webDir, "embed.js")), budget: 2 * KB },
    {
      name: "/embed (first load)",
      bytes: sum(embedFiles),
      budget: 100 * KB,
      detail: `${embedFiles.length} files; later steps load ${(sum(lazyEmbed) / KB).toFixed(1)} KB more`,
    },
    {
      name: "/quote (first load)",
      bytes: sum(quoteFiles),
      budget: 150 * KB,
      detail: `${quoteFiles.length} files; later steps load ${(sum(lazyQuote) / KB).toFixed(1)} KB more`,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { "web-dir": { type: "string", default: "dist/web" } } });
  const measures = measureBudgets(resolve(values["web-dir"]));
  let over = false;
  for (const { name, bytes, budget, detail } of measures) {
    const ok = bytes <= budget;
    over ||= !ok;
    const figures = `${(bytes / KB).toFixed(1)} KB gzip of ${(budget / KB).toFixed(0)} KB`;
    console.log(
      `${ok ? "ok  " : "OVER"} ${name.padEnd(22)} ${figures}${detail ? ` (${detail})` : ""}`,
    );
  }
  if (over) {
    console.error("A JavaScript budget is exceeded.");
    process.exit(1);
  }
}
