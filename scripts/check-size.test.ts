import { describe, expect, it } from "vitest";
import { collectChunkFiles, type Manifest, measureRoute, ROUTE_BUDGETS } from "./check-size";

const manifest: Manifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_shared.js"] },
  "features/quote/quote-page.tsx": {
    file: "assets/quote-page.js",
    isDynamicEntry: true,
    imports: ["index.html", "_wizard.js"],
    dynamicImports: ["features/quote/components/custom-quote-form.tsx"],
  },
  "_wizard.js": { file: "assets/wizard.js", imports: ["_shared.js"] },
  "_shared.js": { file: "assets/shared.js" },
  "features/quote/components/custom-quote-form.tsx": {
    file: "assets/custom-quote-form.js",
    imports: ["_zod.js"],
  },
  "_zod.js": { file: "assets/zod.js" },
  "styles.css": { file: "assets/index.css" },
};

describe("collectChunkFiles", () => {
  it("follows static imports once each, and dynamic ones only when asked", () => {
    expect(collectChunkFiles(manifest, ["index.html", "features/quote/quote-page.tsx"])).toEqual([
      "assets/index.js",
      "assets/quote-page.js",
      "assets/shared.js",
      "assets/wizard.js",
    ]);
    expect(
      collectChunkFiles(manifest, ["features/quote/quote-page.tsx"], { followDynamic: true }),
    ).toContain("assets/zod.js");
  });

  it("never enters a skipped chunk", () => {
    expect(
      collectChunkFiles(manifest, ["features/quote/quote-page.tsx"], {
        followDynamic: true,
        skip: ["index.html"],
      }),
    ).toEqual([
      "assets/custom-quote-form.js",
      "assets/quote-page.js",
      "assets/shared.js",
      "assets/wizard.js",
      "assets/zod.js",
    ]);
  });

  it("fails loudly on a key the manifest does not have", () => {
    expect(() => collectChunkFiles(manifest, ["features/gone.tsx"])).toThrow(/gone/);
  });
});

describe("measureRoute", () => {
  const sizes: Record<string, number> = {
    "assets/index.js": 50_000,
    "assets/shared.js": 10_000,
    "assets/quote-page.js": 5_000,
    "assets/wizard.js": 20_000,
    "assets/custom-quote-form.js": 7_000,
    "assets/zod.js": 15_000,
  };
  const sizeOf = (file: string) => sizes[file] ?? 0;
  const route = {
    name: "/quote (first load)",
    manifest: "main" as const,
    keys: ["index.html", "features/quote/quote-page.tsx"],
    budget: 90 * 1024,
    laterFrom: ["features/quote/quote-page.tsx"],
  };

  it("adds up the first load and reports what later steps load", () => {
    const measure = measureRoute(route, manifest, sizeOf);
    expect(measure.bytes).toBe(85_000);
    expect(measure.detail).toBe("4 files; later steps load 21.5 KB more");
    expect(measure.eager).toBeUndefined();
  });

  it("names a chunk meant to load when opened that the first load holds", () => {
    const eagerForm: Manifest = {
      ...manifest,
      "features/quote/quote-page.tsx": {
        ...manifest["features/quote/quote-page.tsx"]!,
        imports: ["index.html", "_wizard.js", "features/quote/components/custom-quote-form.tsx"],
      },
    };
    const lazy = ["features/quote/components/custom-quote-form.tsx"];
    expect(measureRoute({ ...route, lazy }, manifest, sizeOf).eager).toBeUndefined();
    expect(measureRoute({ ...route, lazy }, eagerForm, sizeOf).eager).toEqual(lazy);
  });

  it("names a first load in more files than the route allows", () => {
    expect(measureRoute({ ...route, maxFiles: 4 }, manifest, sizeOf).tooManyFiles).toBeUndefined();
    expect(measureRoute({ ...route, maxFiles: 3 }, manifest, sizeOf).tooManyFiles).toEqual({
      files: 4,
      maxFiles: 3,
    });
  });

  it("keeps the quote page's and the widget's first loads within six files", () => {
    const limits = Object.fromEntries(ROUTE_BUDGETS.map((r) => [r.name, r.maxFiles]));
    expect(limits["/quote (first load)"]).toBe(6);
    expect(limits["/embed (first load)"]).toBe(6);
  });

  it("holds the four first-load budgets", () => {
    expect(Object.fromEntries(ROUTE_BUDGETS.map((r) => [r.name, r.budget / 1024]))).toEqual({
      "/ (first load)": 80,
      "/quote (first load)": 90,
      "/embed (first load)": 40,
      "/admin (first load)": 150,
    });
  });
});
