import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressAssets } from "./precompress";

describe("precompressAssets", () => {
  let webDir: string;
  afterEach(() => rmSync(webDir, { recursive: true, force: true }));

  it("writes a Brotli and a gzip copy of each text asset of 1 KB or more, in every folder", async () => {
    webDir = mkdtempSync(join(tmpdir(), "qw-precompress-"));
    mkdirSync(join(webDir, "assets"));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i })))};`;
    writeFileSync(join(webDir, "assets", "app-1a2b.js"), script);
    writeFileSync(join(webDir, "assets", "tiny.css"), "a{}");
    writeFileSync(join(webDir, "photo.png"), Buffer.alloc(4096, 7));
    writeFileSync(join(webDir, "sitemap.xml"), `<urlset>${"<url/>".repeat(300)}</urlset>`);

    const compressed = await precompressAssets(webDir);

    expect(compressed.sort()).toEqual([
      join(webDir, "assets", "app-1a2b.js"),
      join(webDir, "sitemap.xml"),
    ]);
    const file = join(webDir, "assets", "app-1a2b.js");
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 4);
    expect(existsSync(join(webDir, "assets", "tiny.css.br"))).toBe(false);
    expect(existsSync(join(webDir, "photo.png.br"))).toBe(false);
  });

  it("writes no copy that would be larger than the file", async () => {
    webDir = mkdtempSync(join(tmpdir(), "qw-precompress-"));
    // Random bytes do not compress: a copy would only add its header.
    const noise = Buffer.from(Array.from({ length: 2048 }, () => Math.floor(Math.random() * 256)));
    writeFileSync(join(webDir, "noise.txt"), noise);
    await precompressAssets(webDir);
    expect(existsSync(join(webDir, "noise.txt.br"))).toBe(false);
    expect(existsSync(join(webDir, "noise.txt.gz"))).toBe(false);
  });
});
