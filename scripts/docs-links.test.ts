import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The repository explains itself: comments point to docs/product/<page>.md#<section>, never to
 * a document that lives outside the repository.
 */

const SCANNED = ["src", "scripts", "tests", "bench", "docs", "README.md"];
const SKIPPED_DIRS = new Set(["node_modules", "dist", "test-results", "playwright-report"]);
const TEXT_FILE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|md|json|sh|css|html|svg|ya?ml)$/;
const PRODUCT_DOCS = "docs/product";
const THIS_FILE = "scripts/docs-links.test.ts";

/** The outside specification's name as a word (written so that this file does not contain it). */
const EXTERNAL_DOC_NAME = /\bS[P]EC\b/;
/** A pointer such as docs/product/dashboard.md#leads (the anchor is optional). */
const POINTER = /docs\/product\/([\w.-]+\.md)(?:#([\w-]+))?/g;
/** A page-relative pointer inside docs/product: dashboard.md#leads, [x](pricing.md). */
const RELATIVE_POINTER = /(?<![\w./-])([a-z0-9-]+\.md)(?:#([\w-]+))?/g;
/** A link to a heading of the same page: [Page template](#page-template). */
const SAME_PAGE_LINK = /\]\(#([\w-]+)\)/g;

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !relative(path, file)
          .split(/[\\/]/)
          .some((part) => SKIPPED_DIRS.has(part)),
    )
    .sort();
}

function scannedFiles(): string[] {
  return SCANNED.flatMap((path) =>
    path.endsWith(".md") ? (existsSync(path) ? [path] : []) : filesUnder(path),
  );
}

/** GitHub's heading anchors: lower case, punctuation dropped, each space a hyphen, -1 on repeats. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const repeats = seen.get(base) ?? 0;
    seen.set(base, repeats + 1);
    anchors.add(repeats === 0 ? base : `${base}-${repeats}`);
  }
  return anchors;
}

const anchorsByPage = new Map<string, Set<string> | null>();
function anchorsOf(page: string): Set<string> | null {
  if (!anchorsByPage.has(page)) {
    const path = join(PRODUCT_DOCS, page);
    anchorsByPage.set(page, existsSync(path) ? headingAnchors(readFileSync(path, "utf8")) : null);
  }
  return anchorsByPage.get(page) ?? null;
}

interface Pointer {
  where: string;
  page: string;
  anchor: string | undefined;
}

function pointersIn(file: string, pattern: RegExp): Pointer[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line, index) =>
      [...line.matchAll(pattern)].map((match) => ({
        where: `${file}:${index + 1}`,
        page: match[1] ?? "",
        anchor: match[2],
      })),
    );
}

function broken(pointers: Pointer[]): string[] {
  return pointers.flatMap(({ where, page, anchor }) => {
    const anchors = anchorsOf(page);
    if (!anchors) return [`${where}: no page ${PRODUCT_DOCS}/${page}`];
    if (anchor !== undefined && !anchors.has(anchor)) {
      return [`${where}: ${page} has no heading #${anchor} (it has ${[...anchors].join(", ")})`];
    }
    return [];
  });
}

describe("documentation pointers", () => {
  const files = scannedFiles();

  it("scans the repository's code, tests and docs", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(THIS_FILE);
  });

  it("cites no document outside the repository (describe the behaviour or point to docs/product)", () => {
    const mentions = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          EXTERNAL_DOC_NAME.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(mentions).toEqual([]);
  });

  it("points only to docs/product pages and headings that exist", () => {
    const pointers = files.flatMap((file) => pointersIn(file, POINTER));
    // The comments point there (this file's own example aside): a pattern that finds none is broken.
    expect(
      pointers.filter((pointer) => !pointer.where.startsWith(THIS_FILE)).length,
    ).toBeGreaterThan(40);
    expect(broken(pointers)).toEqual([]);
  });

  it("links the docs/product pages to each other only through pages and headings that exist", () => {
    const pointers = filesUnder(PRODUCT_DOCS).flatMap((file) => [
      ...pointersIn(file, RELATIVE_POINTER),
      ...pointersIn(file, SAME_PAGE_LINK).map(({ where, page }) => ({
        where,
        page: relative(PRODUCT_DOCS, file),
        anchor: page,
      })),
    ]);
    expect(pointers.length).toBeGreaterThan(0);
    expect(broken(pointers)).toEqual([]);
  });

  it("derives anchors the way GitHub does", () => {
    const anchors = headingAnchors(
      "# The quote journey\n## The business's terms\n```\n# not a heading\n```\n## Early bird\n## Early bird\n",
    );
    expect([...anchors]).toEqual([
      "the-quote-journey",
      "the-businesss-terms",
      "early-bird",
      "early-bird-1",
    ]);
  });
});
