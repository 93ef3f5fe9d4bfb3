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

export interface Measure {
  name: string;
  bytes: number;
  budget: number;
  detail?: string;
  /** Chunks that must not be in the first load but were (a lazy route pulled in statically). */
  eager?: string[];
  /** The first load's file count when it is over the route's limit. */
  tooManyFiles?: { files: number; maxFiles: number };
}

/**
 * What a route loads before its visitor can act: the entry, the route's page chunk and their
 * static imports. `lazy` are manifest keys the route may only load when they are opened (a
 * dashboard section, the map): they are reported when the first load holds them.
 */
export interface RouteBudget {
  name: string;
  manifest: "main" | "embed";
  keys: readonly string[];
  budget: number;
  /** Keys reached through dynamic imports from here count as "later" (reported, not counted). */
  laterFrom?: readonly string[];
  lazy?: readonly string[];
  /**
   * At most this many files in the first load: over HTTP/1.1 a browser opens six connections to a
   * host, and on a slow network a seventh file waits a round trip for one of them
   * (docs/decisions/022-data-layer-on-every-page.md).
   */
  maxFiles?: number;
}

const CONNECTIONS_PER_HOST = 6;

/** The budgets of docs/decisions/016 (gzip): a phone on a slow network downloads this much at most. */
export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  {
    // The home page's markup is prerendered; this is what hydrates it.
    name: "/ (first load)",
    manifest: "main",
    keys: ["index.html", "features/marketing/home/home-page.tsx"],
    budget: 80 * KB,
  },
  {
    name: "/quote (first load)",
    manifest: "main",
    keys: ["index.html", "features/quote/quote-page.tsx"],
    budget: 90 * KB,
    // What the wizard's own steps load later, not every page the app shell can lazy-load.
    laterFrom: ["features/quote/quote-page.tsx"],
    maxFiles: CONNECTIONS_PER_HOST,
  },
  {
    name: "/embed (first load)",
    manifest: "embed",
    keys: ["embed/index.html"],
    budget: 40 * KB,
    laterFrom: ["embed/index.html"],
    maxFiles: CONNECTIONS_PER_HOST,
  },
  {
    name: "/admin (first load)",
    manifest: "main",
    keys: ["index.html", "features/admin/admin-page.tsx"],
    budget: 150 * KB,
    laterFrom: ["features/admin/admin-page.tsx"],
    // Settings and the maps load when opened (docs/product/dashboard.md).
    lazy: [
      "features/admin/settings/settings-page.tsx",
      "features/admin/settings/areas/service-areas-section.tsx",
      "features/admin/funnel/funnel-page.tsx",
      "features/admin/funnel/out-of-area-map.tsx",
    ],
  },
];

/** The manifest keys a set of keys loads statically (each chunk and its static imports). */
function staticKeys(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** One route's first load against its budget, from the build's manifest. */
export function measureRoute(
  route: RouteBudget,
  manifest: Manifest,
  sizeOf: (file: string) => number,
): Measure {
  const sum = (files: string[]) => files.reduce((total, file) => total + sizeOf(file), 0);
  const files = collectChunkFiles(manifest, route.keys);
  const details = [`${files.length} files`];
  if (route.laterFrom) {
    const all = collectChunkFiles(manifest, route.laterFrom, {
      followDynamic: true,
      skip: route.keys.filter((key) => !route.laterFrom?.includes(key)),
    });
    const later = all.filter((file) => !files.includes(file));
    details.push(`later steps load ${(sum(later) / KB).toFixed(1)} KB more`);
  }
  const loaded = staticKeys(manifest, route.keys);
  const eager = (route.lazy ?? []).filter((key) => {
    if (!manifest[key]) throw new Error(`manifest has no chunk ${key}`);
    return loaded.has(key);
  });
  const { maxFiles } = route;
  return {
    name: route.name,
    bytes: sum(files),
    budget: route.budget,
    detail: details.join("; "),
    ...(eager.length > 0 && { eager }),
    ...(maxFiles !== undefined &&
      files.length > maxFiles && { tooManyFiles: { files: files.length, maxFiles } }),
  };
}

export function measureBudgets(webDir: string): Measure[] {
  const manifests = {
    main: readManifest(webDir, "manifest.json"),
    embed: readManifest(webDir, "manifest.embed.json"),
  };
  const sizeOf = (file: string) => gzipBytes(join(webDir, file));
  return [
    { name: "/embed.js", bytes: gzipBytes(join(webDir, "embed.js")), budget: 2 * KB },
    ...ROUTE_BUDGETS.map((route) => measureRoute(route, manifests[route.manifest], sizeOf)),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { "web-dir": { type: "string", default: "dist/web" } } });
  const measures = measureBudgets(resolve(values["web-dir"]));
  let failed = false;
  for (const { name, bytes, budget, detail, eager, tooManyFiles } of measures) {
    const ok = bytes <= budget && !eager && !tooManyFiles;
    failed ||= !ok;
    const figures = `${(bytes / KB).toFixed(1)} KB gzip of ${(budget / KB).toFixed(0)} KB`;
    console.log(
      `${ok ? "ok  " : "OVER"} ${name.padEnd(22)} ${figures}${detail ? ` (${detail})` : ""}`,
    );
    if (eager)
      console.log(`     loaded at once but meant to load when opened: ${eager.join(", ")}`);
    if (tooManyFiles)
      console.log(`     ${tooManyFiles.files} files, more than ${tooManyFiles.maxFiles}`);
  }
  if (failed) {
    console.error("A JavaScript budget is exceeded.");
    process.exit(1);
  }
}
