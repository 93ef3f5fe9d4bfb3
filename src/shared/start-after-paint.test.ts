import { describe, expect, it } from "vitest";
import { PAGE_MODULES_ID, START_AFTER_PAINT_SCRIPT, START_FALLBACK_MS } from "./start-after-paint";

const MODULES = ["/assets/index-a.js", "/assets/ui-b.js", "/assets/page-c.js"];

type Added = { parent: "head" | "body"; tag: string; [property: string]: unknown };

/**
 * Runs the loader in a page whose frames and timers the test fires by hand; answers what it had
 * added to the page after each step.
 */
function loadPage(visibilityState: "visible" | "hidden") {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; delayMs: number }[] = [];
  const element = (tag: string) => ({ tag });
  const document = {
    visibilityState,
    getElementById: (id: string) =>
      id === PAGE_MODULES_ID ? { textContent: JSON.stringify(MODULES) } : null,
    createElement: element,
    head: { appendChild: (node: Added) => added.push({ ...node, parent: "head" }) },
    body: { appendChild: (node: Added) => added.push({ ...node, parent: "body" }) },
  };
  const run = new Function(
    "document",
    "requestAnimationFrame",
    "setTimeout",
    START_AFTER_PAINT_SCRIPT,
  );
  run(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delayMs: number) => timers.push({ callback, delayMs }),
  );
  return { added, frames, timers };
}

const expectStarted = (added: Added[]) =>
  expect(added).toEqual([
    { parent: "body", tag: "script", type: "module", src: MODULES[0], crossOrigin: "" },
    { parent: "head", tag: "link", rel: "modulepreload", href: MODULES[1], crossOrigin: "" },
    { parent: "head", tag: "link", rel: "modulepreload", href: MODULES[2], crossOrigin: "" },
  ]);

describe("the loader that starts a page's modules after its first paint", () => {
  it("asks for nothing before the first frame, then for every module once", () => {
    const page = loadPage("visible");
    expect(page.added).toEqual([]);
    page.frames.shift()!();
    expect(page.added).toEqual([]);
    const afterFrame = page.timers.find((timer) => timer.delayMs === 0)!;
    afterFrame.callback();
    expectStarted(page.added);
    // The fallback timer firing later starts nothing twice.
    page.timers.find((timer) => timer.delayMs === START_FALLBACK_MS)!.callback();
    expect(page.added).toHaveLength(MODULES.length);
  });

  it("starts on its timer when no frame comes (a throttled iframe)", () => {
    const page = loadPage("visible");
    page.timers.find((timer) => timer.delayMs === START_FALLBACK_MS)!.callback();
    expectStarted(page.added);
    page.frames.shift()!();
    page.timers.find((timer) => timer.delayMs === 0)!.callback();
    expect(page.added).toHaveLength(MODULES.length);
  });

  it("starts at once on a hidden page, which paints no frame", () => {
    const page = loadPage("hidden");
    expectStarted(page.added);
    expect(page.frames).toEqual([]);
  });
});
