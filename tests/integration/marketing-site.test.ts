import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITEMAP_PATHS } from "@/shared/site-pages";
import { LEGAL_RECORD_LOADERS } from "@/web/features/legal/content/legal-records";
import { HOME_HERO, HOME_META } from "@/web/features/marketing/content/home-content";
import { MARKETING_RECORD_LOADERS } from "@/web/features/marketing/content/marketing-records";
import { formatTitle } from "@/web/seo/page-meta";
import { readManifest } from "../../scripts/finish-html";
import { SHELL_PAGE_CHUNKS } from "../../scripts/prerender";
import { startTestServer, type TestServer } from "../helpers/test-server";

/** The built web app: `npm test` builds into dist/web before vitest; WEB_DIR points elsewhere. */
const webDir = resolve(process.env.WEB_DIR ?? "dist/web");
const PUBLIC_URL = "https://quotes.example.com";

interface ExpectedPage {
  path: string;
  title: string;
  description: string;
  h1: string;
  canonicalPath: string;
  faq: boolean;
}

async function expectedPages(): Promise<ExpectedPage[]> {
  const home = ["/", "/landing", "/quotewise"].map((path) => ({
    path,
    title: HOME_META.title,
    description: HOME_META.description,
    h1: HOME_HERO.h1,
    canonicalPath: "/",
    faq: true,
  }));
  const marketing = await Promise.all(
    Object.values(MARKETING_RECORD_LOADERS).map(async (load) => {
      const record = await load();
      return {
        path: record.path,
        title: record.title,
        description: record.description,
        h1: record.h1,
        canonicalPath: record.path,
        faq: true,
      };
    }),
  );
  const legal = await Promise.all(
    Object.values(LEGAL_RECORD_LOADERS).map(async (load) => {
      const record = await load();
      return {
        path: record.path,
        title: record.title,
        description: record.description,
        h1: record.title,
        canonicalPath: record.path,
        faq: false,
      };
    }),
  );
  return [...home, ...marketing, ...legal];
}

const decode = (html: string) =>
  html
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("marketing site over HTTP", () => {
  let server: TestServer;
  let pages: ExpectedPage[];

  beforeAll(async () => {
    if (!existsSync(join(webDir, "home.html"))) {
      throw new Error(`${webDir} has no prerendered pages: run \`npm run build\` first`);
    }
    pages = await expectedPages();
    server = await startTestServer("pglite", { WEB_DIR: webDir, PUBLIC_URL });
  });
  afterAll(() => server?.close());

  it("serves every marketing and legal page as HTML with its head and h1, before any script runs", async () => {
    expect(pages).toHaveLength(21);
    for (const page of pages) {
      const response = await server.request(page.path);
      expect(response.status, page.path).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(decode(/<title>(.*?)<\/title>/s.exec(head)?.[1] ?? ""), page.path).toBe(
        formatTitle(page.title),
      );
      expect(head.match(/<meta name="description"/g), page.path).toHaveLength(1);
      expect(decode(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? "")).toBe(
        page.description,
      );
      const canonical = `${PUBLIC_URL}${page.canonicalPath}`;
      expect(head, page.path).toContain(`<link rel="canonical" href="${canonical}"`);
      expect(head, page.path).toContain(`<meta property="og:url" content="${canonical}"`);
      expect(head, page.path).toContain('<meta property="og:title"');
      expect(head, page.path).toContain('"@type":"Organization"');
      expect(head.includes('"@type":"FAQPage"'), page.path).toBe(page.faq);
      expect(html, page.path).not.toContain("public-url.invalid");

      const body = html.slice(html.indexOf('<div id="root">'));
      const h1s = [...body.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => decode(match[1]!));
      expect(h1s, page.path).toEqual([page.h1]);
    }
  });

  it("keeps the SPA shell for the app; the quote page's first step is drawn by the server; unknown paths get the prerendered not-found page", async () => {
    const admin = await server.request("/admin");
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('<div id="root"></div>');
    const quote = await server.request("/quote");
    expect(quote.status).toBe(200);
    expect(await quote.text()).toMatch(
      /<div id="root"><section aria-label="Cookie consent"[\s\S]*Street Address/,
    );

    for (const path of ["/industries/roofing-instant-quote", "/features", "/compare/x"]) {
      const missing = await server.request(path);
      expect(missing.status, path).toBe(404);
      expect(await missing.text(), path).toMatch(/<h1[^>]*>404 Page Not Found<\/h1>/);
    }
  });

  it("has the browser ask for a page's code with its HTML where the browser draws the page", async () => {
    const manifest = readManifest(webDir);
    const shellPages = Object.entries(SHELL_PAGE_CHUNKS);
    expect(shellPages.map(([path]) => path)).toEqual(
      expect.arrayContaining(["/quote", "/admin", "/offer", "/terms", "/checkout/success"]),
    );
    for (const [path, chunk] of shellPages) {
      const html = await (await server.request(path)).text();
      const file = manifest[chunk!]?.file;
      expect(file, chunk).toBeDefined();
      expect(html, path).toContain(
        `rel="modulepreload" crossorigin fetchpriority="low" href="/${file}"`,
      );
    }
  });

  it("lists every marketing and legal page once in the sitemap, at PUBLIC_URL", async () => {
    const response = await server.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    const canonical = pages.filter((page) => page.path === page.canonicalPath);
    expect(locations).toEqual(SITEMAP_PATHS.map((path) => `${PUBLIC_URL}${path}`));
    expect(new Set(locations)).toEqual(
      new Set(canonical.map((page) => `${PUBLIC_URL}${page.path}`)),
    );
  });

  it("points robots.txt at the sitemap and keeps crawlers out of the app", async () => {
    const response = await server.request("/robots.txt");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api/");
  });

  it("has no analytics ID to hand out and no analytics host in the CSP", async () => {
    const config = await server.request("/api/public-config");
    expect(await config.json()).toEqual({
      analytics: { gaMeasurementId: null },
    });
    const page = await server.request("/");
    await page.arrayBuffer();
    expect(page.headers.get("content-security-policy")).not.toContain("googletagmanager");
  });
});

describe("marketing site with a GA4 measurement ID", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer("pglite", { WEB_DIR: webDir, GA_MEASUREMENT_ID: "G-TEST1234" });
  });
  afterAll(() => server?.close());

  it("hands the ID to the browser and lets the CSP reach Google Analytics", async () => {
    const config = await server.request("/api/public-config");
    expect(await config.json()).toEqual({
      analytics: { gaMeasurementId: "G-TEST1234" },
    });
    const page = await server.request("/");
    await page.arrayBuffer();
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' https:\/\/\*\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
