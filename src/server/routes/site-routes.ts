import { publicConfigResponseSchema } from "@/shared/api/public-config-contract";
import { ROUTES } from "@/shared/routes";
import { absoluteUrl, SITEMAP_PATHS } from "@/shared/site-pages";
import type { AppContext, ZodApp } from "../app-context";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** What search engines and the browser need from the server: sitemap, robots.txt, public config. */
export async function siteRoutes(app: ZodApp, { context }: { context: AppContext }) {
  const { env } = context;

  app.get("/sitemap.xml", async (_request, reply) => {
    const urls = SITEMAP_PATHS.map(
      (path) => `  <url><loc>${escapeXml(absoluteUrl(env.PUBLIC_URL, path))}</loc></url>`,
    );
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      "</urlset>",
      "",
    ].join("\n");
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(xml);
  });

  app.get("/robots.txt", async (_request, reply) => {
    const text = [
      "User-agent: *",
      "Allow: /",
      `Disallow: ${ROUTES.admin}`,
      `Disallow: ${ROUTES.embed}`,
      "Disallow: /checkout/",
      "Disallow: /api/",
      "",
      `Sitemap: ${absoluteUrl(env.PUBLIC_URL, "/sitemap.xml")}`,
      "",
    ].join("\n");
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(text);
  });

  /** Browser-side settings: only what may be public. */
  app.get(
    "/api/public-config",
    { schema: { response: { 200: publicConfigResponseSchema } } },
    async () => ({
      analytics: { gaMeasurementId: env.GA_MEASUREMENT_ID ?? null },
    }),
  );
}
