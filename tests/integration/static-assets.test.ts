import { readdirSync, readFileSync, statSync } from "node:fs";
import { get } from "node:http";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/test-server";

/** The built web app: `npm test` builds into dist/web before vitest; WEB_DIR points elsewhere. */
const webDir = resolve(process.env.WEB_DIR ?? "dist/web");

/** The largest script the build made: one that certainly has compressed copies. */
function largestScript(): string {
  const assets = join(webDir, "assets");
  const [largest] = readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size);
  if (!largest) throw new Error(`no script in ${assets}: run npm run build`);
  return `assets/${largest}`;
}

type RawResponse = { status: number; headers: Record<string, unknown>; body: Buffer };

/** GET with these headers, the body as it came over the wire (fetch would decompress it). */
function getRaw(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolvePromise, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolvePromise({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    }).on("error", reject);
  });
}

describe("static assets", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(() => server.close());

  it("sends the build's Brotli or gzip copy as it is, and the file itself to a client that takes neither", async () => {
    const script = largestScript();
    const file = join(webDir, script);
    for (const [acceptEncoding, encoding, copy] of [
      ["gzip, deflate, br", "br", `${file}.br`],
      ["gzip", "gzip", `${file}.gz`],
      ["identity", undefined, file],
    ] as const) {
      const response = await getRaw(`${server.url}/${script}`, {
        "accept-encoding": acceptEncoding,
      });
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["content-type"]).toBe("application/javascript; charset=utf-8");
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body.equals(readFileSync(copy))).toBe(true);
    }
  });

  it("lets browsers keep a hashed asset for a year and other files for five minutes", async () => {
    const hashed = await getRaw(`${server.url}/${largestScript()}`, { "accept-encoding": "br" });
    expect(hashed.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await getRaw(`${server.url}/favicon.svg`, { "accept-encoding": "br" });
    expect(icon.status).toBe(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=300");
  });
});
