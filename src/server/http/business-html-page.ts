import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";
import { escapeHtml } from "@/shared/escape-html";
import type { BusinessConfig } from "../config/business-config";
import { NO_REFERRER } from "./security-headers";

/**
 * A small page of the business's own (its name and colour), answered by the server for a link in
 * an email: the unsubscribe link's (docs/product/quote-recovery.md#unsubscribe), the balance's
 * payment link once it has nothing to pay (docs/product/payments.md#deposits). `body` is HTML.
 * Its style is inline, allowed by its hash: the API's own policy (`default-src 'none'`) would
 * leave the page unstyled.
 */
export function sendBusinessPage(
  reply: FastifyReply,
  page: { config: BusinessConfig; title: string; body: string; status?: number },
) {
  const { config } = page;
  const color = config.brand?.primaryColor ?? "#1d4ed8";
  const style = [
    "body{font-family:system-ui,Arial,sans-serif;color:#0f172a;line-height:1.5;margin:0;padding:32px 16px}",
    "main{max-width:32rem;margin:0 auto}h1{font-size:1.5rem}",
    `button{background:${color};color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:1rem;font-weight:600;cursor:pointer}`,
    "button:focus-visible{outline:3px solid #0f172a;outline-offset:2px}",
  ].join("");
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(page.title)}</title>`,
    `<style>${style}</style></head>`,
    `<body><main><p>${escapeHtml(config.name)}</p>${page.body}</main></body></html>`,
  ].join("");
  return sendSelfStyledHtml(reply, { html, style, status: page.status });
}

/**
 * Answers a server-made HTML page whose only style is its own inline one, allowed by its hash:
 * never cached, no referrer, nothing else loaded but images over https when `images` says so.
 */
export function sendSelfStyledHtml(
  reply: FastifyReply,
  page: { html: string; style: string; status?: number | undefined; images?: boolean },
) {
  const styleHash = createHash("sha256").update(page.style).digest("base64");
  const images = page.images ? " img-src https:;" : "";
  return reply
    .status(page.status ?? 200)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .headers(NO_REFERRER)
    .header(
      "content-security-policy",
      `default-src 'none'; style-src 'sha256-${styleHash}';${images} form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    )
    .send(page.html);
}
