import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads as files (pages are rendered per request and compressed then). */
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (Brotli at its highest quality) and `file.gz` (gzip level 9) beside each
 * compressible file of `webDir`, where it is smaller than the file: the server sends them as
 * they are instead of compressing every download again (docs/decisions/019). Returns the files
 * compressed.
 */
export async function precompressAssets(webDir: string): Promise<string[]> {
  const files = readdirSync(webDir, { recursive: true, encoding: "utf8" })
    .filter((name) => COMPRESSIBLE.test(name))
    .map((name) => join(webDir, name))
    .filter((path) => statSync(path).size >= MIN_BYTES);
  await Promise.all(files.map(compressBeside));
  return files;
}

async function compressBeside(path: string): Promise<void> {
  const content = readFileSync(path);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  if (br.length < content.length) writeFileSync(`${path}.br`, br);
  if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
}
