import { describe, expect, it } from "vitest";
import { collectChunkFiles, type Manifest } from "./check-size";

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
