import { describe, expect, it } from "vitest";
import { fetchScriptsAtLowPriority } from "./finish-html";

describe("fetchScriptsAtLowPriority", () => {
  it("asks for the entry script and every module preload at low priority", () => {
    const head = [
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/ui-b2.js">',
      '<link rel="stylesheet" href="/assets/index-c3.css" disabled>',
      "<script>document.documentElement.dataset.js = '';</script>",
    ].join("\n");
    expect(fetchScriptsAtLowPriority(head).split("\n")).toEqual([
      '<script type="module" crossorigin fetchpriority="low" src="/assets/index-a1.js"></script>',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/ui-b2.js">',
      '<link rel="stylesheet" href="/assets/index-c3.css" disabled>',
      "<script>document.documentElement.dataset.js = '';</script>",
    ]);
  });
});
