import { describe, expect, it } from "vitest";
import { PAGE_MODULES_ID, START_AFTER_PAINT_SCRIPT } from "@/shared/start-after-paint";
import { startModulesAfterPaint } from "./finish-html";

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <script>consent</script>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/ui-b.js">
    <style>body{}</style>
    <link rel="modulepreload" crossorigin href="/assets/page-c.js">
  </head>
  <body>
    <div id="root"><h1>Hello</h1></div>
  </body>
</html>`;

describe("startModulesAfterPaint", () => {
  it("moves the entry and the preloads into the loader's list at the end of the body", () => {
    const html = startModulesAfterPaint(PAGE);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const list = new RegExp(
      `<script type="application/json" id="${PAGE_MODULES_ID}">(.*?)</script>`,
    );
    expect(JSON.parse(list.exec(html)![1]!)).toEqual([
      "/assets/index-a.js",
      "/assets/ui-b.js",
      "/assets/page-c.js",
    ]);
    expect(html).toContain(`<script>${START_AFTER_PAINT_SCRIPT}</script>\n  </body>`);
    expect(html.indexOf(PAGE_MODULES_ID)).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html).toContain("<script>consent</script>");
  });

  it("leaves a page without an entry script as it is, and a finished page unchanged", () => {
    const plain = "<html><body><p>No code</p></body></html>";
    expect(startModulesAfterPaint(plain)).toBe(plain);
    const finished = startModulesAfterPaint(PAGE);
    expect(startModulesAfterPaint(finished)).toBe(finished);
  });
});
