import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  firstStepRendererFile,
  loadFirstStepPages,
  MISSING_RENDERER_WARNING,
} from "./first-step-pages";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A dist folder with a built web app, and its server renderer when asked. */
function distFolder({ renderer }: { renderer: boolean }) {
  const dist = mkdtempSync(join(tmpdir(), "qw-first-step-"));
  folders.push(dist);
  const webDir = join(dist, "web");
  mkdirSync(webDir);
  writeFileSync(join(webDir, "index.html"), '<div id="root"></div>');
  if (renderer) {
    const file = firstStepRendererFile(webDir);
    mkdirSync(join(dist, "ssr"));
    writeFileSync(file, "export async function renderFirstStep() { return '<p>drawn</p>'; }");
  }
  return webDir;
}

function recordingLog() {
  const warnings: string[] = [];
  return {
    warnings,
    log: { error: () => {}, warn: (_: unknown, message: string) => warnings.push(message) },
  };
}

describe("loading the first steps' renderer", () => {
  it("warns when a built web app has no renderer beside it", async () => {
    const { warnings, log } = recordingLog();
    await loadFirstStepPages({ webDir: distFolder({ renderer: false }), analytics: false, log });
    expect(warnings).toEqual([MISSING_RENDERER_WARNING]);
  });

  it("says nothing when the renderer is there, or when nothing is built", async () => {
    const { warnings, log } = recordingLog();
    await loadFirstStepPages({ webDir: distFolder({ renderer: true }), analytics: false, log });
    await loadFirstStepPages({
      webDir: join(tmpdir(), "qw-no-such-build", "web"),
      analytics: false,
      log,
    });
    expect(warnings).toEqual([]);
  });
});
