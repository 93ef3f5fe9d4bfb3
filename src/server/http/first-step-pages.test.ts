import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BOOT_DATA_ID } from "@/shared/boot-data";
import {
  type BusinessConfig,
  loadBusinessFile,
  parseBusinessConfig,
} from "../config/business-config";
import { projectRoot } from "../paths";
import { describeBusiness } from "../quotes/describe-business";
import {
  fillTemplate,
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

/** What String.replace reads in a replacement string: the match, the text before and after it, a "$". */
const REPLACEMENT_PATTERNS = " $& $` $' $$ $1";

/**
 * The demo business with the patterns added to every text its configuration may hold: each
 * string in it that still validates with them (codes, colours and addresses do not).
 */
function withPatternsInEveryText(config: BusinessConfig): {
  config: BusinessConfig;
  texts: number;
} {
  let texts = 0;
  const visit = (value: unknown, set: (next: unknown) => void): void => {
    if (typeof value === "string") {
      set(`${value}${REPLACEMENT_PATTERNS}`);
      if (parseBusinessConfig(copy).ok) texts += 1;
      else set(value);
    } else if (Array.isArray(value)) {
      for (const [index, child] of value.entries()) {
        visit(child, (next) => {
          value[index] = next;
        });
      }
    } else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        visit(record[key], (next) => {
          record[key] = next;
        });
      }
    }
  };
  const copy = structuredClone(config);
  visit(copy, () => {});
  return { config: copy, texts };
}

describe("the server-drawn first step", () => {
  it("keeps $&, $`, $', $$ in every configurable text as written: one head, boot data intact", () => {
    const demo = loadBusinessFile(join(projectRoot, "config/demo-business.json")).config;
    const { config, texts } = withPatternsInEveryText(demo);
    expect(texts).toBeGreaterThan(40);
    const template = readFileSync(join(projectRoot, "src/web/index.html"), "utf8");
    const response = describeBusiness(
      { id: "acme", slug: "acme", config },
      new Date("2025-10-01T12:00:00Z"),
      "test",
    );
    const markup = `<h1>${config.name}</h1>`;
    for (const kind of ["quote", "embed"] as const) {
      const html = fillTemplate(template, { markup, config: response, kind });
      expect(html.match(/<head>/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html).toContain(`<div id="root">${markup}</div>`);
      const boot = new RegExp(
        `<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`,
        "s",
      ).exec(html);
      expect(JSON.parse(boot![1]!).config).toEqual(response);
      expect(html.length).toBeLessThan(template.length + JSON.stringify(response).length * 2);
    }
  });
});
